import type { AlertCondition } from '@contracts/alerts';
import { linePriceAt, type LinePoint } from './line-price';
import type { Observation } from './observation';

/** What fired: the value recorded (a price, or the day volume) and the condition in words. */
export interface Fired {
  value: string;
  message: string;
}

/** Judges a pair of consecutive observations of one symbol; null when the condition did not happen. */
export type Judge = (previous: Observation, current: Observation) => Fired | null;

/**
 * Turns a condition into its judge, parsing its numbers once (docs/alerts.md#how-a-crossing-is-judged):
 * every condition fires on the move from one side of its threshold to the other between two
 * consecutive observations, reaching the threshold counting as crossing it. A gap is one move.
 */
export function compileCondition(symbol: string, condition: AlertCondition): Judge {
  switch (condition.type) {
    case 'price-crosses': {
      const level = Number(condition.level);
      const words = `${symbol} crossed ${condition.direction} ${condition.level}`;
      return condition.direction === 'above'
        ? (p, c) => (p.price < level && c.price >= level ? { value: c.priceText, message: words } : null)
        : (p, c) => (p.price > level && c.price <= level ? { value: c.priceText, message: words } : null);
    }
    case 'price-range': {
      const low = Number(condition.low);
      const high = Number(condition.high);
      const inside = (o: Observation) => o.price >= low && o.price <= high;
      const range = `${condition.low}-${condition.high}`;
      return condition.direction === 'enters'
        ? (p, c) => (!inside(p) && inside(c) ? { value: c.priceText, message: `${symbol} entered ${range}` } : null)
        : (p, c) => (inside(p) && !inside(c) ? { value: c.priceText, message: `${symbol} left ${range}` } : null);
    }
    case 'change-percent': {
      const percent = Number(condition.percent);
      // Signed so that one comparison serves both directions: up compares +change, down -change.
      const sign = condition.direction === 'up' ? 1 : -1;
      const words = `${symbol} ${condition.direction} ${condition.percent}% from the previous close`;
      const change = (o: Observation) =>
        o.preClose === null || o.preClose <= 0 ? null : (sign * (o.price - o.preClose) * 100) / o.preClose;
      return (p, c) => {
        const before = change(p);
        const now = change(c);
        if (before === null || now === null) return null;
        return before < percent && now >= percent ? { value: c.priceText, message: words } : null;
      };
    }
    case 'day-volume': {
      const volume = condition.volume;
      const words = `${symbol} day volume reached ${String(volume)}`;
      return (p, c) =>
        p.dayVolume !== null && c.dayVolume !== null && p.dayVolume < volume && c.dayVolume >= volume
          ? { value: c.dayVolumeText ?? String(c.dayVolume), message: words }
          : null;
    }
    case 'line-crosses': {
      const [a, b] = condition.points.map((point): LinePoint => ({ time: point.time, price: Number(point.price) }));
      if (a === undefined) throw new Error('a line has a point');
      const points: [LinePoint] | [LinePoint, LinePoint] = b === undefined ? [a] : [a, b];
      const fired = (c: Observation): Fired => ({
        value: c.priceText,
        message: `${symbol} crossed ${condition.direction} the line at ${linePriceAt(points, c.at).toFixed(2)}`,
      });
      return condition.direction === 'above'
        ? (p, c) => (p.price < linePriceAt(points, p.at) && c.price >= linePriceAt(points, c.at) ? fired(c) : null)
        : (p, c) => (p.price > linePriceAt(points, p.at) && c.price <= linePriceAt(points, c.at) ? fired(c) : null);
    }
  }
}
