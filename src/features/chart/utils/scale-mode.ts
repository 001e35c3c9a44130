/** How the candles' price scale maps prices to heights (docs/chart-research.md#scales-and-compare). */
export const SCALE_MODES = ['linear', 'log', 'percent'] as const;
export type ScaleMode = (typeof SCALE_MODES)[number];
