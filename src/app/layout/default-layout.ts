import { LAYOUT_VERSION, type Layout } from '@contracts/layout';
import { DEFAULT_COLUMNS } from '@src/features/watchlist/utils/columns';

/** The resizable groups of the wide dashboard and their panels' ids, as saved in `Layout.panels`. */
export const PANEL_GROUPS = {
  main: ['research-area', 'quote-area', 'chart-area'],
  'quote-column': ['quote-pane', 'ticket-pane'],
  'chart-column': ['chart-pane', 'fundamentals-area', 'account-area'],
} as const;
export type PanelGroupId = keyof typeof PANEL_GROUPS;

/** What a new user sees, and what Reset returns to; panels without saved sizes take their defaults. */
export const DEFAULT_LAYOUT: Layout = {
  version: LAYOUT_VERSION,
  panels: {},
  researchTab: 'watchlists',
  screener: 'gainers',
  fundamentalsTab: 'profile',
  watchlistColumns: [...DEFAULT_COLUMNS],
};

/**
 * A group's saved sizes when they fit it (every panel named once, adding up to 100 %); otherwise
 * undefined and the panels take their default sizes.
 */
export function savedSizes(layout: Layout, group: PanelGroupId): Record<string, number> | undefined {
  const sizes = layout.panels[group];
  if (sizes === undefined) return undefined;
  const ids: readonly string[] = PANEL_GROUPS[group];
  const keys = Object.keys(sizes);
  if (keys.length !== ids.length || !ids.every((id) => keys.includes(id))) return undefined;
  const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  return Math.abs(total - 100) < 0.5 ? sizes : undefined;
}

/** Sizes as saved: two decimals are finer than a pixel on any screen, and keep the file readable. */
export function roundSizes(sizes: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(sizes).map(([id, size]) => [id, Math.round(size * 100) / 100]));
}
