import Decimal from 'decimal.js';
import type { Drawing, DrawingKind, DrawingPoint } from '@contracts/drawings';
import { roundToTick } from '@market/price-tick';
import { shiftTimeByBars } from './drawing-time';

/** What each kind is called, on its tool button and in its handle's name. */
export const KIND_NAMES: Readonly<Record<DrawingKind, string>> = {
  'horizontal-line': 'Horizontal line',
  'trend-line': 'Trend line',
  ray: 'Ray',
  rectangle: 'Rectangle',
  fibonacci: 'Fibonacci retracement',
  text: 'Text note',
};

/** A drawing's name as a screen reader says it: its kind and prices ("Trend line 190.20 to 195.40"). */
export function drawingName(drawing: Drawing): string {
  const prices = drawing.points.map((point) => point.price).join(' to ');
  if (drawing.kind === 'text') {
    const words = drawing.text.length > 40 ? `${drawing.text.slice(0, 40)}…` : drawing.text;
    return `${KIND_NAMES.text} "${words}" at ${prices}`;
  }
  return `${KIND_NAMES[drawing.kind]} ${prices}`;
}

/** One step of the arrow keys: a price tick up or down, a bar left or right. */
export type Nudge = { ticks: -1 | 0 | 1; bars: -1 | 0 | 1 };

/** The broker's price step at `price`: a cent from $1, a hundredth of a cent below (docs/protocol.md#order-rules). */
function tickAt(price: Decimal): Decimal {
  return new Decimal(price.greaterThanOrEqualTo(1) ? '0.01' : '0.0001');
}

function nudgePrice(price: string, ticks: number): string {
  if (ticks === 0) return price;
  const value = new Decimal(price);
  const moved = value.plus(tickAt(value).times(ticks));
  // Zero and below are off every scale: the price stays where it was.
  return moved.greaterThan(0) ? (roundToTick(moved.toNumber()) ?? price) : price;
}

/** `drawing` moved by a tick of price and a bar of time, all its points together. */
export function nudgeDrawing(drawing: Drawing, nudge: Nudge, barTimes: readonly number[]): Drawing {
  return {
    ...drawing,
    points: drawing.points.map((point) => ({
      time: nudge.bars === 0 ? point.time : shiftTimeByBars(barTimes, point.time, nudge.bars),
      price: nudgePrice(point.price, nudge.ticks),
    })),
  };
}

/**
 * `drawing` moved by `bars` (fractions allowed while dragging, whole once dropped) and `priceDelta`,
 * each price put back on the grid; a point that would fall to zero or below keeps its price.
 */
export function moveDrawing(drawing: Drawing, bars: number, priceDelta: number, barTimes: readonly number[]): Drawing {
  return {
    ...drawing,
    points: drawing.points.map((point): DrawingPoint => {
      const price = Number(point.price) + priceDelta;
      return {
        time: bars === 0 ? point.time : shiftTimeByBars(barTimes, point.time, bars),
        price: roundToTick(price) ?? point.price,
      };
    }),
  };
}

/** The list with `next` in place of the drawing of the same id. */
export function replaceDrawing(drawings: readonly Drawing[], next: Drawing): Drawing[] {
  return drawings.map((drawing) => (drawing.id === next.id ? next : drawing));
}
