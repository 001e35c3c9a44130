import { readFile } from 'node:fs/promises';
import { barsResponseSchema, type Bar } from '@contracts/market-data';
import { fetchFromPage } from './support/bff-fetch';
import { agrees, bollinger, parseCsv, sma, wilderRsi } from './support/chart-csv';
import { candlePane, priceAt } from './support/chart-ui';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** The chart's first page: the BFF's answer to the same question is what the chart holds. */
const PAGE = 300;

async function bffBars(page: Page, symbol: string): Promise<Bar[]> {
  const { status, text } = await fetchFromPage(page, `/api/bars?symbol=${symbol}&timespan=D&count=${String(PAGE)}`);
  expect(status).toBe(200);
  return barsResponseSchema.parse(JSON.parse(text)).bars;
}

/** Opens AAPL's daily chart and its tools row, once the first page of bars is drawn. */
async function openChartTools(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/?symbol=AAPL&timespan=D`);
  const chart = page.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-bar-count', String(PAGE));
  const toggle = page.getByRole('button', { name: 'Chart tools' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('group', { name: 'Chart tools' })).toBeVisible();
  return chart;
}

/** Prices the chart reads at three heights of its pane: 20 %, 50 % and 80 % down. */
async function pricesDown(page: Page): Promise<[number, number, number]> {
  const pane = await candlePane(page);
  const x = Math.round(pane.x + pane.width / 2);
  const top = Math.round(pane.y + pane.height * 0.2);
  const span = 2 * Math.round(pane.height * 0.3);
  const read = async (y: number) => Number(await priceAt(page, { x, y }));
  return [await read(top), await read(top + span / 2), await read(top + span)];
}

test('the log scale spaces prices by ratio; auto-fit shows every bar; go to date pages back to it', async ({
  app,
  env,
}) => {
  const chart = await openChartTools(app, env.E2E_BASE_URL);
  await expect(chart).toHaveAttribute('data-price-scale', 'linear');

  // Linear: the middle height reads the mean of the two around it; log: their geometric mean.
  const [high, middle, low] = await pricesDown(app);
  expect(Math.abs(middle - (high + low) / 2)).toBeLessThanOrEqual(0.02);
  const scale = app.getByRole('radiogroup', { name: 'Price scale' });
  await scale.getByRole('radio', { name: 'Logarithmic scale' }).click();
  await expect(chart).toHaveAttribute('data-price-scale', 'log');
  const [logHigh, logMiddle, logLow] = await pricesDown(app);
  expect(Math.abs(logMiddle - Math.sqrt(logHigh * logLow))).toBeLessThanOrEqual(0.05);
  expect(Math.abs(logMiddle - (logHigh + logLow) / 2)).toBeGreaterThan(0.2);
  // The keyboard moves through the group as through any radio group.
  await scale.getByRole('radio', { name: 'Logarithmic scale' }).press('ArrowLeft');
  await expect(chart).toHaveAttribute('data-price-scale', 'linear');

  // Auto-fit: the first loaded bar is in view, at the pane's left edge.
  const bars = await bffBars(app, 'AAPL');
  const pane = await candlePane(app);
  const legendTime = app.getByTestId('ohlc-legend').getByTestId('legend-time');
  await app.getByRole('button', { name: 'Auto-fit' }).click();
  await app.mouse.move(pane.x + 3, pane.y + pane.height / 2);
  await expect
    .poll(async () => Number(await legendTime.getAttribute('data-value')))
    .toBeLessThanOrEqual(bars[5]?.time ?? 0);

  // Go to a date two pages back: the chart loads them and centres on that day.
  const goToDate = app.getByLabel('Go to date');
  const message = app.getByTestId('go-to-date-message');
  await goToDate.fill('2024-03-14');
  await app.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(message).toHaveText('Showing Mar 14, 2024.');
  expect(Number(await chart.getAttribute('data-bar-count'))).toBeGreaterThan(2 * PAGE);
  await app.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  const centred = Number(await legendTime.getAttribute('data-value'));
  expect(Math.abs(centred - Date.parse('2024-03-14T04:00:00Z'))).toBeLessThanOrEqual(3 * 86_400_000);

  await goToDate.fill('2099-01-01');
  await app.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(message).toHaveText('2099-01-01 is in the future.');

  // Yearly bars: the simulator's history starts in 1990, and the chart says so.
  await app.getByRole('radiogroup', { name: 'Timespan' }).locator('[data-timespan="Y"]').click();
  await expect(chart).toHaveAttribute('data-timespan', 'Y');
  await goToDate.fill('1980-06-01');
  await app.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(message).toHaveText('1980-06-01 is before the oldest bar, 1990.');
});

test('two symbols compared as percent change from the first bar in view, one removed', async ({ app, env }) => {
  const chart = await openChartTools(app, env.E2E_BASE_URL);
  await app.getByRole('radio', { name: 'Logarithmic scale' }).click();

  const box = app.getByRole('combobox', { name: 'Compare with a symbol' });
  await box.fill('ZZZZ');
  await box.press('Enter');
  await expect(app.getByRole('alert').filter({ hasText: 'ZZZZ is not a known symbol.' })).toBeVisible();
  for (const symbol of ['MSFT', 'NVDA']) {
    await box.fill(symbol);
    await expect(app.getByRole('listbox', { name: 'Symbols to compare' }).getByRole('option').first()).toContainText(
      symbol,
    );
    await box.press('Enter');
  }
  await expect(chart).toHaveAttribute('data-price-scale', 'percent');
  const legend = app.getByRole('list', { name: 'Compared symbols' });
  await expect(legend.getByTestId('compare-entry')).toHaveCount(2);

  // With the pointer away, each value is the newest close against the close of the first bar in
  // view, which is the same bar time for every symbol: the BFF's bars give the same figures.
  await app.mouse.move(0, 0);
  const main = legend.getByTestId('compare-value-AAPL');
  await expect(main).toHaveAttribute('data-base-time', /^\d+$/);
  const baseTime = Number(await main.getAttribute('data-base-time'));
  // The main symbol's newest bar is the live one, as its OHLC legend shows it.
  const liveClose = await app.getByTestId('ohlc-legend').getByTestId('legend-close').getAttribute('data-value');
  for (const symbol of ['AAPL', 'MSFT', 'NVDA']) {
    const bars = await bffBars(app, symbol);
    const base = bars.find((bar) => bar.time === baseTime);
    const lastClose = symbol === 'AAPL' ? liveClose : bars.at(-1)?.close;
    if (base === undefined || lastClose == null) throw new Error(`${symbol} has no bar at ${String(baseTime)}`);
    const expected = (100 * (Number(lastClose) - Number(base.close))) / Number(base.close);
    const value = legend.getByTestId(`compare-value-${symbol}`);
    await expect(value).toHaveAttribute('data-base-time', String(baseTime));
    await expect(value).toHaveAttribute('data-value', String(expected));
    await expect(value).toHaveText(`${expected >= 0 ? '+' : ''}${expected.toFixed(2)}%`);
  }

  // The base is the bar at the pane's left edge (the first in view), within a bar.
  const pane = await candlePane(app);
  const legendTime = app.getByTestId('ohlc-legend').getByTestId('legend-time');
  await app.mouse.move(pane.x + 2, pane.y + pane.height / 2);
  await expect(legendTime).not.toHaveAttribute('data-value', (await chart.getAttribute('data-last-time')) ?? '');
  const aapl = await bffBars(app, 'AAPL');
  const leftTime = Number(await legendTime.getAttribute('data-value'));
  const leftIndex = aapl.findIndex((bar) => bar.time === leftTime);
  expect(leftIndex).toBeGreaterThanOrEqual(0);
  const baseIndex = aapl.findIndex((bar) => bar.time === baseTime);
  expect(Math.abs(leftIndex - baseIndex)).toBeLessThanOrEqual(1);

  // At the crosshair, the value is the hovered bar's close against the same base.
  await app.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  await expect(legendTime).not.toHaveAttribute('data-value', String(aapl[leftIndex]?.time));
  const hovered = Number(await legendTime.getAttribute('data-value'));
  const msft = await bffBars(app, 'MSFT');
  const [msftBase, msftHovered] = [baseTime, hovered].map((time) => msft.find((bar) => bar.time === time)?.close);
  const atCrosshair = (100 * (Number(msftHovered) - Number(msftBase))) / Number(msftBase);
  await expect(legend.getByTestId('compare-value-MSFT')).toHaveAttribute('data-value', String(atCrosshair));

  await legend.getByRole('button', { name: 'Stop comparing MSFT' }).click();
  await expect(legend.getByTestId('compare-entry')).toHaveCount(1);
  await expect(legend.getByTestId('compare-entry')).toHaveAttribute('data-symbol', 'NVDA');
  await expect(chart).toHaveAttribute('data-price-scale', 'percent');
  await legend.getByRole('button', { name: 'Stop comparing NVDA' }).click();
  await expect(legend).toHaveCount(0);
  // The trader's own scale comes back with the last compare gone.
  await expect(chart).toHaveAttribute('data-price-scale', 'log');
});

const BAR_HEADERS = ['time_iso', 'time_ms', 'open', 'high', 'low', 'close', 'volume'];
const INDICATOR_HEADERS = ['SMA(20)', 'BB(20, 2) Upper', 'BB(20, 2) Middle', 'BB(20, 2) Lower', 'RSI(14)'];

test("the exported CSV holds every loaded bar as the BFF sent it, and each indicator line's values", async ({
  app,
  env,
}) => {
  const chart = await openChartTools(app, env.E2E_BASE_URL);
  await app.getByRole('button', { name: 'Indicators' }).click();
  const menu = app.getByRole('dialog', { name: 'Indicators' });
  for (const name of ['Simple moving average', 'Bollinger Bands', 'Relative strength index']) {
    await menu.getByRole('combobox', { name: 'Indicator to add' }).selectOption({ label: name });
    await menu.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(app.getByTestId('indicator-legend-entry')).toHaveCount(3);

  // The newest bar is the live one: trades streamed since the BFF's answer may move it, even
  // while the export runs, so its row must be the chart's bar as the legend showed it just before
  // or just after (the pointer away, the legend shows the newest bar).
  await app.mouse.move(0, 0);
  const legend = app.getByTestId('ohlc-legend');
  const newestShown = async () =>
    Promise.all(
      ['time', 'open', 'high', 'low', 'close', 'volume'].map(
        async (name) => (await legend.getByTestId(`legend-${name}`).getAttribute('data-value')) ?? '',
      ),
    );
  const shownBefore = await newestShown();
  const downloading = app.waitForEvent('download');
  await app.getByRole('button', { name: 'Export chart data' }).click();
  const download = await downloading;
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual([...BAR_HEADERS, ...INDICATOR_HEADERS]);
  expect(rows).toHaveLength(Number(await chart.getAttribute('data-bar-count')));

  const bars = await bffBars(app, 'AAPL');
  const asRow = (bar: Bar | undefined) =>
    bar === undefined
      ? []
      : [new Date(bar.time).toISOString(), String(bar.time), bar.open, bar.high, bar.low, bar.close, bar.volume];
  const barCells = (row: string[] | undefined) => row?.slice(0, BAR_HEADERS.length) ?? [];
  expect(barCells(rows[0])).toEqual(asRow(bars[0]));
  expect(barCells(rows.at(-2))).toEqual(asRow(bars.at(-2)));
  const last = barCells(rows.at(-1));
  expect([shownBefore, await newestShown()]).toContainEqual(last.slice(1));
  expect(last[1]).toBe(await chart.getAttribute('data-last-time'));
  expect(download.suggestedFilename()).toBe(`AAPL-D-${(last[0] ?? '').slice(0, 10)}.csv`);

  // Each indicator column agrees, to 1e-6 relative, with the indicator computed here from the
  // file's own closes, and is empty during its warm-up.
  const closes = rows.map((row) => Number(row[5]));
  const bands = bollinger(closes, 20, 2);
  const expected = [sma(closes, 20), bands.upper, bands.middle, bands.lower, wilderRsi(closes, 14)];
  expected.forEach((series, column) => {
    const cells = rows.map((row) => row[BAR_HEADERS.length + column] ?? '');
    const disagreeing = cells.filter((cell, i) => !agrees(cell, series[i], 1e-6));
    expect(disagreeing, INDICATOR_HEADERS[column]).toEqual([]);
  });
  expect(rows.findIndex((row) => row[BAR_HEADERS.length] !== '')).toBe(19);
  expect(rows.findIndex((row) => row.at(-1) !== '')).toBe(14);
});
