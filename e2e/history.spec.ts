import { expect, test } from './support/fixtures';
import { barTimeMs, fetchSimBars } from './support/sim-shapes';

const PAGE = 300;

test("dragging the chart back in time loads the simulator's older bars", async ({ app, sim, env }) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=AAPL&timespan=D`);
  const chart = app.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-bar-count', String(PAGE));

  const firstPage = await fetchSimBars(sim, { symbol: 'AAPL', timespan: 'D', count: PAGE });
  const oldest = firstPage.at(-1);
  if (!oldest) throw new Error('the simulator returned no D bars for AAPL');
  const olderPage = await fetchSimBars(sim, {
    symbol: 'AAPL',
    timespan: 'D',
    count: PAGE,
    endTime: barTimeMs(oldest.time),
  });
  expect(olderPage.length).toBeGreaterThan(0);

  // Drag the plot right in short strokes until the chart asks for the page before its first one.
  // A stroke moves a fraction of the view, so however narrow the chart is, the view cannot land
  // further back than the next page reaches. Each stroke waits until the page has drawn it (two
  // animation frames) before deciding on the next, never on a clock: a stroke too many on a slow
  // page only moves the view further into the older page once it arrives.
  const olderAsks: string[] = [];
  app.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/bars' && url.searchParams.has('end')) olderAsks.push(url.search);
  });
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart is not on screen');
  const y = box.y + box.height / 3;
  const stroke = Math.min(200, box.width / 3);
  // About five strokes reach the oldest bar; fifty that do not mean the drag does nothing.
  for (let strokes = 0; olderAsks.length === 0; strokes += 1) {
    if (strokes === 50) throw new Error('50 strokes to the right did not make the chart ask for older bars');
    await app.mouse.move(box.x + 60, y);
    await app.mouse.down();
    await app.mouse.move(box.x + 60 + stroke, y, { steps: 6 });
    await app.mouse.up();
    await app.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              resolve();
            }),
          ),
        ),
    );
  }
  // The simulator's whole older page arrived. A view left at the new left edge may go on to
  // fetch the page before it, which is what a trader scrolling back wants, so more is fine.
  await expect
    .poll(async () => Number(await chart.getAttribute('data-bar-count')))
    .toBeGreaterThanOrEqual(PAGE + olderPage.length);

  // Back in time, the chart offers the way back to the newest bars, and goes there.
  const backToNow = app.getByRole('button', { name: 'Back to now' });
  await expect(backToNow).toBeVisible();
  await backToNow.click();
  await expect(backToNow).toBeHidden();
});
