import { expect, test } from 'vitest';
import type { Drawing } from '@contracts/drawings';
import { DEFAULT_LAYOUT } from './default-layout';
import { parseLayoutFile } from './parse-layout-file';

test('an exported layout reads back as it was', () => {
  const layout = {
    ...DEFAULT_LAYOUT,
    researchTab: 'screeners' as const,
    screener: 'losers',
    watchlistColumns: ['bid_ask'],
  };
  expect(parseLayoutFile(JSON.stringify(layout, null, 2))).toEqual({ ok: true, layout, drawings: undefined });
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

test("a layout's chart indicators read back as exported; an unknown kind or too many are refused", () => {
  const sma = { id: 'sma-1', kind: 'sma' as const, params: { period: 50 } };
  const layout = {
    ...DEFAULT_LAYOUT,
    chart: { indicators: [sma, { id: 'rsi-1', kind: 'rsi' as const, params: { period: 14 } }] },
  };
  expect(parseLayoutFile(JSON.stringify(layout))).toEqual({ ok: true, layout });
  const ichimoku = parseLayoutFile(
    JSON.stringify({ ...DEFAULT_LAYOUT, chart: { indicators: [{ ...sma, kind: 'ichimoku' }] } }),
  );
  expect(ichimoku.ok ? '' : ichimoku.message).toMatch(/\(chart\.indicators\.0\.kind: /);
  const thirteen = Array.from({ length: 13 }, (_, i) => ({ ...sma, id: `sma-${String(i + 1)}` }));
  const crowded = parseLayoutFile(JSON.stringify({ ...DEFAULT_LAYOUT, chart: { indicators: thirteen } }));
  expect(crowded.ok ? '' : crowded.message).toContain('chart.indicators: a chart has at most 12 indicators');
  const twice = parseLayoutFile(JSON.stringify({ ...DEFAULT_LAYOUT, chart: { indicators: [sma, sma] } }));
  expect(twice.ok ? '' : twice.message).toContain('indicator ids must differ');
  const huge = parseLayoutFile(
    JSON.stringify({ ...DEFAULT_LAYOUT, chart: { indicators: [{ ...sma, params: { period: 1e9 } }] } }),
  );
  expect(huge.ok ? '' : huge.message).toContain('a parameter is a number from 0 to 10000');
});

test('several charts read back as exported; a third extra chart, a 3-chart grid or an unknown link are refused', () => {
  const rsi = { id: 'rsi-1', kind: 'rsi' as const, params: { period: 14 } };
  const layout = {
    ...DEFAULT_LAYOUT,
    chart: {
      indicators: [],
      arrangement: 4 as const,
      link: 'red' as const,
      more: [
        { timespan: 'D' as const, link: 'red' as const, indicators: [rsi] },
        { symbol: 'MSFT', timespan: 'M5' as const, link: 'green' as const, indicators: [] },
        { symbol: 'TSLA', timespan: 'W' as const, link: 'none' as const, indicators: [] },
      ],
      defaultIndicators: [rsi],
    },
  };
  expect(parseLayoutFile(JSON.stringify(layout))).toEqual({ ok: true, layout, drawings: undefined });
  const extra = { timespan: 'D', link: 'none', indicators: [] };
  const five = parseLayoutFile(
    JSON.stringify({ ...DEFAULT_LAYOUT, chart: { indicators: [], more: [extra, extra, extra, extra] } }),
  );
  expect(five.ok ? '' : five.message).toContain('chart.more: the chart area has at most 4 charts');
  const three = parseLayoutFile(JSON.stringify({ ...DEFAULT_LAYOUT, chart: { indicators: [], arrangement: 3 } }));
  expect(three.ok ? '' : three.message).toContain('chart.arrangement: a chart arrangement is 1, 2 or 4 charts');
  const purple = parseLayoutFile(
    JSON.stringify({ ...DEFAULT_LAYOUT, chart: { indicators: [], more: [{ ...extra, link: 'purple' }] } }),
  );
  expect(purple.ok ? '' : purple.message).toMatch(/\(chart\.more\.0\.link: /);
  const stray = parseLayoutFile(
    JSON.stringify({ ...DEFAULT_LAYOUT, chart: { indicators: [], more: [{ ...extra, colour: 'red' }] } }),
  );
  expect(stray.ok).toBe(false);
});

test("a file's drawings are read apart from the layout; drawings that are not drawings refuse the whole file", () => {
  const level: Drawing = {
    id: '5f0c6a1e-3b7d-4c2a-9e8f-1a2b3c4d5e6f',
    kind: 'horizontal-line',
    points: [{ time: 1, price: '150.25' }],
    style: { color: '#2563eb', width: 2 },
    text: '',
  };
  expect(parseLayoutFile(JSON.stringify({ ...DEFAULT_LAYOUT, drawings: { AAPL: [level] } }))).toEqual({
    ok: true,
    layout: DEFAULT_LAYOUT,
    drawings: { AAPL: [level] },
  });
  const broken = parseLayoutFile(
    JSON.stringify({ ...DEFAULT_LAYOUT, drawings: { AAPL: [{ ...level, kind: 'spiral' }] } }),
  );
  expect(broken.ok).toBe(false);
  expect(broken.ok ? '' : broken.message).toMatch(/drawings\.AAPL\.0\.kind/);
});
