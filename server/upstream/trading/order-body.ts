import type { OrderDraft, ReplaceOrder } from '@contracts/orders';

/** A bracket's children take the master's id and these endings (ids stay within 32 characters). */
export const BRACKET_SUFFIX = { STOP_PROFIT: '-TP', STOP_LOSS: '-SL', combo: '-B' } as const;

type UpstreamItem = Record<string, string>;

/** The one market and instrument type the dashboard trades. */
const MARKET = 'US';
const INSTRUMENT_TYPE = 'EQUITY';

/**
 * The `category` header both SDKs send with a place: the orders' market and instrument type
 * (docs/protocol.md#the-order-item). Sent beside the signed headers, not signed.
 */
export const PLACE_CATEGORY = `${MARKET}_${INSTRUMENT_TYPE}`;

function item(draft: OrderDraft, comboType: string): UpstreamItem {
  const fields: UpstreamItem = {
    client_order_id: draft.client_order_id,
    combo_type: comboType,
    instrument_type: INSTRUMENT_TYPE,
    market: MARKET,
    symbol: draft.symbol,
    side: draft.side,
    order_type: draft.order_type,
    time_in_force: draft.time_in_force,
    entrust_type: draft.entrust_type,
    support_trading_session: draft.session,
  };
  const optional: [string, string | undefined][] = [
    ['quantity', draft.quantity],
    ['total_cash_amount', draft.cash_amount],
    ['limit_price', draft.limit_price],
    ['stop_price', draft.stop_price],
    ['trailing_type', draft.trailing_type],
    ['trailing_stop_step', draft.trailing_stop_step],
  ];
  for (const [name, value] of optional) if (value !== undefined) fields[name] = value;
  return fields;
}

/**
 * The provider's place and preview body for a ticket's order (docs/protocol.md#the-order-item).
 * A bracket becomes a take-profit / stop-loss combo: the ticket's order as MASTER, a LIMIT
 * STOP_PROFIT and a STOP_LOSS on the other side for the same quantity (docs/protocol.md#combos).
 */
export function toPlaceBody(draft: OrderDraft): Record<string, unknown> {
  const { bracket } = draft;
  if (bracket === undefined) return { account_id: draft.account_id, new_orders: [item(draft, 'NORMAL')] };
  const closing = draft.side === 'BUY' ? 'SELL' : 'BUY';
  const child = (role: 'STOP_PROFIT' | 'STOP_LOSS', price: string): UpstreamItem => ({
    ...item(
      {
        ...draft,
        client_order_id: `${draft.client_order_id}${BRACKET_SUFFIX[role]}`,
        side: closing,
        order_type: role === 'STOP_PROFIT' ? 'LIMIT' : 'STOP_LOSS',
        session: 'CORE',
        entrust_type: 'QTY',
        limit_price: role === 'STOP_PROFIT' ? price : undefined,
        stop_price: role === 'STOP_LOSS' ? price : undefined,
        trailing_type: undefined,
        trailing_stop_step: undefined,
        cash_amount: undefined,
      },
      role,
    ),
  });
  const children = [
    ...(bracket.take_profit_price === undefined ? [] : [child('STOP_PROFIT', bracket.take_profit_price)]),
    ...(bracket.stop_loss_price === undefined ? [] : [child('STOP_LOSS', bracket.stop_loss_price)]),
  ];
  return {
    account_id: draft.account_id,
    client_combo_order_id: `${draft.client_order_id}${BRACKET_SUFFIX.combo}`,
    new_orders: [item(draft, 'MASTER'), ...children],
  };
}

/** The provider's replace body: only the fields being changed. */
export function toReplaceBody(clientOrderId: string, change: ReplaceOrder): Record<string, unknown> {
  const { account_id: accountId, ...fields } = change;
  const modify: Record<string, string> = { client_order_id: clientOrderId };
  for (const [name, value] of Object.entries(fields)) {
    const given: unknown = value;
    if (typeof given === 'string') modify[name] = given;
  }
  return { account_id: accountId, modify_orders: [modify] };
}
