import { describe, expect, it } from 'vitest';
import { createBrokerKit } from './testing/broker-kit';
import { refusal } from './testing/refusal';

describe('order validation', () => {
  const cases: [string, Record<string, unknown>, number, RegExp][] = [
    [
      'a client order id over 32 characters',
      { client_order_id: 'x'.repeat(33) },
      400,
      /client_order_id must be at most 32/,
    ],
    ['an unknown side', { side: 'HOLD' }, 400, /side must be one of BUY, SELL, SHORT/],
    ['a limit order without its price', { order_type: 'LIMIT' }, 400, /limit_price is required for LIMIT/],
    [
      'a price off the cent grid',
      { order_type: 'LIMIT', limit_price: '100.005' },
      417,
      /limit_price: 100.005 is not on the price grid/,
    ],
    [
      'a fractional stop order',
      { order_type: 'STOP_LOSS', stop_price: '1.00', quantity: '1.5' },
      417,
      /fractional shares take MARKET or LIMIT/,
    ],
    ['more than five decimals of a share', { quantity: '0.000001' }, 417, /at most 5 decimals/],
    ['a market order outside the regular session', { support_trading_session: 'ALL' }, 417, /must be LIMIT orders/],
    ['an order type for institutions', { order_type: 'MARKET_ON_CLOSE' }, 417, /MARKET_ON_CLOSE is not available/],
    ['an option', { instrument_type: 'OPTION' }, 417, /not traded by the paper broker/],
    ['an unknown symbol', { symbol: 'NOPE' }, 400, /Unknown symbol NOPE/],
    [
      'a night order in the day',
      { support_trading_session: 'NIGHT', order_type: 'LIMIT', limit_price: '10.00' },
      417,
      /does not support placing night orders|does not trade overnight/,
    ],
  ];
  for (const [what, fields, status, message] of cases) {
    it(`refuses ${what}`, async () => {
      const kit = createBrokerKit();
      const error = await refusal(() => kit.place(kit.order(fields)));
      expect(error.status).toBe(status);
      expect(error.message).toMatch(message);
      expect(kit.broker.core.records().orders).toEqual([]);
    });
  }

  it('refuses a client order id the account already used', async () => {
    const kit = createBrokerKit();
    const body = kit.order({ order_type: 'LIMIT', limit_price: '1.00' });
    await kit.place(body);
    const error = await refusal(() => kit.place(body));
    expect([error.status, error.message]).toEqual([
      417,
      `Parameter error, client_order_id: ${String(body.new_orders[0]?.client_order_id)} is already used in this account.`,
    ]);
  });

  it("takes the deprecated Y/N session flags of the provider's own samples", async () => {
    const kit = createBrokerKit();
    const body = kit.order({ support_trading_session: 'N', order_type: 'LIMIT', limit_price: '1.00' });
    await kit.place(body);
    expect(kit.broker.core.records().orders[0]?.support_trading_session).toBe('CORE');
  });
});
