import Decimal from 'decimal.js';
import type { OrderDraft } from '@contracts/orders';
import { formatPrice } from '@src/lib/format-decimal';
import { SESSION_LABELS, SIDE_LABELS } from './ticket-form';

const price = (value: string | undefined) => (value === undefined ? '?' : formatPrice(value));
const dollars = (value: string | undefined) => (value === undefined ? '?' : `$${formatPrice(value, 2)}`);

function trailingStep(draft: OrderDraft): string {
  const step = draft.trailing_stop_step;
  if (step === undefined) return '?';
  return draft.trailing_type === 'PERCENTAGE' ? `${new Decimal(step).times(100).toFixed()} %` : `$${formatPrice(step)}`;
}

function pricing(draft: OrderDraft): string {
  switch (draft.order_type) {
    case 'MARKET':
      return 'at market';
    case 'LIMIT':
      return `@ ${price(draft.limit_price)} limit`;
    case 'STOP_LOSS':
      return `stop ${price(draft.stop_price)}`;
    case 'STOP_LOSS_LIMIT':
      return `stop ${price(draft.stop_price)} limit ${price(draft.limit_price)}`;
    case 'TRAILING_STOP_LOSS':
      return `trailing stop ${trailingStep(draft)}`;
  }
}

/** The order in one line, as the confirm button says it: `Buy 10 AAPL @ 190.00 limit`. */
export function describeOrder(draft: OrderDraft): string {
  const size =
    draft.entrust_type === 'AMOUNT'
      ? `${dollars(draft.cash_amount)} of ${draft.symbol}`
      : `${draft.quantity ?? '?'} ${draft.symbol}`;
  return `${SIDE_LABELS[draft.side]} ${size} ${pricing(draft)}`;
}

/** The rest of its terms, one phrase each: lifetime, session, bracket. */
export function describeTerms(draft: OrderDraft): string[] {
  const terms = [draft.time_in_force === 'GTC' ? 'Good till cancelled' : 'Day order', SESSION_LABELS[draft.session]];
  if (draft.bracket?.take_profit_price !== undefined)
    terms.push(`Take profit: limit ${price(draft.bracket.take_profit_price)}`);
  if (draft.bracket?.stop_loss_price !== undefined)
    terms.push(`Stop loss: stop ${price(draft.bracket.stop_loss_price)}`);
  return terms;
}
