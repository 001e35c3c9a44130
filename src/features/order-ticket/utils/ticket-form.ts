import type { OrderSide, OrderType } from '@contracts/orders';

export type EntrustType = 'QTY' | 'AMOUNT';
export type TrailingType = 'AMOUNT' | 'PERCENTAGE';
export type TimeInForce = 'DAY' | 'GTC';
export type TradingSession = 'CORE' | 'ALL' | 'NIGHT';

/** The ticket as the trader typed it: text fields stay text until the checks read them. */
export type TicketForm = {
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  entrust: EntrustType;
  quantity: string;
  cashAmount: string;
  limitPrice: string;
  stopPrice: string;
  trailingType: TrailingType;
  /** Dollars for AMOUNT; a percentage as typed for PERCENTAGE (`2` = 2 %). */
  trailingStep: string;
  timeInForce: TimeInForce;
  session: TradingSession;
  bracket: boolean;
  takeProfit: string;
  stopLoss: string;
};

export function initialTicketForm(symbol: string): TicketForm {
  return {
    symbol,
    side: 'BUY',
    orderType: 'LIMIT',
    entrust: 'QTY',
    quantity: '',
    cashAmount: '',
    limitPrice: '',
    stopPrice: '',
    trailingType: 'PERCENTAGE',
    trailingStep: '',
    timeInForce: 'DAY',
    session: 'CORE',
    bracket: false,
    takeProfit: '',
    stopLoss: '',
  };
}

/** A fresh ticket after an order went out: same symbol and kind of order, nothing to resend by accident. */
export function clearedTicketForm(form: TicketForm): TicketForm {
  return {
    ...form,
    quantity: '',
    cashAmount: '',
    limitPrice: '',
    stopPrice: '',
    trailingStep: '',
    bracket: false,
    takeProfit: '',
    stopLoss: '',
  };
}

export const SIDE_LABELS: Readonly<Record<OrderSide, string>> = { BUY: 'Buy', SELL: 'Sell', SHORT: 'Short' };

export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  MARKET: 'Market',
  LIMIT: 'Limit',
  STOP_LOSS: 'Stop',
  STOP_LOSS_LIMIT: 'Stop limit',
  TRAILING_STOP_LOSS: 'Trailing stop',
};

export const SESSION_LABELS: Readonly<Record<TradingSession, string>> = {
  CORE: 'Regular hours',
  ALL: 'Extended hours',
  NIGHT: 'Overnight',
};

export const usesLimitPrice = (type: OrderType) => type === 'LIMIT' || type === 'STOP_LOSS_LIMIT';
export const usesStopPrice = (type: OrderType) => type === 'STOP_LOSS' || type === 'STOP_LOSS_LIMIT';
