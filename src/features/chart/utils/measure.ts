import { timeToLogical } from './drawing-time';
import { formatChartPrice } from './chart-price';

/** One end of a measurement: a time (ms) and a price. */
export type MeasureEnd = { time: number; price: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of time in the two largest units that matter ("3d 4h", "1h 5m", "25m"). */
export function formatSpan(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const minutes = Math.round(Math.abs(ms) / MINUTE);
  const days = Math.floor(minutes / (DAY / MINUTE));
  const hours = Math.floor((minutes % (DAY / MINUTE)) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${sign}${String(days)}d ${String(hours)}h`;
  if (hours > 0) return `${sign}${String(hours)}h ${String(rest)}m`;
  return `${sign}${String(rest)}m`;
}

const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`);

/**
 * What the measure tool shows from `from` to `to`: the price change, in percent of the first
 * price, the bars between them on the bars shown, and the time between them.
 */
export function measureBetween(from: MeasureEnd, to: MeasureEnd, barTimes: readonly number[]) {
  const change = to.price - from.price;
  const percent = from.price === 0 ? 0 : (change / from.price) * 100;
  const start = timeToLogical(barTimes, from.time) ?? 0;
  const end = timeToLogical(barTimes, to.time) ?? 0;
  const bars = Math.round(end - start);
  const changeText = change < 0 ? `-${formatChartPrice(-change)}` : formatChartPrice(change);
  return {
    change: signed(changeText),
    percent: `${signed(percent.toFixed(2))}%`,
    bars,
    span: formatSpan(to.time - from.time),
    /** All of it on one line, as the tool's label shows it. */
    label: `${signed(changeText)} (${signed(percent.toFixed(2))}%) · ${String(bars)} bars · ${formatSpan(to.time - from.time)}`,
  };
}
