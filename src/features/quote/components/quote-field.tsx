import type { ReactNode } from 'react';
import type { Direction } from '@src/lib/format-decimal';

/** Text colour for a gain or a loss; the same hue in both themes, brighter in dark. */
export function toneClass(direction: Direction | undefined): string {
  if (direction === 'up') return 'text-emerald-700 dark:text-emerald-400';
  if (direction === 'down') return 'text-red-600 dark:text-red-400';
  return '';
}

type QuoteValueProps = {
  /** Snapshot field name; becomes `data-testid="quote-<field>"`. */
  field: string;
  /** The value exactly as the API sent it. */
  raw: string | number;
  children: ReactNode;
  direction?: Direction;
  className?: string;
};

/** One snapshot value: raw text in `data-value`, formatted text for people. */
export function QuoteValue({ field, raw, children, direction, className = '' }: QuoteValueProps) {
  return (
    <span
      data-testid={`quote-${field}`}
      data-value={String(raw)}
      data-direction={direction}
      className={`tabular-nums ${toneClass(direction)} ${className}`}
    >
      {children}
    </span>
  );
}

type QuoteFieldProps = QuoteValueProps & { label: string };

/** A labelled row of the quote table. */
export function QuoteField({ label, ...value }: QuoteFieldProps) {
  return (
    <div className="flex items-baseline justify-between gap-2 py-0.5">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right text-sm">
        <QuoteValue {...value} />
      </dd>
    </div>
  );
}
