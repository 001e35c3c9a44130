import { expect, test } from './support/fixtures';
import { barTimeMs, fetchSimBars } from './support/sim-shapes';

const PAGE = 300;

test('dragging the chart back in time loads the simulator\'s older bars', async ({ app, sim, env }) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=AAPL&timespan=D`);
  const chart = app.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-bar-count', String(PAGE));

  const firstPage = await fetchSimBars(sim, { symbol: 'AAPL', timespan: 'D', count: PAGE });
  const oldest = firstPage.at(-1);
  if (!oldest) throw new Error('the simulator returned no D bars for AAPL');
  const olderPage = await fetchSimBars(sim, { symbol: 'AAPL', timespan: 'D', count: PAGE, endTime: barTimeMs(oldest.time) });
  expect(olderPage.length).toBeGreaterThan(0);

  // Drag the plot right in short strokes until its left edge reaches the oldest loaded bar. A
  // stroke moves a fraction of the view, so however narrow the chart is, the view cannot land
  // further back than the next page reaches and make the chart fetch two pages.
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart is not on screen');
  const y = box.y + box.height / 3;
  const stroke = Math.min(200, box.width / 3);
  await expect(async () => {
    await app.mouse.move(box.x + 60, y);
    await app.mouse.down();
    await app.mouse.move(box.x + 60 + stroke, y, { steps: 6 });
    await app.mouse.up();
    await expect(chart).not.toHaveAttribute('data-bar-count', String(PAGE), { timeout: 1_500 });
  }).toPass({ timeout: 60_000 });
  // The simulator's whole older page arrived. A view left at the new left edge may go on to
  // fetch the page before it, which is what a trader scrolling back wants, so more is fine.
  await expect(async () => {
    expect(Number(await chart.getAttribute('data-bar-count'))).toBeGreaterThanOrEqual(PAGE + olderPage.length);
  }).toPass({ timeout: 10_000 });
});
