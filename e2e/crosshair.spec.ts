import { expect, test } from './support/fixtures';
import { barTimeMs, fetchSimBars } from './support/sim-shapes';

test('the legend follows the crosshair to the hovered bar, then returns to the last one', async ({ app, sim, env }) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=MSFT&timespan=D`);
  const chart = app.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-bar-count', '300');
  const bars = await fetchSimBars(sim, { symbol: 'MSFT', timespan: 'D', count: 300 });
  const byTime = new Map(bars.map((bar) => [String(barTimeMs(bar.time)), bar]));
  const last = bars[0];
  if (!last) throw new Error('the simulator returned no D bars for MSFT');

  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart is not on screen');
  await app.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
  const legendTime = app.getByTestId('ohlc-legend').getByTestId('legend-time');
  await expect(legendTime).not.toHaveAttribute('data-value', String(barTimeMs(last.time)));
  const hoveredTime = await legendTime.getAttribute('data-value');
  const hovered = byTime.get(hoveredTime ?? '');
  if (!hovered) throw new Error(`the legend shows a bar the simulator does not have: ${hoveredTime ?? 'none'}`);
  for (const field of ['open', 'high', 'low', 'close', 'volume'] as const) {
    await expect(app.getByTestId(`legend-${field}`)).toHaveAttribute('data-value', hovered[field]);
  }

  await app.mouse.move(0, 0);
  await expect(legendTime).toHaveAttribute('data-value', String(barTimeMs(last.time)));
  await expect(app.getByTestId('legend-close')).toHaveAttribute('data-value', last.close);
});
