import { isExpiryReason } from '@market/order-expiry-reasons';
import type { OrderUpdate } from '@contracts/trading-topics';
import { formatPrice } from '@src/lib/format-decimal';
import { explainFailure } from '@src/lib/explain-failure';
import { formatQuantity, orderSize, orderTitle, sidePast, sideWord } from './order-labels';

export type Announcement = { tone: 'success' | 'info' | 'error'; text: string };

/**
 * What a trader is told about an order update, or null for the steps that need no word (sent,
 * accepted, changed): fills, refusals and cancellations. Prices are the average so far.
 */
export function announceUpdate({ order, event }: OrderUpdate): Announcement | null {
  const filled = formatQuantity(event.filled_quantity ?? order.filled_quantity);
  const price = event.filled_price ?? order.filled_price;
  const at = price === undefined ? '' : ` at ${formatPrice(price)}`;
  const what = `${sideWord(order.side).toLowerCase()} ${orderSize(order)} ${order.symbol}`;
  const why = explainFailure(event.detail ?? order.message, event.kind === 'not_placed');
  switch (event.kind) {
    case 'filled':
      return { tone: 'success', text: `Filled: ${sidePast(order.side)} ${filled} ${order.symbol}${at}` };
    case 'partial_fill':
      return {
        tone: 'success',
        text: `Partly filled: ${sidePast(order.side)} ${filled} of ${orderSize(order)} ${order.symbol}${at}`,
      };
    case 'refused':
    case 'failed':
      return { tone: 'error', text: `Refused: ${what}. ${why}` };
    case 'not_placed':
      return { tone: 'error', text: `Not placed: ${what}. ${why}` };
    case 'cancelled': {
      // A DAY order whose session ended says so (docs/protocol.md#expired-day-orders).
      const expired = event.detail ?? order.message;
      if (isExpiryReason(expired))
        return { tone: 'info', text: `${expired.charAt(0).toUpperCase()}${expired.slice(1)}: ${orderTitle(order)}` };
      return { tone: 'info', text: `Cancelled: ${orderTitle(order)}${filled === '0' ? '' : ` (${filled} filled)`}` };
    }
    case 'modify_failed':
      return { tone: 'error', text: `Change refused: ${orderTitle(order)}. ${why}` };
    case 'cancel_failed':
      return { tone: 'error', text: `Cancel refused: ${orderTitle(order)}. ${why}` };
    default:
      return null;
  }
}
