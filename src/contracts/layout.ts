import { z } from 'zod';
import { drawingsBySymbolSchema } from './drawings';
import { chartLayoutSchema } from './chart-indicators';

/** The format version of a saved or exported layout; a new shape is a new number (docs/layout.md). */
export const LAYOUT_VERSION = 1;

const layoutId = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'must be a short name of lowercase letters, digits, "-" or "_"');

/** One group of resizable panels: each panel's share of the group in percent. */
const panelSizesSchema = z
  .record(
    layoutId,
    z.number().min(0, 'a panel size is a percent from 0 to 100').max(100, 'a panel size is a percent from 0 to 100'),
  )
  .refine((sizes) => Object.keys(sizes).length <= 8, 'a panel group has at most 8 panels');

/**
 * The arrangement of the dashboard a user keeps (docs/layout.md): panel sizes by group, the
 * research column's tab, the screener, the fundamentals tab, the watchlist's columns and the
 * chart area (optional: a layout saved before it has none; one saved before several charts has
 * the one chart's indicators). Ids are checked for shape
 * here; the SPA ignores an id it does not know (a layout from a newer version).
 */
export const layoutSchema = z.strictObject({
  version: z.literal(LAYOUT_VERSION, { error: `version must be ${String(LAYOUT_VERSION)}` }),
  panels: z
    .record(layoutId, panelSizesSchema)
    .refine((groups) => Object.keys(groups).length <= 12, 'at most 12 panel groups'),
  researchTab: z.enum(['watchlists', 'screeners']),
  screener: layoutId,
  fundamentalsTab: layoutId,
  watchlistColumns: z.array(layoutId).max(20, 'at most 20 watchlist columns'),
  chart: chartLayoutSchema.optional(),
});
export type Layout = z.infer<typeof layoutSchema>;

/** `GET /api/layout` and `PUT /api/layout`: the user's saved layout, or null when none is saved. */
export const savedLayoutSchema = z.object({
  layout: layoutSchema.nullable(),
  /** When it was saved, ms since the epoch; null when none is saved. */
  updatedAt: z.number().int().nullable(),
});
export type SavedLayout = z.infer<typeof savedLayoutSchema>;

/**
 * An exported layout file (docs/layout.md#export-and-import): the layout, and the chart drawings
 * of every symbol that has some. The drawings are not part of the saved layout; an import saves
 * them per symbol through `/api/drawings/import`.
 */
export const layoutFileSchema = layoutSchema.extend({ drawings: drawingsBySymbolSchema.optional() });
export type LayoutFile = z.infer<typeof layoutFileSchema>;
