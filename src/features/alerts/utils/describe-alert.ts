import type { AlertCondition, AlertRepeat } from '@contracts/alerts';

const PRICE_DIRECTIONS = { above: 'crosses above', below: 'crosses below' } as const;

/** A condition in words for the panel and the chart's line labels ("crosses above 200.5"). */
export function describeCondition(condition: AlertCondition): string {
  switch (condition.type) {
    case 'price-crosses':
      return `${PRICE_DIRECTIONS[condition.direction]} ${condition.level}`;
    case 'price-range':
      return `${condition.direction === 'enters' ? 'enters' : 'leaves'} ${condition.low} – ${condition.high}`;
    case 'change-percent':
      return `${condition.direction === 'up' ? 'up' : 'down'} ${condition.percent} % from the previous close`;
    case 'day-volume':
      return `day volume reaches ${condition.volume.toLocaleString('en-US')}`;
    case 'line-crosses':
      return `${PRICE_DIRECTIONS[condition.direction]} a ${condition.points.length === 1 ? 'horizontal' : 'trend'} line`;
  }
}

/** "once", or "every time, at least 1 min apart". */
export function describeRepeat(repeat: AlertRepeat): string {
  if (repeat.mode === 'once') return 'once';
  const seconds = repeat.cooldown_s;
  const apart =
    seconds % 3600 === 0
      ? `${String(seconds / 3600)} h`
      : seconds % 60 === 0
        ? `${String(seconds / 60)} min`
        : `${String(seconds)} s`;
  return `every time, at least ${apart} apart`;
}
