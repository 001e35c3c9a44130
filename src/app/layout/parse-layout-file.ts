import type { DrawingsBySymbol } from '@contracts/drawings';
import { layoutFileSchema, type Layout } from '@contracts/layout';
import { SCREENER_CHOICES } from '@src/features/screener/utils/screener-defs';
import { FUND_TABS, STOCK_TABS } from '@src/features/fundamentals/utils/tabs';
import { COLUMN_IDS } from '@src/features/watchlist/utils/columns';

export type ParsedLayoutFile =
  { ok: true; layout: Layout; drawings: DrawingsBySymbol | undefined } | { ok: false; message: string };

/**
 * Reads an exported layout file (docs/layout.md#export-and-import). Anything else is refused
 * with what is wrong in words, and nothing of it is applied.
 */
export function parseLayoutFile(text: string): ParsedLayoutFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a layout: it is not JSON. Choose a file saved with Export.' };
  }
  const parsed = layoutFileSchema.safeParse(json);
  if (!parsed.success) {
    const why = parsed.error.issues
      .map((issue) => `${issue.path.map(String).join('.') || 'the file'}: ${issue.message}`)
      .join('; ');
    return { ok: false, message: `This file is not a layout of this dashboard (${why}).` };
  }
  const { drawings, ...layout } = parsed.data;
  const unknown = [
    ...layout.watchlistColumns
      .filter((id) => !(COLUMN_IDS as readonly string[]).includes(id))
      .map((id) => `watchlist column “${id}”`),
    ...(SCREENER_CHOICES.some((item) => item.id === layout.screener) ? [] : [`screener “${layout.screener}”`]),
    ...([...STOCK_TABS, ...FUND_TABS].some((tab) => tab.id === layout.fundamentalsTab)
      ? []
      : [`fundamentals tab “${layout.fundamentalsTab}”`]),
  ];
  if (unknown.length > 0)
    return { ok: false, message: `This layout names what this dashboard does not have: ${unknown.join(', ')}.` };
  return { ok: true, layout, drawings };
}
