import { TIMESPANS } from '@contracts/common';
import { expect, test } from './support/fixtures';
import { barTimeMs, fetchSimBars } from './support/sim-shapes';

// The chart's first load asks for 300 bars: the simulator's answer to the same question is
// what the user must see.
const INITIAL_COUNT = 300;

test("every timespan shows the simulator's bars, and the legend shows the last one", async ({ app, sim, env }) => {
  // Eleven timespans, each loaded and compared: three times the journey budget.
  test.slow();
  await app.goto(`${env.E2E_BASE_URL}/?symbol=NVDA&timespan=D`);
  const chart = app.getByTestId('chart');
  const legend = app.getByTestId('ohlc-legend');

  for (const timespan of TIMESPANS) {
    await app.getByRole('radiogroup', { name: 'Timespan' }).locator(`[data-timespan="${timespan}"]`).click();
    await expect(app).toHaveURL(new RegExp(`[?&]timespan=${timespan}\\b`));
    await expect(chart).toHaveAttribute('data-timespan', timespan);

    const bars = await fetchSimBars(sim, { symbol: 'NVDA', timespan, count: INITIAL_COUNT });
    const last = bars[0];
    if (!last) throw new Error(`the simulator returned no ${timespan} bars`);

    await expect(chart, `${timespan} bar count`).toHaveAttribute('data-bar-count', String(bars.length));
    await app.mouse.move(0, 0);
    await expect(legend.getByTestId('legend-time'), `${timespan} last bar time`).toHaveAttribute(
      'data-value',
      String(barTimeMs(last.time)),
    );
    await expect(legend.getByTestId('legend-open')).toHaveAttribute('data-value', last.open);
    await expect(legend.getByTestId('legend-high')).toHaveAttribute('data-value', last.high);
    await expect(legend.getByTestId('legend-low')).toHaveAttribute('data-value', last.low);
    await expect(legend.getByTestId('legend-close')).toHaveAttribute('data-value', last.close);
    await expect(legend.getByTestId('legend-volume')).toHaveAttribute('data-value', last.volume);
  }
});
