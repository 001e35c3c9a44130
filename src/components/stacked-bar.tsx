import { toPlotNumber } from './svg-scale';

export type StackSegment = {
  key: string;
  label: string;
  /** A count or amount as a decimal string. */
  value: string;
  /** The value as a person reads it (defaults to `value`), e.g. "61.20%". */
  display?: string;
  /** Tailwind fill class, e.g. `fill-emerald-600`. */
  fillClass: string;
};

type StackedBarProps = { segments: readonly StackSegment[]; label: string; width?: number };

/** Parts of a whole in one bar, with a key below (hand-written SVG). */
export function StackedBar({ segments, label, width = 360 }: StackedBarProps) {
  const values = segments.map((segment) => Math.max(0, toPlotNumber(segment.value) ?? 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  const description = `${label}: ${segments.map((segment) => `${segment.label} ${segment.display ?? segment.value}`).join(', ')}`;
  const shares = values.map((value) => (total === 0 ? 0 : value / total));
  const lefts = shares.map((_, index) => shares.slice(0, index).reduce((sum, share) => sum + share, 0) * width);
  return (
    <figure className="flex flex-col gap-1" style={{ maxWidth: width }}>
      <svg role="img" aria-label={description} width="100%" viewBox={`0 0 ${width} 18`} className="block">
        <title>{description}</title>
        {segments.map((segment, index) => (
          <rect
            key={segment.key}
            x={lefts[index]}
            y={1}
            width={(shares[index] ?? 0) * width}
            height={16}
            className={segment.fillClass}
          >
            <title>{`${segment.label}: ${segment.display ?? segment.value}`}</title>
          </rect>
        ))}
      </svg>
      {/* The key wraps as HTML so long labels never overlap; the picture's label already reads it out. */}
      <figcaption
        aria-hidden="true"
        className="flex flex-wrap gap-x-3 gap-y-0.5 text-[11px] text-slate-600 dark:text-slate-300"
      >
        {segments.map((segment) => (
          <span key={segment.key} className="inline-flex items-center gap-1">
            <svg width={8} height={8} className="shrink-0">
              <rect width={8} height={8} className={segment.fillClass} />
            </svg>
            {`${segment.label} ${segment.display ?? segment.value}`}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
