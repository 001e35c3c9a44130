import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredAccount } from '../state/schema';
import { createBrokerKit, MARGIN } from './testing/broker-kit';

// For random order flows against random market paths: the account always balances, no order
// fills beyond its quantity or outside its limit, and the same flow gives the same fills.

const SYMBOLS = ['AAPL', 'MSFT', 'KO'] as const;

type Action =
  | {
      kind: 'place';
      symbol: number;
      side: 'BUY' | 'SELL';
      type: 'MARKET' | 'LIMIT' | 'STOP_LOSS';
      quantity: number;
      offset: number;
    }
  | { kind: 'move'; symbol: number; offset: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'cancel'; which: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    symbol: fc.integer({ min: 0, max: 2 }),
    side: fc.constantFrom('BUY' as const, 'SELL' as const),
    type: fc.constantFrom('MARKET' as const, 'LIMIT' as const, 'STOP_LOSS' as const),
    quantity: fc.integer({ min: 1, max: 400 }),
    offset: fc.integer({ min: -300, max: 300 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    symbol: fc.integer({ min: 0, max: 2 }),
    offset: fc.integer({ min: -400, max: 400 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 90_000 }) }),
  fc.record({ kind: fc.constant('cancel' as const), which: fc.nat() }),
);

const cents = (price: Decimal, offsetCents: number) => Decimal.max('0.01', price.plus(offsetCents / 100)).toFixed(2);

async function run(actions: readonly Action[]) {
  const kit = createBrokerKit();
  const placed: string[] = [];
  for (const [index, a] of actions.entries()) {
    if (a.kind === 'wait') await kit.advance(a.ms);
    else if (a.kind === 'move') {
      const symbol = SYMBOLS[a.symbol] ?? 'AAPL';
      await kit.trade(symbol, cents(new Decimal(kit.market.snapshot(symbol, kit.now()).price), a.offset));
    } else if (a.kind === 'cancel') {
      const id = placed[a.which % Math.max(1, placed.length)];
      const order = id === undefined ? undefined : kit.broker.core.order(MARGIN, id);
      if (order !== undefined && ['SUBMITTED', 'PARTIAL_FILLED'].includes(order.status))
        await kit.cancel({ account_id: MARGIN, client_order_id: order.client_order_id });
    } else {
      const symbol = SYMBOLS[a.symbol] ?? 'AAPL';
      const price = cents(new Decimal(kit.market.snapshot(symbol, kit.now()).price), a.offset);
      const id = `prop${String(index)}`;
      await kit.place(
        kit.order({
          client_order_id: id,
          symbol,
          side: a.side,
          order_type: a.type,
          quantity: String(a.quantity),
          ...(a.type === 'LIMIT' ? { limit_price: price } : {}),
          ...(a.type === 'STOP_LOSS' ? { stop_price: price } : {}),
        }),
      );
      placed.push(id);
    }
  }
  return kit;
}

const basis = (account: StoredAccount) =>
  account.positions.reduce(
    (sum, p) => sum.plus(p.cost_basis ?? new Decimal(p.quantity).times(p.cost_price)),
    new Decimal(0),
  );

describe('paper broker accounting', () => {
  it('balances, fills within quantity and limit, and replays the same fills', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
        const start = createBrokerKit()
          .state.get()
          .accounts.find((a) => a.account_id === MARGIN);
        if (start === undefined) throw new Error('no margin account');
        const kit = await run(actions);
        const account = kit.state.get().accounts.find((a) => a.account_id === MARGIN);
        if (account === undefined) throw new Error('no margin account');
        // starting cash + realised P&L - fees = cash + cost of the open positions
        const left = new Decimal(start.cash)
          .plus(basis(start))
          .plus(account.realized_profit_loss ?? '0')
          .minus(account.fees_paid ?? '0');
        expect(new Decimal(account.cash).plus(basis(account)).toString()).toBe(left.toString());

        const { orders, executions } = kit.broker.core.records();
        for (const order of orders) {
          expect(new Decimal(order.filled_quantity).lte(order.quantity)).toBe(true);
          const own = executions.filter((e) => e.client_order_id === order.client_order_id);
          const sum = own.reduce((total, e) => total.plus(e.quantity), new Decimal(0));
          expect(sum.toString()).toBe(new Decimal(order.filled_quantity).toString());
          if (order.limit_price !== undefined) {
            for (const e of own) {
              if (order.side === 'BUY') expect(new Decimal(e.price).lte(order.limit_price)).toBe(true);
              else expect(new Decimal(e.price).gte(order.limit_price)).toBe(true);
            }
          }
        }
        const replay = await run(actions);
        const fills = (k: typeof kit) =>
          k.broker.core.records().executions.map((e) => [e.client_order_id, e.execution_time, e.quantity, e.price]);
        expect(fills(replay)).toEqual(fills(kit));
      }),
      { numRuns: 40, seed: 20261123 },
    );
  });
});
