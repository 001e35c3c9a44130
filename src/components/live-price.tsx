import type { ReactNode } from 'react';
import { useFlash } from '../lib/use-flash';

const FLASH_CLASS = {
  up: 'motion-safe:bg-emerald-500/25',
  down: 'motion-safe:bg-red-500/25',
} as const;

type LivePriceProps = {
  /** The price exactly as received (decimal string); kept in `data-value`. */
  value: string;
  testId: string;
  /** True when the price is older than the freshness limit. */
  stale: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A price that briefly highlights when it changes (only for users who allow motion) and is
 * marked when stale: `data-flash="up|down"` while highlighted, `data-stale="true"` when old.
 * The highlight switches on and off without a CSS transition: at hundreds of updates a second
 * fading backgrounds keep the whole table repainting (measured with `npm run bench:ui`).
 */
export function LivePrice({ value, testId, stale, className = '', children }: LivePriceProps) {
  const flash = useFlash(value);
  return (
    <span
      data-testid={testId}
      data-value={value}
      data-flash={flash}
      data-stale={stale ? 'true' : 'false'}
      title={stale ? 'Stale: no update received recently' : undefined}
      className={`rounded-sm tabular-nums ${
        flash === undefined ? '' : FLASH_CLASS[flash]
      } ${stale ? 'opacity-60 decoration-amber-500 decoration-dotted underline' : ''} ${className}`}
    >
      {children}
    </span>
  );
}
