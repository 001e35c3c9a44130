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
  const keyWidth = width / Math.max(1, segments.length);
  return (
    <svg role="img" aria-label={description} width="100%" viewBox={`0 0 ${width} 44`} style={{ maxWidth: width }} className="block">
      <title>{description}</title>
      {segments.map((segment, index) => (
        <rect key={segment.key} x={lefts[index]} y={2} width={(shares[index] ?? 0) * width} height={16} className={segment.fillClass}>
          <title>{`${segment.label}: ${segment.display ?? segment.value}`}</title>
        </rect>
      ))}
      {segments.map((segment, index) => (
        <g key={`key-${segment.key}`}>
          <rect x={index * keyWidth} y={28} width={8} height={8} className={segment.fillClass} />
          <text x={index * keyWidth + 11} y={36} className="fill-slate-600 text-[10px] dark:fill-slate-300">{`${segment.label} ${segment.display ?? segment.value}`}</text>
        </g>
      ))}
    </svg>
  );
}
