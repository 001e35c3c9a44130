import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { createBrokerKit, MARGIN } from './testing/broker-kit';

type Kit = ReturnType<typeof createBrokerKit>;

const statusOf = (kit: Kit, id: string) => kit.broker.core.order(MARGIN, id)?.status;
const lastOf = (kit: Kit, symbol = 'AAPL') => new Decimal(kit.market.snapshot(symbol, kit.now()).price);
/** Monday 2026-03-02 in New York (UTC-5): 08:00 pre-market and 21:00 overnight. */
const PRE_MARKET = Date.UTC(2026, 2, 2, 13, 0, 0);
const OVERNIGHT = Date.UTC(2026, 2, 3, 2, 0, 0);
const DAY_MS = 86_400_000;

async function place(kit: Kit, id: string, fields: Record<string, unknown>) {
  await kit.place(kit.order({ client_order_id: id, ...fields }));
}

describe('sessions', () => {
  it('works an ALL order in the pre-market while a CORE order waits for the open', async () => {
    const kit = createBrokerKit({ startMs: PRE_MARKET });
    const limit = lastOf(kit).minus(1).toFixed(2);
    await place(kit, 'all1', { order_type: 'LIMIT', limit_price: limit, support_trading_session: 'ALL' });
    await place(kit, 'core1', { order_type: 'LIMIT', limit_price: limit, support_trading_session: 'CORE' });
    await kit.trade('AAPL', new Decimal(limit).minus(0.5).toFixed(2));
    expect([statusOf(kit, 'all1'), statusOf(kit, 'core1')]).toEqual(['FILLED', 'SUBMITTED']);
  });

  it('takes and works a NIGHT order in the overnight session', async () => {
    const kit = createBrokerKit({ startMs: OVERNIGHT });
    const limit = lastOf(kit).minus(1).toFixed(2);
    await place(kit, 'night1', { order_type: 'LIMIT', limit_price: limit, support_trading_session: 'NIGHT' });
    expect(statusOf(kit, 'night1')).toBe('SUBMITTED');
    await kit.trade('AAPL', new Decimal(limit).minus(0.5).toFixed(2));
    expect(statusOf(kit, 'night1')).toBe('FILLED');
  });

  it('ends a GTC order after its 60 days, not before', async () => {
    const kit = createBrokerKit();
    await place(kit, 'gtc1', { order_type: 'LIMIT', limit_price: '1.00', time_in_force: 'GTC' });
    await kit.advance(59 * DAY_MS);
    expect(statusOf(kit, 'gtc1')).toBe('SUBMITTED');
    await kit.advance(2 * DAY_MS);
    expect(statusOf(kit, 'gtc1')).toBe('CANCELLED');
    expect(kit.broker.core.order(MARGIN, 'gtc1')?.reason).toBe('expired (GTC)');
  });
});

describe('order types', () => {
  it('a stop-limit sell triggers at its stop but never sells below its limit', async () => {
    const kit = createBrokerKit();
    const last = lastOf(kit);
    const stop = last.minus(2).toFixed(2);
    const limit = last.minus(2.5).toFixed(2);
    await place(kit, 'sl1', { side: 'SELL', order_type: 'STOP_LOSS_LIMIT', stop_price: stop, limit_price: limit });
    await kit.trade('AAPL', last.minus(3).toFixed(2));
    const triggered = kit.broker.core.order(MARGIN, 'sl1');
    expect([triggered?.status, triggered?.triggered]).toEqual(['SUBMITTED', true]);
    await kit.trade('AAPL', last.minus(2.3).toFixed(2));
    const order = kit.broker.core.order(MARGIN, 'sl1');
    expect(order?.status).toBe('FILLED');
    expect(new Decimal(order?.filled_price ?? '0').gte(limit)).toBe(true);
  });

  it('a percentage trailing buy follows the low and triggers when the price rises by its step', async () => {
    const kit = createBrokerKit();
    const last = lastOf(kit);
    await place(kit, 'tb1', {
      order_type: 'TRAILING_STOP_LOSS',
      trailing_type: 'PERCENTAGE',
      trailing_stop_step: '0.02',
    });
    const low = last.times(0.95);
    await kit.trade('AAPL', low.toFixed(2), low.times(1.01).toFixed(2));
    expect(statusOf(kit, 'tb1')).toBe('SUBMITTED');
    await kit.trade('AAPL', low.times(1.025).toFixed(2));
    expect(statusOf(kit, 'tb1')).toBe('FILLED');
  });

  it('an OTO master that fills starts its children', async () => {
    const kit = createBrokerKit();
    const last = lastOf(kit);
    const leg = (id: string, fields: Record<string, unknown>) => ({
      ...kit.order({ client_order_id: id, ...fields }).new_orders[0],
    });
    await kit.place({
      account_id: MARGIN,
      new_orders: [
        leg('oto-m', { combo_type: 'MASTER', order_type: 'MARKET' }),
        leg('oto-c1', { combo_type: 'OTO', side: 'SELL', order_type: 'LIMIT', limit_price: last.plus(5).toFixed(2) }),
        leg('oto-c2', { combo_type: 'OTO', side: 'SELL', order_type: 'LIMIT', limit_price: last.plus(6).toFixed(2) }),
      ],
    });
    expect([statusOf(kit, 'oto-m'), statusOf(kit, 'oto-c1'), statusOf(kit, 'oto-c2')]).toEqual([
      'FILLED',
      'SUBMITTED',
      'SUBMITTED',
    ]);
    // OTO children are independent: one filling leaves the other working.
    await kit.trade('AAPL', last.plus(5.5).toFixed(2));
    expect([statusOf(kit, 'oto-c1'), statusOf(kit, 'oto-c2')]).toEqual(['FILLED', 'SUBMITTED']);
  });
});
