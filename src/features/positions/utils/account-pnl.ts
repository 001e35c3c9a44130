import Decimal from 'decimal.js';
import type { Execution } from '@contracts/executions';
import type { Position } from '@contracts/portfolio';
import { easternParts } from '@market/eastern-time';

/** A symbol's newest price and previous close: the streamed quote's, else the snapshot's. */
export type PriceSource = { price?: string; preClose?: string };

/** One position's figures, to the cent (docs/pnl.md). */
export type RowPnl = {
  symbol: string;
  last: string;
  marketValue: string;
  /** last x quantity - cost basis (average cost x quantity); a short gains as the price falls. */
  unrealized: string;
  /** The open shares' move today: from the fill for shares opened today, from the previous close for the rest. */
  day: string | undefined;
  /** What today's executions closed on this symbol made, against the same day references. */
  realized: string | undefined;
};

/** The account's figures, every one a sum of the rows' rounded figures (docs/pnl.md). */
export type AccountPnl = {
  rows: ReadonlyMap<string, RowPnl>;
  marketValue: string;
  /** cash + market value. */
  netLiquidation: string;
  unrealized: string;
  /** Sum of the rows' day P&L + today's realised P&L; undefined while any part is unknown. */
  day: string | undefined;
  /** Today's realised P&L of every symbol, held or not any more. */
  realized: string | undefined;
};

export type AccountPnlInput = {
  cash: string;
  positions: readonly Position[];
  prices: ReadonlyMap<string, PriceSource>;
  /** Today's executions of the account, in any order (see todaysExecutions). */
  executions: readonly Execution[];
};

/** Shares at one reference price: a negative quantity is short. */
type Lot = { quantity: Decimal; reference: Decimal };

const ZERO = new Decimal(0);
const cents = (value: Decimal): string => value.toFixed(2);
const signedQuantity = (e: Execution): Decimal =>
  e.side === 'BUY' ? new Decimal(e.quantity) : new Decimal(e.quantity).negated();

/** The executions on the New York trading date of `nowMs` (market time): today's. */
export function todaysExecutions(executions: readonly Execution[], nowMs: number): Execution[] {
  const today = easternParts(nowMs);
  return executions.filter((e) => {
    const at = easternParts(e.executed_at);
    return at.year === today.year && at.month === today.month && at.day === today.day;
  });
}

/**
 * One symbol's day: the shares held at the start of the day (the quantity now less today's
 * fills) are a lot at the previous close; each fill today closes the oldest lots on the other
 * side first (FIFO) and opens a lot at its own price with what is left. Returns the lots still
 * open and what the closes realised, or undefined where a previous close was needed and unknown.
 */
function replayDay(
  quantityNow: Decimal,
  fills: readonly Execution[],
  preClose: string | undefined,
): { lots: Lot[]; realized: Decimal } | undefined {
  const start = fills.reduce((held, fill) => held.minus(signedQuantity(fill)), quantityNow);
  if (!start.isZero() && preClose === undefined) return undefined;
  const lots: Lot[] = start.isZero() ? [] : [{ quantity: start, reference: new Decimal(preClose ?? 0) }];
  let realized = ZERO;
  for (const fill of fills) {
    let rest = signedQuantity(fill);
    const price = new Decimal(fill.price);
    while (!rest.isZero() && lots.length > 0 && lots[0] !== undefined && lots[0].quantity.isNeg() !== rest.isNeg()) {
      const lot = lots[0];
      const closed = Decimal.min(lot.quantity.abs(), rest.abs()).times(lot.quantity.isNeg() ? -1 : 1);
      realized = realized.plus(price.minus(lot.reference).times(closed));
      lot.quantity = lot.quantity.minus(closed);
      rest = rest.plus(closed);
      if (lot.quantity.isZero()) lots.shift();
    }
    if (!rest.isZero()) lots.push({ quantity: rest, reference: price });
  }
  return { lots, realized };
}

/**
 * Every P&L figure of the positions table and the balance strip, from one set of inputs: the
 * same prices for rows and totals, so net liquidation = cash + market value and the account's
 * Day P&L = the rows' Day P&L + today's realised P&L hold at every instant (docs/pnl.md).
 */
export function accountPnl(input: AccountPnlInput): AccountPnl {
  const bySymbol = new Map<string, Execution[]>();
  // Oldest first; the provider lists newest first, so equal times keep their listed order reversed.
  const ordered = [...input.executions].reverse().sort((a, b) => a.executed_at - b.executed_at);
  for (const execution of ordered) {
    const list = bySymbol.get(execution.symbol) ?? [];
    list.push(execution);
    bySymbol.set(execution.symbol, list);
  }

  const rows = new Map<string, RowPnl>();
  const realizedBySymbol = new Map<string, string | undefined>();
  for (const position of input.positions) {
    const quantity = new Decimal(position.quantity);
    const prices = input.prices.get(position.symbol) ?? {};
    const last = new Decimal(prices.price ?? position.last_price);
    const marketValue = last.times(quantity);
    const day = replayDay(quantity, bySymbol.get(position.symbol) ?? [], prices.preClose);
    const realized = day === undefined ? undefined : cents(day.realized);
    realizedBySymbol.set(position.symbol, realized);
    rows.set(position.symbol, {
      symbol: position.symbol,
      last: last.toFixed(),
      marketValue: cents(marketValue),
      unrealized: cents(marketValue.minus(new Decimal(position.cost_price).times(quantity))),
      day:
        day === undefined
          ? undefined
          : cents(day.lots.reduce((sum, lot) => sum.plus(last.minus(lot.reference).times(lot.quantity)), ZERO)),
      realized,
    });
  }
  // Symbols traded today and no longer held: all their shares were closed.
  for (const [symbol, fills] of bySymbol) {
    if (rows.has(symbol)) continue;
    const day = replayDay(ZERO, fills, input.prices.get(symbol)?.preClose);
    realizedBySymbol.set(symbol, day === undefined ? undefined : cents(day.realized));
  }

  const rowList = [...rows.values()];
  const marketValue = sumOf(rowList.map((r) => r.marketValue)) ?? '0.00';
  const realized = sumOf([...realizedBySymbol.values()]);
  const rowsDay = sumOf(rowList.map((r) => r.day));
  return {
    rows,
    marketValue,
    netLiquidation: cents(new Decimal(input.cash).plus(marketValue)),
    unrealized: sumOf(rowList.map((r) => r.unrealized)) ?? '0.00',
    day: rowsDay === undefined || realized === undefined ? undefined : cents(new Decimal(rowsDay).plus(realized)),
    realized,
  };
}

/** The sum of decimal strings to the cent, or undefined when any is missing. */
export function sumOf(values: readonly (string | undefined)[]): string | undefined {
  let total = ZERO;
  for (const value of values) {
    if (value === undefined) return undefined;
    total = total.plus(value);
  }
  return cents(total);
}
