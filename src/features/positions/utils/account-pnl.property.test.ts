import Decimal from 'decimal.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Execution } from '@contracts/executions';
import type { Position } from '@contracts/portfolio';
import { accountPnl, sumOf, type PriceSource } from './account-pnl';

// Random days of fills and prices, kept by a plain ledger (cash moves by each fill's value,
// shares by its quantity): the figures the strip and the rows show must add up (docs/pnl.md).

const SYMBOLS = ['AAPL', 'MSFT', 'NVDA'] as const;
const price = fc.integer({ min: 100, max: 50_000 }).map((c) => new Decimal(c).div(100));

type Day = {
  cash: Decimal;
  start: { quantity: number; preClose: Decimal; cost: Decimal }[];
  fills: { symbol: number; quantity: number; price: Decimal }[];
  last: Decimal[];
};

const day: fc.Arbitrary<Day> = fc.record({
  cash: fc.integer({ min: 0, max: 10_000_000 }).map((c) => new Decimal(c).div(100)),
  start: fc.array(fc.record({ quantity: fc.integer({ min: -40, max: 40 }), preClose: price, cost: price }), {
    minLength: SYMBOLS.length,
    maxLength: SYMBOLS.length,
  }),
  fills: fc.array(
    fc.record({
      symbol: fc.integer({ min: 0, max: SYMBOLS.length - 1 }),
      quantity: fc.integer({ min: -30, max: 30 }).filter((q) => q !== 0),
      price,
    }),
    { maxLength: 25 },
  ),
  last: fc.array(price, { minLength: SYMBOLS.length, maxLength: SYMBOLS.length }),
});

/** What the broker would hold after the day, and the inputs the panel has. */
function play(d: Day) {
  let cash = d.cash;
  const held = d.start.map((s) => new Decimal(s.quantity));
  const executions: Execution[] = d.fills.map((fill, index) => {
    const quantity = new Decimal(fill.quantity);
    cash = cash.minus(quantity.times(fill.price));
    held[fill.symbol] = (held[fill.symbol] ?? new Decimal(0)).plus(quantity);
    return {
      execution_id: `E${String(index)}`,
      client_order_id: `o${String(index)}`,
      symbol: SYMBOLS[fill.symbol] ?? 'AAPL',
      side: quantity.isNeg() ? 'SELL' : 'BUY',
      quantity: quantity.abs().toFixed(),
      price: fill.price.toFixed(2),
      executed_at: 1_000 + index,
    };
  });
  const positions: Position[] = SYMBOLS.flatMap((symbol, i) =>
    held[i]?.isZero() === false
      ? [
          {
            symbol,
            quantity: held[i].toFixed(),
            cost_price: d.start[i]?.cost.toFixed(2) ?? '1',
            last_price: '1.00',
            unrealized_pl: '0',
          },
        ]
      : [],
  );
  const prices = new Map<string, PriceSource>(
    SYMBOLS.map((symbol, i) => [symbol, { price: d.last[i]?.toFixed(2), preClose: d.start[i]?.preClose.toFixed(2) }]),
  );
  // The provider lists executions newest first.
  return { cash, held, positions, prices, executions: executions.reverse() };
}

test('net liquidation = cash + market value, and Day P&L = the rows + realised = the day change of the account', () => {
  fc.assert(
    fc.property(day, (d) => {
      const { cash, held, positions, prices, executions } = play(d);
      const pnl = accountPnl({ cash: cash.toFixed(2), positions, prices, executions });
      const rows = [...pnl.rows.values()];

      // The strip's market value is the rows' sum, and net liquidation is cash plus it, to the cent.
      expect(pnl.marketValue).toBe(sumOf(rows.map((r) => r.marketValue)));
      expect(pnl.netLiquidation).toBe(cash.plus(pnl.marketValue).toFixed(2));
      expect(pnl.unrealized).toBe(sumOf(rows.map((r) => r.unrealized)));

      // The account's Day P&L is the rows' Day P&L plus today's realised P&L, to the cent.
      const rowsDay = sumOf(rows.map((r) => r.day));
      expect(rowsDay).toBeDefined();
      expect(pnl.day).toBe(new Decimal(rowsDay ?? 0).plus(pnl.realized ?? 'NaN').toFixed(2));

      // And it is what the day did to the account: net liquidation now (at the last prices) less
      // at the previous close before any fill, within the cents each row and symbol rounds.
      const startValue = d.start.reduce((sum, s) => sum.plus(s.preClose.times(s.quantity)), d.cash);
      const nowValue = held.reduce((sum, q, i) => sum.plus(q.times(d.last[i] ?? 0)), cash);
      const rounding = new Decimal(0.005).times(2 * SYMBOLS.length);
      expect(new Decimal(pnl.day ?? 'NaN').minus(nowValue.minus(startValue)).abs().lte(rounding)).toBe(true);
    }),
    { numRuns: 500, seed: 26 },
  );
});

test('shares bought today count from the fill, shares held overnight from the previous close', () => {
  const nvda = (quantity: string, cost: string): Position => ({
    symbol: 'NVDA',
    quantity,
    cost_price: cost,
    last_price: '197.07',
    unrealized_pl: '0',
  });
  const fill = (id: string, side: 'BUY' | 'SELL', quantity: string, at: number, fillPrice: string): Execution => ({
    execution_id: id,
    client_order_id: id,
    symbol: 'NVDA',
    side,
    quantity,
    price: fillPrice,
    executed_at: at,
  });
  const prices = new Map([['NVDA', { price: '197.07', preClose: '182.86' }]]);
  // Bought 10 today at 196.95, last 197.07: +1.20 (the issue saw +142.10, from the previous close).
  const bought = accountPnl({
    cash: '1000.00',
    positions: [nvda('10', '196.95')],
    prices,
    executions: [fill('b', 'BUY', '10', 1, '196.95')],
  });
  expect(bought.rows.get('NVDA')?.day).toBe('1.20');
  expect(bought.day).toBe('1.20');
  expect(bought.netLiquidation).toBe('2970.70');

  // 5 held overnight, 10 bought today at 196.95, 8 sold at 197.50: FIFO closes the 5 overnight
  // shares (+14.64 x 5 = +73.20) and 3 of today's (+0.55 x 3 = +1.65); 7 of today's remain.
  const mixed = accountPnl({
    cash: '1000.00',
    positions: [nvda('7', '190.00')],
    prices,
    executions: [fill('s', 'SELL', '8', 2, '197.50'), fill('b', 'BUY', '10', 1, '196.95')],
  });
  expect(mixed.rows.get('NVDA')).toMatchObject({ day: '0.84', realized: '74.85' });
  expect(mixed.realized).toBe('74.85');
  expect(mixed.day).toBe('75.69');

  // Flattened today: nothing held, the realised part stays in the account's Day P&L.
  const flat = accountPnl({
    cash: '1000.00',
    positions: [],
    prices,
    executions: [fill('s', 'SELL', '10', 2, '197.457'), fill('b', 'BUY', '10', 1, '196.95')],
  });
  expect(flat.rows.size).toBe(0);
  expect(flat.realized).toBe('5.07');
  expect(flat.day).toBe('5.07');
  expect(flat.netLiquidation).toBe('1000.00');
});

test('a previous close that is not known yet leaves the day unknown, never wrong', () => {
  const pnl = accountPnl({
    cash: '0',
    positions: [{ symbol: 'KO', quantity: '3', cost_price: '60', last_price: '61', unrealized_pl: '3' }],
    prices: new Map(),
    executions: [],
  });
  expect(pnl.rows.get('KO')).toMatchObject({ day: undefined, marketValue: '183.00', unrealized: '3.00' });
  expect(pnl.day).toBeUndefined();
  expect(pnl.netLiquidation).toBe('183.00');
});
