import { extentOf, linearScale, toPlotNumber } from './svg-scale';

type SparklineProps = {
  /** Oldest first; missing values leave a gap in the line. */
  values: readonly (string | undefined)[];
  /** What the line shows, e.g. "Net income trend"; read out with the first and last values. */
  label: string;
  /** Formats the first and last value for the accessible label. */
  format?: (value: string) => string;
  width?: number;
  height?: number;
  className?: string;
};

/** The direction of a series in words, for the picture's label. */
export function describeTrend(
  values: readonly (string | undefined)[],
  format: (value: string) => string = (v) => v,
): string {
  const present = values.filter((value): value is string => toPlotNumber(value) !== undefined);
  const first = present[0];
  const last = present.at(-1);
  if (first === undefined || last === undefined) return 'no data';
  if (present.length === 1) return `one value, ${format(first)}`;
  const delta = Number(last) - Number(first);
  const word = delta > 0 ? 'up' : delta < 0 ? 'down' : 'unchanged';
  return `${word} from ${format(first)} to ${format(last)}`;
}

/** Splits a series into runs of consecutive present points, so gaps are not bridged. */
function runsOf(points: readonly (readonly [number, number] | undefined)[]): (readonly [number, number])[][] {
  const runs: (readonly [number, number])[][] = [];
  let current: (readonly [number, number])[] = [];
  for (const point of points) {
    if (point === undefined) {
      if (current.length > 0) runs.push(current);
      current = [];
    } else current.push(point);
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/** A small trend line (hand-written SVG) with an accessible description of its direction. */
export function Sparkline({
  values,
  label,
  format,
  width = 80,
  height = 24,
  className = 'stroke-sky-600 dark:stroke-sky-400',
}: SparklineProps) {
  const numbers = values.map((value) => toPlotNumber(value));
  const present = numbers.filter((value): value is number => value !== undefined);
  const x = linearScale([0, Math.max(1, values.length - 1)], [2, width - 2]);
  const y = linearScale(extentOf(present), [height - 2, 2]);
  const points = numbers.map((value, index) => (value === undefined ? undefined : ([x(index), y(value)] as const)));
  const description = `${label}: ${describeTrend(values, format)}`;
  return (
    <svg
      role="img"
      aria-label={description}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="inline-block align-middle"
    >
      <title>{description}</title>
      {runsOf(points).map((run) =>
        run.length === 1 ? (
          <circle
            key={`${run[0]?.[0] ?? 0}`}
            cx={run[0]?.[0]}
            cy={run[0]?.[1]}
            r={1.5}
            className={`${className} fill-current`}
          />
        ) : (
          <polyline
            key={`${run[0]?.[0] ?? 0}`}
            points={run.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')}
            fill="none"
            strokeWidth={1.5}
            className={className}
          />
        ),
      )}
    </svg>
  );
}
