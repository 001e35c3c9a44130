import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CASH, createBrokerKit, MARGIN } from './testing/broker-kit';

describe('paper account balances', () => {
  it('holds buying power for a working buy until it ends', async () => {
    const kit = createBrokerKit();
    const body = kit.order({ order_type: 'LIMIT', limit_price: '10.00', quantity: '30' });
    await kit.place(body);
    expect(kit.broker.accountFigures(MARGIN).hold.toString()).toBe('300');
    await kit.cancel({ account_id: MARGIN, client_order_id: String(body.new_orders[0]?.client_order_id) });
    expect(kit.broker.accountFigures(MARGIN).hold.toString()).toBe('0');
  });

  it("keeps a cash account's sale proceeds unsettled until the next regular session of a later day", async () => {
    const kit = createBrokerKit();
    await kit.place({ ...kit.order({ symbol: 'KO', quantity: '10' }), account_id: CASH });
    await kit.place({ ...kit.order({ symbol: 'KO', side: 'SELL', quantity: '10' }), account_id: CASH });
    const account = kit.state.get().accounts.find((a) => a.account_id === CASH);
    const proceeds = new Decimal(account?.unsettled?.[0]?.amount ?? '0');
    expect(proceeds.gt(0)).toBe(true);
    const { settledCash } = kit.broker.accountFigures(CASH);
    expect(settledCash.toString()).toBe(new Decimal(account?.cash ?? '0').minus(proceeds).toString());
    // Monday 10:00 -> Tuesday 09:30 is 23.5 hours.
    await kit.advance(23.5 * 3_600_000);
    expect(kit.broker.accountFigures(CASH).settledCash.toString()).toBe(new Decimal(account?.cash ?? '0').toString());
  });
});
