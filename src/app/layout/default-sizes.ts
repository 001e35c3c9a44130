import type { PanelGroupId } from './default-layout';

/** Each group's panels with their default share of the group, in percent. */
export type DefaultSizes = Record<PanelGroupId, Record<string, number>>;

/**
 * From 1280 px (1600x1000 in mind): the watchlist's default columns without a sideways scroll,
 * Buy and Sell side by side, the chart's column as wide as the rest allows, and the
 * fundamentals at least 250 px tall (docs/layout.md, Default sizes).
 */
const ROOMY: DefaultSizes = {
  main: { 'research-area': 35, 'quote-area': 20, 'chart-area': 45 },
  'quote-column': { 'quote-pane': 50, 'ticket-pane': 50 },
  'chart-column': { 'chart-pane': 45, 'fundamentals-area': 28, 'account-area': 27 },
};

/**
 * From 1024 to 1279 px (1024x700 in mind): Buy and Sell side by side in the quote column; the
 * chart most of its column, its plot at least 300 px tall, and room for an order's row below.
 */
const COMPACT: DefaultSizes = {
  main: { 'research-area': 28, 'quote-area': 27, 'chart-area': 45 },
  'quote-column': { 'quote-pane': 50, 'ticket-pane': 50 },
  'chart-column': { 'chart-pane': 62, 'fundamentals-area': 12, 'account-area': 26 },
};

/**
 * From 1280 px wide but under 900 px tall (a laptop's 1280x720, 1366x768): the fundamentals'
 * 250 px would take the room an order's or a position's row needs below its table's header, so
 * the chart's column keeps the split it had before the tall defaults.
 */
const ROOMY_SHORT: DefaultSizes = {
  ...ROOMY,
  'chart-column': { 'chart-pane': 50, 'fundamentals-area': 20, 'account-area': 30 },
};

/** The default sizes for a window this size; a group the trader sized keeps the saved sizes. */
export function defaultSizes(windowWidth: number, windowHeight: number): DefaultSizes {
  if (windowWidth < 1280) return COMPACT;
  return windowHeight < 900 ? ROOMY_SHORT : ROOMY;
}
