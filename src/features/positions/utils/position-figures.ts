import Decimal from 'decimal.js';
import type { Position } from '@contracts/portfolio';

export type PriceSource = { price?: string; preClose?: string };

export type PositionFigures = {
  last: string;
  marketValue: string;
  /** last x quantity - cost basis (average cost x quantity); a short gains as the price falls. */
  unrealized: string;
  /** (last - previous close) x quantity, when a previous close is known. */
  day: string | undefined;
};

/**
 * A position's figures at the newest price: the streamed one when there is one, else the
 * position's own last price. Money in decimals, to the cent.
 */
export function positionFigures(position: Position, live: PriceSource): PositionFigures {
  const quantity = new Decimal(position.quantity);
  const last = new Decimal(live.price ?? position.last_price);
  const marketValue = last.times(quantity);
  const unrealized = marketValue.minus(new Decimal(position.cost_price).times(quantity));
  const day = live.preClose === undefined ? undefined : last.minus(live.preClose).times(quantity).toFixed(2);
  return { last: last.toFixed(), marketValue: marketValue.toFixed(2), unrealized: unrealized.toFixed(2), day };
}

/** The sum of decimal strings, or undefined when any is missing. */
export function sumOf(values: readonly (string | undefined)[]): string | undefined {
  let total = new Decimal(0);
  for (const value of values) {
    if (value === undefined) return undefined;
    total = total.plus(value);
  }
  return total.toFixed(2);
}
