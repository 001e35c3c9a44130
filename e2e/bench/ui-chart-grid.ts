import type { Page } from '@playwright/test';
import type { ExtraChart, IndicatorSpecJson } from '@contracts/chart-indicators';
import { savedLayoutSchema, type Layout } from '@contracts/layout';
import { fetchFromPage } from '../support/bff-fetch';

/** Five indicators a chart of the grid case carries: three on the candles, two in panes of their own. */
export const GRID_INDICATORS: IndicatorSpecJson[] = [
  { id: 'sma-1', kind: 'sma', params: { period: 20 } },
  { id: 'ema-1', kind: 'ema', params: { period: 50 } },
  { id: 'bollinger-1', kind: 'bollinger', params: { period: 20, stdDev: 2 } },
  { id: 'rsi-1', kind: 'rsi', params: { period: 14 } },
  { id: 'macd-1', kind: 'macd', params: { fast: 12, slow: 26, signal: 9 } },
];

async function savedLayout(page: Page): Promise<Layout | null> {
  const { status, text } = await fetchFromPage(page, '/api/layout');
  if (status !== 200) throw new Error(`GET /api/layout answered ${String(status)}: ${text}`);
  return savedLayoutSchema.parse(JSON.parse(text)).layout;
}

/**
 * On a signed-in dashboard: saves a layout of four charts (2x2) on `symbols` (the first follows
 * the selection), each on M1 with `GRID_INDICATORS`. The grid is chosen in the page, so the rest
 * of the layout is the one the SPA saves; the charts' settings are then written to it.
 */
export async function saveFourChartLayout(page: Page, symbols: readonly [string, string, string]): Promise<void> {
  await page.getByRole('radio', { name: 'Four charts, 2 by 2' }).click({ timeout: 60_000 });
  let layout: Layout | null = null;
  for (let i = 0; i < 100 && layout?.chart?.arrangement !== 4; i += 1) {
    await page.waitForTimeout(100);
    layout = await savedLayout(page);
  }
  if (layout === null) throw new Error('the 2x2 arrangement was never saved');
  const more: ExtraChart[] = symbols.map((symbol) => ({
    symbol,
    timespan: 'M1',
    link: 'none',
    indicators: GRID_INDICATORS,
  }));
  const next: Layout = { ...layout, chart: { indicators: GRID_INDICATORS, arrangement: 4, more } };
  const put = await fetchFromPage(page, '/api/layout', { method: 'PUT', body: JSON.stringify(next) });
  if (put.status !== 200) throw new Error(`PUT /api/layout answered ${String(put.status)}: ${put.text}`);
}

/** Waits until each of the four charts shows bars and its two oscillator panes (four panes in all). */
export async function waitForFourCharts(page: Page): Promise<void> {
  await page.getByTestId('chart-area').and(page.locator('[data-arrangement="4"]')).waitFor({ timeout: 30_000 });
  for (const n of [1, 2, 3, 4]) {
    const chart = page.getByRole('group', { name: `Chart ${String(n)}`, exact: true }).getByTestId('chart');
    await chart.and(page.locator('[data-pane-count="4"]')).waitFor({ timeout: 30_000 });
  }
}
