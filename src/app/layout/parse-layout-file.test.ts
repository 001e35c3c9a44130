import { expect, test } from 'vitest';
import { DEFAULT_LAYOUT } from './default-layout';
import { parseLayoutFile } from './parse-layout-file';

test('an exported layout reads back as it was', () => {
  const layout = {
    ...DEFAULT_LAYOUT,
    researchTab: 'screeners' as const,
    screener: 'losers',
    watchlistColumns: ['bid_ask'],
  };
  expect(parseLayoutFile(JSON.stringify(layout, null, 2))).toEqual({ ok: true, layout });
});

test('a file that is not a layout is refused saying why', () => {
  expect(parseLayoutFile('<html>')).toEqual({
    ok: false,
    message: 'This file is not a layout: it is not JSON. Choose a file saved with Export.',
  });
  const wrongTab = parseLayoutFile(JSON.stringify({ ...DEFAULT_LAYOUT, researchTab: 'charts' }));
  expect(wrongTab.ok).toBe(false);
  if (!wrongTab.ok) expect(wrongTab.message).toMatch(/^This file is not a layout of this dashboard \(researchTab: /);
  const noVersion = parseLayoutFile(JSON.stringify({ ...DEFAULT_LAYOUT, version: undefined }));
  if (!noVersion.ok) expect(noVersion.message).toContain('version must be 1');
  expect(noVersion.ok).toBe(false);
});

test('a layout naming columns, screeners or tabs this dashboard lacks is refused by name', () => {
  expect(
    parseLayoutFile(
      JSON.stringify({ ...DEFAULT_LAYOUT, screener: 'crypto', watchlistColumns: ['last', 'funding_rate'] }),
    ),
  ).toEqual({
    ok: false,
    message: 'This layout names what this dashboard does not have: watchlist column “funding_rate”, screener “crypto”.',
  });
});
