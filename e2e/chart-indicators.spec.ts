import type { Locator, Page } from '@playwright/test';
import { savedLayoutSchema } from '@contracts/layout';
import { fetchFromPage } from './support/bff-fetch';
import { expect, test } from './support/fixtures';
import { barTimeMs, fetchSimBars } from './support/sim-shapes';
import { publishTrade } from './support/stream-control';

// The chart's indicators as a trader uses them: added from the menu with their usual parameters,
// drawn over the candles or in panes of their own, shown in the legend with their values, edited,
// removed, and kept in the saved layout (docs/chart-research.md#on-the-chart).

const entry = (page: Page, label: string) =>
  page.getByTestId('indicator-legend-entry').and(page.locator(`[data-label="${label}"]`));

/** The numbers an entry of the legend shows, one per line; NaN for a line without a value yet. */
async function valuesOf(item: Locator): Promise<number[]> {
  const raw = await item.getByTestId('indicator-value').evaluateAll((spans) => spans.map((s) => s.dataset.value));
  return raw.map((value) => (value === undefined || value === '' ? Number.NaN : Number(value)));
}

/** Every entry's values by its label, read at one moment (a live tick may redraw between two reads). */
async function legendValues(page: Page): Promise<Record<string, number[]>> {
  const entries = await page.getByTestId('indicator-legend-entry').evaluateAll((items) =>
    items.map((item) => ({
      label: item.dataset.label ?? '',
      values: [...item.querySelectorAll<HTMLElement>('[data-testid="indicator-value"]')].map((s) => s.dataset.value),
    })),
  );
  return Object.fromEntries(
    entries.map(({ label, values }) => [
      label,
      values.map((v) => (v === undefined || v === '' ? Number.NaN : Number(v))),
    ]),
  );
}

async function savedIndicators(page: Page) {
  const { status, text } = await fetchFromPage(page, '/api/layout');
  expect(status).toBe(200);
  return savedLayoutSchema.parse(JSON.parse(text)).layout?.chart?.indicators.map((spec) => spec.kind) ?? [];
}

// The trade this journey publishes stays in its worker's market: a symbol no other journey reads.
const SYMBOL = 'NFLX';

test('indicators are added, drawn, follow a trade, are edited and removed, and come back after a reload', async ({
  app,
  env,
  sim,
}) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=${SYMBOL}&timespan=D`);
  const chart = app.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-bar-count', /^[1-9]\d+$/);
  await expect(chart).toHaveAttribute('data-pane-count', '2');

  await app.getByRole('button', { name: 'Indicators' }).click();
  const menu = app.getByRole('dialog', { name: 'Indicators' });
  const kind = menu.getByRole('combobox', { name: 'Indicator to add' });
  await expect(kind).toBeFocused();
  for (const name of ['Simple moving average', 'Bollinger Bands', 'Relative strength index']) {
    await kind.selectOption({ label: name });
    await menu.getByRole('button', { name: 'Add', exact: true }).click();
  }

  // Two overlays on the candles; RSI in a pane of its own under the volume.
  await expect(chart).toHaveAttribute('data-pane-count', '3');
  const sma = entry(app, 'SMA(20)');
  await expect(sma.getByTestId('indicator-value')).toHaveAttribute('data-value', /\d/);
  await expect(entry(app, 'BB(20, 2)').getByTestId('indicator-value')).toHaveCount(3);
  await expect(entry(app, 'RSI(14)').getByTestId('indicator-value')).toHaveAttribute('data-value', /\d/);
  const shown = await legendValues(app);
  const [upper = Number.NaN, middle = Number.NaN, lower = Number.NaN] = shown['BB(20, 2)'] ?? [];
  expect(upper).toBeGreaterThan(middle);
  expect(middle).toBeGreaterThan(lower);
  const [rsi = Number.NaN] = shown['RSI(14)'] ?? [];
  expect(rsi).toBeGreaterThanOrEqual(0);
  expect(rsi).toBeLessThanOrEqual(100);
  // The 20-bar average is Bollinger's middle band over the same closes.
  expect(shown['SMA(20)']?.[0]).toBeCloseTo(middle, 6);

  // Live: a trade moves today's close, and the average with it, over the 19 closes before today.
  const history = await fetchSimBars(sim, { symbol: SYMBOL, timespan: 'D', count: 20 });
  const earlier = history.slice(1).reduce((sum, bar) => sum + Number(bar.close), 0);
  const price = (Number(await chart.getAttribute('data-last-close')) * 1.05).toFixed(2);
  await publishTrade(env.E2E_SIM_URL, SYMBOL, price);
  await expect.poll(async () => (await valuesOf(sma))[0]).toBeCloseTo((earlier + Number(price)) / 20, 6);
  const [sma20 = Number.NaN] = await valuesOf(sma);

  // A value the indicator does not take is refused with the reason; a good one is applied.
  const period = menu.getByRole('spinbutton', { name: 'Period of Simple moving average' });
  await period.fill('0');
  await expect(menu.getByRole('alert')).toHaveText('Period must be a whole number from 1 to 500.');
  await expect(sma).toHaveCount(1);
  await period.fill('50');
  await expect(menu.getByRole('alert')).toHaveCount(0);
  const sma50 = entry(app, 'SMA(50)');
  await expect(sma50.getByTestId('indicator-value')).toHaveAttribute('data-value', /\d/);
  expect((await valuesOf(sma50))[0]).not.toBeCloseTo(sma20, 6);

  await menu.getByRole('button', { name: 'Remove RSI(14)' }).click();
  await expect(chart).toHaveAttribute('data-pane-count', '2');
  await expect(app.getByTestId('indicator-legend-entry')).toHaveCount(2);
  await app.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(app.getByRole('button', { name: 'Indicators (2)' })).toBeFocused();

  await expect.poll(() => savedIndicators(app)).toEqual(['sma', 'bollinger']);
  await app.reload();
  await expect(entry(app, 'SMA(50)').getByTestId('indicator-value')).toHaveAttribute('data-value', /\d/);
  await expect(entry(app, 'BB(20, 2)')).toHaveCount(1);
  await expect(app.getByTestId('indicator-legend-entry')).toHaveCount(2);
  await expect(chart).toHaveAttribute('data-pane-count', '2');

  // At the crosshair: the hovered bar's average of the 50 closes up to it, as the simulator has them.
  const box = await chart.boundingBox();
  if (box === null) throw new Error('the chart is not on screen');
  const lastTime = await app.getByTestId('legend-time').getAttribute('data-value');
  await app.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
  await expect(app.getByTestId('legend-time')).not.toHaveAttribute('data-value', lastTime ?? '');
  const hovered = Number(await app.getByTestId('legend-time').getAttribute('data-value'));
  const bars = await fetchSimBars(sim, { symbol: SYMBOL, timespan: 'D', count: 300 });
  const at = bars.findIndex((bar) => barTimeMs(bar.time) === hovered);
  expect(at).toBeGreaterThan(0);
  const fifty = bars.slice(at, at + 50);
  expect(fifty).toHaveLength(50);
  const average = fifty.reduce((sum, bar) => sum + Number(bar.close), 0) / 50;
  await expect.poll(async () => (await valuesOf(entry(app, 'SMA(50)')))[0]).toBeCloseTo(average, 6);
});
