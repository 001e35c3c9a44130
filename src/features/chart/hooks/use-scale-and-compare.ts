import { useState } from 'react';
import type { ScaleMode } from '../utils/scale-mode';

/** At most this many symbols over the main one (docs/chart-research.md#scales-and-compare). */
export const MAX_COMPARES = 3;
/** One colour per compare slot, apart from the candles' green and red, in both themes. */
export const COMPARE_COLORS = ['#3b82f6', '#d946ef', '#f97316'] as const;

export type Compare = { symbol: string; color: string };
export type AddCompareResult = 'added' | 'duplicate' | 'full' | 'main';

/**
 * The price scale's mode and the compared symbols. The first compare switches to the percent
 * scale (the only one where symbols at different prices share an axis); removing the last one
 * restores the scale the trader had before comparing.
 */
export function useScaleAndCompare(mainSymbol: string) {
  const [scale, setScale] = useState<ScaleMode>('linear');
  const [scaleBefore, setScaleBefore] = useState<ScaleMode>();
  const [compares, setCompares] = useState<readonly Compare[]>([]);
  // A compared symbol that becomes the main one is not drawn twice.
  const shown = compares.filter((compare) => compare.symbol !== mainSymbol);

  const addCompare = (symbol: string): AddCompareResult => {
    if (symbol === mainSymbol) return 'main';
    if (shown.some((compare) => compare.symbol === symbol)) return 'duplicate';
    if (shown.length >= MAX_COMPARES) return 'full';
    const used = new Set(shown.map((compare) => compare.color));
    const color = COMPARE_COLORS.find((candidate) => !used.has(candidate)) ?? COMPARE_COLORS[0];
    if (shown.length === 0) {
      // Kept from a compare that became the main symbol: the trader's scale is the one before that.
      if (scaleBefore === undefined) setScaleBefore(scale);
      setScale('percent');
    }
    setCompares([...shown, { symbol, color }]);
    return 'added';
  };

  const removeCompare = (symbol: string) => {
    const rest = shown.filter((compare) => compare.symbol !== symbol);
    setCompares(rest);
    if (rest.length === 0 && shown.length > 0) {
      setScale(scaleBefore ?? 'linear');
      setScaleBefore(undefined);
    }
  };

  return { scale, setScale, compares: shown, addCompare, removeCompare };
}
