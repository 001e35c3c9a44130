import type { Alert, AlertCondition, AlertLinePoint } from '@contracts/alerts';
import type { DraggableLine } from './line-drag';

/** An active alert's level on the chart: a price-crosses alert's, or a horizontal line alert's. */
export type AlertLine = DraggableLine & {
  /** The alert's id. */
  key: string;
  condition: AlertCondition;
  /** `"Alert ↑"` or `"Alert ↓"`: the axis label beside it shows the level. */
  label: string;
};

function levelOf(condition: AlertCondition): string | undefined {
  if (condition.type === 'price-crosses') return condition.level;
  if (condition.type === 'line-crosses' && condition.points.length === 1) return condition.points[0]?.price;
  return undefined;
}

/**
 * The active alerts of `symbol` that have one level, as lines. A trend-line alert is drawn by its
 * drawing; a range or percent or volume alert has no single price to draw.
 */
export function alertLinesFor(alerts: readonly Alert[], symbol: string): AlertLine[] {
  return alerts.flatMap((alert) => {
    const price = alert.symbol === symbol && alert.status === 'active' ? levelOf(alert.condition) : undefined;
    if (price === undefined || !('direction' in alert.condition)) return [];
    const arrow = alert.condition.direction === 'above' ? '↑' : '↓';
    return [{ key: alert.id, condition: alert.condition, price, draggable: true, label: `Alert ${arrow}` }];
  });
}

/** The condition moved to `price`: a level's, or a horizontal line's one point. */
export function movedCondition(condition: AlertCondition, price: string): AlertCondition {
  if (condition.type === 'price-crosses') return { ...condition, level: price };
  if (condition.type === 'line-crosses' && condition.points.length === 1)
    return { ...condition, points: condition.points.map((point) => ({ ...point, price })) };
  return condition;
}

/** The price a line through `points` (extended both ways) has at `time`; a single point is level. */
export function linePriceAt(points: readonly AlertLinePoint[], time: number): number | undefined {
  const [a, b] = points;
  if (a === undefined) return undefined;
  if (b === undefined || b.time === a.time) return Number(a.price);
  return Number(a.price) + ((Number(b.price) - Number(a.price)) * (time - a.time)) / (b.time - a.time);
}

/** Above when the level is over the last price (the price must rise to cross it), else below. */
export function directionTo(level: number, last: number | undefined): 'above' | 'below' {
  return last === undefined || level > last ? 'above' : 'below';
}
