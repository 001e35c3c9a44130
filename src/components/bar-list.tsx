import { extentOf, linearScale, toPlotNumber } from './svg-scale';

export type BarItem = {
  key: string;
  label: string;
  /** Decimal string; negative values grow left of the zero line. */
  value: string;
  /** The value as a person reads it, e.g. "12.5%". */
  display: string;
  /** Drawn in the accent colour and marked in the label (e.g. the selected symbol). */
  highlight?: boolean;
};

type BarListProps = {
  items: readonly BarItem[];
  /** What the bars compare, e.g. "EPS (TTM) across the industry". */
  label: string;
  width?: number;
  rowHeight?: number;
  labelWidth?: number;
};

/** Horizontal bars, one per row, with the label left and the value right (hand-written SVG). */
export function BarList({ items, label, width = 360, rowHeight = 18, labelWidth = 96 }: BarListProps) {
  const valueWidth = 64;
  const numbers = items.map((item) => toPlotNumber(item.value) ?? 0);
  const x = linearScale(extentOf(numbers, [0]), [labelWidth, width - valueWidth]);
  const height = Math.max(rowHeight, items.length * rowHeight);
  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: width }}
      className="block"
    >
      <title>{label}</title>
      {items.map((item, index) => {
        const value = numbers[index] ?? 0;
        const left = Math.min(x(0), x(value));
        const barWidth = Math.max(1, Math.abs(x(value) - x(0)));
        const top = index * rowHeight;
        const text = `${item.label}: ${item.display}${item.highlight === true ? ' (selected)' : ''}`;
        return (
          <g key={item.key} data-highlight={item.highlight === true ? 'true' : undefined}>
            <title>{text}</title>
            <text
              x={labelWidth - 4}
              y={top + rowHeight * 0.7}
              textAnchor="end"
              className={`text-[11px] ${item.highlight === true ? 'fill-sky-700 font-semibold dark:fill-sky-300' : 'fill-slate-600 dark:fill-slate-300'}`}
            >
              {item.label}
            </text>
            <rect
              x={left}
              y={top + 3}
              width={barWidth}
              height={rowHeight - 6}
              rx={2}
              className={
                item.highlight === true
                  ? 'fill-sky-600'
                  : value < 0
                    ? 'fill-red-400/80'
                    : 'fill-slate-400/80 dark:fill-slate-500'
              }
            />
            <text
              x={width - valueWidth + 4}
              y={top + rowHeight * 0.7}
              className="fill-slate-700 text-[11px] tabular-nums dark:fill-slate-200"
            >
              {item.display}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
