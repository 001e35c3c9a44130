import { extentOf, linearScale, toPlotNumber } from './svg-scale';

type RangeBarProps = {
  low: string;
  high: string;
  /** The middle mark of the range, e.g. the mean analyst target. */
  mid?: string | undefined;
  midLabel?: string;
  /** A reference value drawn against the range, e.g. the current price. */
  marker?: string | undefined;
  markerLabel?: string;
  format: (value: string) => string;
  label: string;
  width?: number;
};

/** The words read out for a range and a marker against it. */
export function describeRange(
  props: Pick<RangeBarProps, 'low' | 'high' | 'mid' | 'midLabel' | 'marker' | 'markerLabel' | 'format' | 'label'>,
): string {
  const { low, high, mid, midLabel = 'mid', marker, markerLabel = 'current', format, label } = props;
  const parts = [`${label}: low ${format(low)}`];
  if (mid !== undefined) parts.push(`${midLabel} ${format(mid)}`);
  parts.push(`high ${format(high)}`);
  if (marker !== undefined) parts.push(`${markerLabel} ${format(marker)}`);
  return parts.join(', ');
}

/** A low-high band with a middle tick and a reference marker (hand-written SVG). */
export function RangeBar(props: RangeBarProps) {
  const { low, high, mid, marker, format, width = 360 } = props;
  const height = 56;
  const plotted = [low, high, mid, marker]
    .map((value) => toPlotNumber(value))
    .filter((value): value is number => value !== undefined);
  const [min, max] = extentOf(plotted);
  const pad = (max - min) * 0.05;
  const x = linearScale([min - pad, max + pad], [12, width - 12]);
  const at = (value: string | undefined) => x(toPlotNumber(value) ?? min);
  const description = describeRange(props);
  return (
    <svg
      role="img"
      aria-label={description}
      width="100%"
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: width }}
      className="block"
    >
      <title>{description}</title>
      <rect x={at(low)} y={22} width={Math.max(1, at(high) - at(low))} height={10} rx={5} className="fill-sky-500/30" />
      <text
        x={at(low)}
        y={48}
        textAnchor="middle"
        className="fill-slate-600 text-[10px] tabular-nums dark:fill-slate-300"
      >
        {format(low)}
      </text>
      <text
        x={at(high)}
        y={48}
        textAnchor="middle"
        className="fill-slate-600 text-[10px] tabular-nums dark:fill-slate-300"
      >
        {format(high)}
      </text>
      {mid === undefined ? null : (
        <g>
          <line
            x1={at(mid)}
            x2={at(mid)}
            y1={18}
            y2={36}
            strokeWidth={2}
            className="stroke-sky-700 dark:stroke-sky-300"
          />
          <text
            x={at(mid)}
            y={14}
            textAnchor="middle"
            className="fill-sky-700 text-[10px] tabular-nums dark:fill-sky-300"
          >
            {format(mid)}
          </text>
        </g>
      )}
      {marker === undefined ? null : (
        <g>
          <path d={`M ${at(marker)} 34 l -5 8 h 10 z`} className="fill-amber-500" />
          <line
            x1={at(marker)}
            x2={at(marker)}
            y1={18}
            y2={36}
            strokeWidth={2}
            strokeDasharray="2 2"
            className="stroke-amber-500"
          />
        </g>
      )}
    </svg>
  );
}
