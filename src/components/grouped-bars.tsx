import { extentOf, linearScale, toPlotNumber } from './svg-scale';

export type BarSeries = { name: string; /** Tailwind fill class */ fillClass: string };
export type BarGroup = {
  key: string;
  label: string;
  /** One value per series; `undefined` = not reported. */ values: readonly (string | undefined)[];
};

type GroupedBarsProps = {
  groups: readonly BarGroup[];
  series: readonly BarSeries[];
  label: string;
  format: (value: string) => string;
  width?: number;
  height?: number;
  /** Print each value above its bar (for short figures such as EPS). */
  showValues?: boolean;
};

/** What the picture says, group by group, for screen readers. */
export function describeGroups(
  groups: readonly BarGroup[],
  series: readonly BarSeries[],
  format: (value: string) => string,
): string {
  return groups
    .map((group) => {
      const parts = series.map((s, index) => {
        const value = group.values[index];
        return `${s.name} ${value === undefined ? 'not reported' : format(value)}`;
      });
      return `${group.label}: ${parts.join(', ')}`;
    })
    .join('; ');
}

/** Vertical bars side by side per group (e.g. actual vs estimate per quarter), with a key. */
export function GroupedBars({
  groups,
  series,
  label,
  format,
  width = 360,
  height = 140,
  showValues = false,
}: GroupedBarsProps) {
  const top = showValues ? 18 : 8;
  const bottom = height - 34;
  const numbers = groups.flatMap((group) =>
    group.values.map((value) => toPlotNumber(value)).filter((v): v is number => v !== undefined),
  );
  const y = linearScale(extentOf(numbers, [0]), [bottom, top]);
  const groupWidth = width / Math.max(1, groups.length);
  const barWidth = Math.max(2, (groupWidth * 0.7) / Math.max(1, series.length));
  const description = `${label}. ${describeGroups(groups, series, format)}`;
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
      <line x1={0} x2={width} y1={y(0)} y2={y(0)} strokeWidth={1} className="stroke-slate-300 dark:stroke-slate-700" />
      {groups.map((group, groupIndex) => {
        const left = groupIndex * groupWidth + groupWidth * 0.15;
        return (
          <g key={group.key}>
            {series.map((s, index) => {
              const value = toPlotNumber(group.values[index]);
              if (value === undefined) return null;
              const raw = group.values[index] ?? '';
              const x = left + index * barWidth;
              return (
                <g key={s.name}>
                  <rect
                    x={x}
                    y={Math.min(y(0), y(value))}
                    width={barWidth - 1}
                    height={Math.max(1, Math.abs(y(value) - y(0)))}
                    className={s.fillClass}
                  >
                    <title>{`${group.label} ${s.name}: ${format(raw)}`}</title>
                  </rect>
                  {showValues ? (
                    <text
                      x={x + barWidth / 2}
                      y={Math.min(y(0), y(value)) - 3}
                      textAnchor="middle"
                      className="fill-slate-600 text-[9px] tabular-nums dark:fill-slate-300"
                    >
                      {format(raw)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <text
              x={groupIndex * groupWidth + groupWidth / 2}
              y={bottom + 14}
              textAnchor="middle"
              className="fill-slate-600 text-[10px] dark:fill-slate-300"
            >
              {group.label}
            </text>
          </g>
        );
      })}
      {series.map((s, index) => (
        <g key={`key-${s.name}`}>
          <rect x={index * 110} y={height - 10} width={8} height={8} className={s.fillClass} />
          <text x={index * 110 + 11} y={height - 2} className="fill-slate-600 text-[10px] dark:fill-slate-300">
            {s.name}
          </text>
        </g>
      ))}
    </svg>
  );
}
