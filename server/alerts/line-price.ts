/** A chart line's point: time (ms) and price, both parsed. */
export interface LinePoint {
  time: number;
  price: number;
}

/**
 * The line's price at `time`: a horizontal line's one price, or on a trend line the straight
 * line through its two points, extended both ways (before the first point and after the last).
 */
export function linePriceAt(points: readonly [LinePoint] | readonly [LinePoint, LinePoint], time: number): number {
  const [first, second] = points;
  if (second === undefined) return first.price;
  const slope = (second.price - first.price) / (second.time - first.time);
  return first.price + slope * (time - first.time);
}
