import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { classifySession } from '@src/lib/eastern-time';
import { directionOf, formatPrice, formatVolume } from '@src/lib/format-decimal';
import Decimal from 'decimal.js';
import { isIntraday } from '../utils/chart-data';
import { formatBarTime } from '../utils/time-labels';

const SESSION_NAMES = { pre: 'Pre-market', regular: 'Regular', post: 'After hours', overnight: 'Overnight' } as const;

function Item({
  name,
  label,
  raw,
  text,
  tone,
}: {
  name: string;
  label: string;
  raw: string;
  text: string;
  tone: string;
}) {
  return (
    <span className="whitespace-nowrap">
      <span className="text-slate-500 dark:text-slate-400">{label} </span>
      <span data-testid={`legend-${name}`} data-value={raw} className={`tabular-nums ${tone}`}>
        {text}
      </span>
    </span>
  );
}

/** O/H/L/C/V of the hovered bar, or of the last bar when the crosshair is away. */
export function OhlcLegend({ bar, timespan }: { bar: Bar; timespan: Timespan }) {
  const move = directionOf(new Decimal(bar.close).minus(bar.open).toString());
  const tone = move === 'down' ? 'text-red-600 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400';
  return (
    <div data-testid="ohlc-legend" className="flex flex-wrap items-baseline gap-x-3 text-xs" aria-live="off">
      <span data-testid="legend-time" data-value={String(bar.time)} className="font-medium">
        {formatBarTime(bar.time, timespan)}
      </span>
      {isIntraday(timespan) ? (
        <span className="text-slate-500 dark:text-slate-400">{SESSION_NAMES[classifySession(bar.time)]}</span>
      ) : null}
      <Item name="open" label="O" raw={bar.open} text={formatPrice(bar.open)} tone={tone} />
      <Item name="high" label="H" raw={bar.high} text={formatPrice(bar.high)} tone={tone} />
      <Item name="low" label="L" raw={bar.low} text={formatPrice(bar.low)} tone={tone} />
      <Item name="close" label="C" raw={bar.close} text={formatPrice(bar.close)} tone={tone} />
      <Item name="volume" label="V" raw={bar.volume} text={formatVolume(bar.volume)} tone="" />
    </div>
  );
}
