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

  // Drag the plot to the right until its left edge reaches the oldest loaded bar.
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart is not on screen');
  const y = box.y + box.height / 3;
  // Drag again only while nothing has started loading: a slow load must not earn a second drag,
  // which would fetch a further page and make the count overshoot.
  await expect(async () => {
    await app.mouse.move(box.x + 60, y);
    await app.mouse.down();
    await app.mouse.move(box.x + box.width - 120, y, { steps: 12 });
    await app.mouse.up();
    await expect(chart).not.toHaveAttribute('data-bar-count', String(PAGE), { timeout: 8_000 });
  }).toPass({ timeout: 40_000 });
  await expect(chart).toHaveAttribute('data-bar-count', String(PAGE + olderPage.length));
});
