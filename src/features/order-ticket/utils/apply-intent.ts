import type { OrderTicketIntent } from '@src/lib/order-ticket-intent';
import { clearedTicketForm, usesLimitPrice, type TicketForm } from './ticket-form';

/**
 * The ticket after another screen asked for it: another symbol starts from a cleared ticket
 * (the old prices mean nothing for it); a price makes it a limit order at that price, by shares.
 */
export function applyIntent(form: TicketForm, intent: OrderTicketIntent): TicketForm {
  const symbol = intent.symbol.trim().toUpperCase();
  let next = symbol === form.symbol ? form : { ...clearedTicketForm(form), symbol };
  if (intent.side !== undefined) next = { ...next, side: intent.side };
  if (intent.price !== undefined) {
    next = {
      ...next,
      orderType: usesLimitPrice(next.orderType) ? next.orderType : 'LIMIT',
      entrust: 'QTY',
      limitPrice: intent.price,
    };
  }
  if (intent.quantity !== undefined) next = { ...next, entrust: 'QTY', quantity: intent.quantity };
  return next;
}
