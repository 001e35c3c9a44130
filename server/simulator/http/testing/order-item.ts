/** A plain order item as a trader sends it (a 1-share AAPL limit buy at 1.00 that rests), with overrides. */
export function orderItem(clientOrderId: string, fields: Record<string, unknown> = {}) {
  return {
    client_order_id: clientOrderId,
    combo_type: 'NORMAL',
    instrument_type: 'EQUITY',
    market: 'US',
    symbol: 'AAPL',
    side: 'BUY',
    order_type: 'LIMIT',
    limit_price: '1.00',
    time_in_force: 'DAY',
    support_trading_session: 'CORE',
    entrust_type: 'QTY',
    quantity: '1',
    ...fields,
  };
}
