/**
 * The paper broker's order vocabulary (docs/protocol.md#orders). Stored records are plain JSON so
 * the state file can hold them as they are; prices and quantities are decimal strings.
 */
export const COMBO_TYPES = ['NORMAL', 'MASTER', 'STOP_PROFIT', 'STOP_LOSS', 'OTO', 'OCO', 'OTOCO'] as const;
export type ComboType = (typeof COMBO_TYPES)[number];

export const SIDES = ['BUY', 'SELL', 'SHORT'] as const;
export type Side = (typeof SIDES)[number];

/** Order types the paper broker works; the provider's other US values are refused by name. */
export const ORDER_TYPES = ['MARKET', 'LIMIT', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TRAILING_STOP_LOSS'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const TIMES_IN_FORCE = ['DAY', 'GTC'] as const;
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

export const TRADING_SESSIONS = ['CORE', 'ALL', 'NIGHT'] as const;
export type OrderSession = (typeof TRADING_SESSIONS)[number];

export const ENTRUST_TYPES = ['QTY', 'AMOUNT'] as const;
export type EntrustType = (typeof ENTRUST_TYPES)[number];

export const TRAILING_TYPES = ['AMOUNT', 'PERCENTAGE'] as const;
export type TrailingType = (typeof TRAILING_TYPES)[number];

export type OrderStatus = 'PENDING' | 'SUBMITTED' | 'PARTIAL_FILLED' | 'FILLED' | 'CANCELLED' | 'FAILED';

/** Statuses after which an order never changes again. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['FILLED', 'CANCELLED', 'FAILED'];

/** One validated order item of a place (or batch place) request. */
export interface OrderSpec {
  client_order_id: string;
  combo_type: ComboType;
  symbol: string;
  side: Side;
  order_type: OrderType;
  time_in_force: TimeInForce;
  support_trading_session: OrderSession;
  entrust_type: EntrustType;
  /** Shares; for an AMOUNT order, computed at placement from `total_cash_amount`. */
  quantity: string;
  total_cash_amount?: string;
  limit_price?: string;
  stop_price?: string;
  trailing_type?: TrailingType;
  trailing_stop_step?: string;
}
