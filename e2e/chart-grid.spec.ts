import type { Page } from '@playwright/test';
import { savedLayoutSchema } from '@contracts/layout';
import { fetchFromPage } from './support/bff-fetch';
import { expect, test } from './support/fixtures';

// Several charts as a trader sets them up: a default chart, a 2x2 grid, two link groups, a watchlist click that
// moves the first chart's group only, a timespan and an indicator on one chart, crosshairs in
// step, and the arrangement back after a reload (docs/chart-research.md#several-charts).

async function savedChart(page: Page) {
  const { status, text } = await fetchFromPage(page, '/api/layout');
  expect(status).toBe(200);
  return savedLayoutSchema.parse(JSON.parse(text)).layout?.chart;
}

// Four charts want a desk's screen: at the default window each plot would be a strip.
test.use({ viewport: { width: 1600, height: 1000 } });

test('a 2x2 grid with two link groups follows a watchlist click, keeps its own settings and comes back', async ({
  app,
  env,
}) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=AAPL&timespan=D`);
  const area = app.getByTestId('chart-area');
  await expect(area.getByTestId('chart')).toHaveAttribute('data-bar-count', /^[1-9]\d+$/);
  // OBV on the one chart, saved as the default chart: the charts the grid adds start with it.
  await app.getByRole('button', { name: 'Indicators' }).click();
  const first = app.getByRole('dialog', { name: 'Indicators' });
  await first.getByRole('combobox', { name: 'Indicator to add' }).selectOption({ label: 'On-balance volume' });
  await first.getByRole('button', { name: 'Add', exact: true }).click();
  await first.getByRole('button', { name: 'Save as my default chart' }).click();
  await expect(first.getByRole('status')).toHaveText('A newly shown chart starts with these indicators.');
  await first.getByRole('button', { name: 'Close' }).click();
  await app.getByRole('radio', { name: 'Four charts, 2 by 2' }).click();
  await expect(area).toHaveAttribute('data-arrangement', '4');
  const chart = (n: number) => app.getByRole('group', { name: `Chart ${String(n)}`, exact: true });
  const plot = (n: number) => chart(n).getByTestId('chart');
  for (const n of [1, 2, 3, 4]) {
    await expect(plot(n)).toHaveAttribute('data-bar-count', /^[1-9]\d+$/);
    await expect(plot(n)).toHaveAttribute('data-pane-count', '3');
  }

  // Charts 1 and 2 red (the selection's group), chart 3 green on a symbol of its own, chart 4 alone.
  await chart(1).getByRole('combobox', { name: 'Chart 1 link group' }).selectOption({ label: 'Red group' });
  await chart(2).getByRole('combobox', { name: 'Chart 2 link group' }).selectOption({ label: 'Red group' });
  const symbolBox = chart(3).getByRole('combobox', { name: 'Chart 3 symbol' });
  await symbolBox.fill('TSLA');
  await symbolBox.press('Enter');
  await expect(chart(3)).toHaveAttribute('data-symbol', 'TSLA');
  await chart(3).getByRole('combobox', { name: 'Chart 3 link group' }).selectOption({ label: 'Green group' });
  await expect(chart(2).getByRole('combobox', { name: 'Chart 2 symbol' })).toHaveCount(0);

  await app.getByTestId('watchlist-row').and(app.locator('[data-symbol="MSFT"]')).click();
  await expect(app).toHaveURL(/symbol=MSFT/);
  await expect(plot(1)).toHaveAttribute('aria-label', 'MSFT chart');
  await expect(plot(2)).toHaveAttribute('aria-label', 'MSFT chart');
  await expect(plot(3)).toHaveAttribute('aria-label', 'TSLA chart');
  await expect(plot(4)).toHaveAttribute('aria-label', 'AAPL chart');

  // Chart 2's own timespan, and an indicator on chart 2 only.
  await chart(2).getByRole('combobox', { name: 'Chart 2 timespan' }).selectOption({ label: '1 week' });
  await expect(plot(2)).toHaveAttribute('data-timespan', 'W');
  await expect(plot(1)).toHaveAttribute('data-timespan', 'D');
  await chart(2).getByRole('button', { name: 'Indicators' }).click();
  const menu = chart(2).getByRole('dialog', { name: 'Indicators' });
  await menu.getByRole('combobox', { name: 'Indicator to add' }).selectOption({ label: 'Relative strength index' });
  await menu.getByRole('button', { name: 'Add', exact: true }).click();
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(plot(2)).toHaveAttribute('data-pane-count', '4');
  await expect(plot(1)).toHaveAttribute('data-pane-count', '3');
  await expect(chart(1).getByRole('button', { name: 'Indicators' })).toHaveText('Indicators (1)');

  // The crosshair on chart 1 is shown on chart 3 at the same day, and leaves it with the pointer.
  const legendTime = (n: number) => chart(n).getByTestId('ohlc-legend').getByTestId('legend-time');
  const lastOnThree = await legendTime(3).getAttribute('data-value');
  const box = await plot(1).getByTestId('chart-plot').boundingBox();
  if (!box) throw new Error('the first chart is not on screen');
  // High in the plot: the candles' pane, above the volume's and the time axis.
  await app.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.25);
  await expect(legendTime(1)).not.toHaveAttribute('data-value', lastOnThree ?? '');
  const hovered = await legendTime(1).getAttribute('data-value');
  await expect(legendTime(3)).toHaveAttribute('data-value', hovered ?? 'none');
  await app.mouse.move(0, 0);
  await expect(legendTime(3)).toHaveAttribute('data-value', lastOnThree ?? 'none');

  // Saved: the arrangement, the groups, chart 2's timespan and indicator; all back after a reload.
  await expect
    .poll(async () => {
      const saved = await savedChart(app);
      return [
        saved?.arrangement,
        saved?.link,
        saved?.defaultIndicators?.map((spec) => spec.kind),
        saved?.more?.map((c) => [c.link, c.timespan, c.indicators.length]),
      ];
    })
    .toEqual([
      4,
      'red',
      ['obv'],
      [
        ['red', 'W', 2],
        ['green', 'D', 1],
        ['none', 'D', 1],
      ],
    ]);
  await app.reload();
  await expect(area).toHaveAttribute('data-arrangement', '4');
  await expect(plot(2)).toHaveAttribute('data-timespan', 'W');
  await expect(plot(2)).toHaveAttribute('data-pane-count', '4');
  await expect(plot(2)).toHaveAttribute('aria-label', 'MSFT chart');
  await expect(plot(3)).toHaveAttribute('aria-label', 'TSLA chart');
});
