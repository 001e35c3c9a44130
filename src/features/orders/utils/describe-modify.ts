import type { TradingOrder } from '@contracts/orders';
import type { OrderTerms } from '@src/lib/modified-orders';
import { describePriceMove } from '@src/lib/price-move';
import { formatQuantity, orderSize, orderTitle, sideWord } from './order-labels';

/** How long a change's toast offers Undo (docs/trading-screens.md#changes-say-so-and-can-be-undone). */
export const UNDO_MS = 5_000;

/** `"Modified: Buy 3 ADBE limit 191.00 → 183.10 (-4.1 %)"`: each changed term from what it was. */
export function modifiedText(before: TradingOrder, change: OrderTerms): string {
  const parts: string[] = [];
  if (change.quantity !== undefined)
    parts.push(`quantity ${formatQuantity(before.quantity ?? '?')} → ${formatQuantity(change.quantity)}`);
  if (change.stop_price !== undefined && before.stop_price !== undefined)
    parts.push(`stop ${describePriceMove(before.stop_price, change.stop_price)}`);
  if (change.limit_price !== undefined && before.limit_price !== undefined)
    parts.push(`limit ${describePriceMove(before.limit_price, change.limit_price)}`);
  const size = change.quantity === undefined ? ` ${orderSize(before)}` : '';
  return `Modified: ${sideWord(before.side)}${size} ${before.symbol} ${parts.join(', ')}`;
}

/** The replace that puts back what `change` changed: the order's own terms from before it. */
export function undoChange(before: TradingOrder, change: OrderTerms): OrderTerms {
  const undo: OrderTerms = {};
  if (change.quantity !== undefined) undo.quantity = before.quantity;
  if (change.limit_price !== undefined) undo.limit_price = before.limit_price;
  if (change.stop_price !== undefined) undo.stop_price = before.stop_price;
  return undo;
}

export const restoredText = (before: TradingOrder): string => `Undone: ${orderTitle(before)} again`;
export const undoRefusedText = (before: TradingOrder, why: string): string =>
  `Undo refused: ${orderTitle(before)} not restored. ${why}`;
