/** The ticket's inputs an issue can be shown next to. */
export type TicketField =
  | 'symbol'
  | 'side'
  | 'order_type'
  | 'entrust_type'
  | 'quantity'
  | 'cash_amount'
  | 'limit_price'
  | 'stop_price'
  | 'trailing_stop_step'
  | 'time_in_force'
  | 'session'
  | 'take_profit_price'
  | 'stop_loss_price';

/**
 * One finding of the checks. `kind` says who may override it: `form` issues describe an order the
 * broker refuses as written (a missing price, a price off the grid, a session the order type may
 * not use) and always block; `risk` issues are judgements (buying power, a short, the hour) that
 * never block an order that only reduces a position
 * (docs/decisions/0069-checks-never-stop-a-trader-getting-out.md).
 */
export type Issue = {
  field: TicketField;
  level: 'error' | 'warning';
  kind: 'form' | 'risk';
  message: string;
};

export const formError = (field: TicketField, message: string): Issue => ({
  field,
  level: 'error',
  kind: 'form',
  message,
});
export const riskError = (field: TicketField, message: string): Issue => ({
  field,
  level: 'error',
  kind: 'risk',
  message,
});
export const warning = (field: TicketField, message: string): Issue => ({
  field,
  level: 'warning',
  kind: 'risk',
  message,
});
