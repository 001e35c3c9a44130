import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { expectNoAxeViolations } from './support/axe';
import { fetchFromPage } from './support/bff-fetch';
import { expect, test } from './support/fixtures';
import { startPaperBff } from './support/paper-bff';
import { controlSimulator } from './support/sim-client';

// Journey: a trader opens the diagnostics panel and keeps it open while the market-data budget
// runs low and the price stream drops. The header gauge turns amber, the panel's market-data row
// says the group is near its limit, the market stream shows it is down and then back with one
// reconnect, all without a reload. The open panel passes the accessibility scan in both themes.
//
// A BFF of its own with a small market-data limit (20 per 20 s on both sides): the budget is
// spent in seconds, and the shared BFF of the other journeys keeps its own. Past half its budget
// the BFF spaces its calls evenly over the window (server/upstream/client/rate-gate.ts), so the
// window sets how long the spending takes (docs/testing.md#journeys).

/** Asks for ticks the BFF has not cached (a new count each time): `n` market-data calls at once. */
function uncachedTicks(page: Page): (n: number) => Promise<unknown> {
  let count = 1;
  return (n) =>
    Promise.all(
      Array.from({ length: n }, () => fetchFromPage(page, `/api/ticks?symbol=AAPL&count=${String((count += 1))}`)),
    );
}

/** Spends the market-data budget until the header gauge and the panel's market-data row both say "near". */
async function spendMarketData(page: Page, panel: Locator, ask: (n: number) => Promise<unknown>): Promise<void> {
  await expect
    .poll(
      async () => {
        await ask(3);
        return {
          gauge: await page.getByTestId('budget-gauge').getAttribute('data-state'),
          panel: await panel.getByTestId('budget-market-data').getAttribute('data-state'),
        };
      },
      { message: 'the market-data gauge and the panel never both said near' },
    )
    .toEqual({ gauge: 'near', panel: 'near' });
}

/**
 * Keeps asking until the returned stop is called, so the budget stays at or near its limit while
 * the panel is looked at and scanned, as it was with 20 a minute: with a 20 s window, calls left
 * alone leave it within seconds.
 */
function keepSpending(ask: (n: number) => Promise<unknown>): () => Promise<void> {
  const stop = new AbortController();
  const loop = (async () => {
    // One at a time: the BFF lets them out one by one anyway, and the stop waits for one only.
    while (!stop.signal.aborted) await ask(1);
  })();
  // Handled here, thrown by the stop: a failed ask between two steps is no unhandled rejection.
  loop.catch(() => undefined);
  return async () => {
    stop.abort();
    await loop;
  };
}

test('the diagnostics panel shows the budget near its limit and a dropped stream coming back, live', async ({
  browser,
  env,
}) => {
  const bff = await startPaperBff({
    ownGroup: true,
    timeoutMs: 180_000,
    env: { SIM_MARKET_DATA_LIMIT: '20/20', STREAM_SILENT_AFTER_MS: '3000', STREAM_POLL_AFTER_MS: '60000' },
  });
  const context = await browser.newContext({
    colorScheme: 'light',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const sim = bff.ready.simulator.http;
  try {
    await controlSimulator(sim, 'clock', { now: env.E2E_MARKET_NOW });
    const page = await context.newPage();
    await page.goto(bff.ready.loginUrl);
    await expect(page.getByTestId('mode-badge')).toHaveText('Paper (simulated)');

    // Opened from the keyboard; the header button says it is open.
    await page.locator('body').press('Shift+D');
    const panel = page.getByRole('region', { name: 'Diagnostics' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Diagnostics', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(panel.getByTestId('diagnostics-connection')).toContainText(
      `host ${new URL(sim).host}, path generation v3. Paths: generation 3 (/trading/..., /market-data/...) answers; using it.`,
    );
    const market = panel.getByTestId('stream-market');
    await expect(market).toHaveAttribute('data-state', 'live');
    await expect(market.getByTestId('reconnects')).toHaveText('0');

    const ask = uncachedTicks(page);
    await spendMarketData(page, panel, ask);
    const stopSpending = keepSpending(ask);
    try {
      // The upstream stream is dropped and new connections refused, so it stays down while we look.
      await controlSimulator(sim, 'stream/refuse', { refuse: true });
      await controlSimulator(sim, 'stream/drop', {});
      await expect(market).toHaveAttribute('data-state', 'reconnecting');
      await expect(page.getByTestId('feed-badge')).toHaveAttribute('data-state', 'reconnecting');

      // Scanned as it is now: the market stream down, the budget still being spent.
      await expectNoAxeViolations(page, 'diagnostics panel (light)');
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page, 'diagnostics panel (dark)');
    } finally {
      await stopSpending();
    }

    await controlSimulator(sim, 'stream/refuse', { refuse: false });
    await expect(market).toHaveAttribute('data-state', 'live');
    await expect(market.getByTestId('reconnects')).toHaveText('1');
    // Never a credential on the screen, nor in what "Copy diagnostics" puts on the clipboard.
    for (const secret of [bff.appKey, bff.secret]) await expect(panel).not.toContainText(secret);
    await panel.getByRole('button', { name: 'Copy diagnostics' }).click();
    await expect(panel.getByRole('status')).toHaveText('Copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const bundle = z
      .object({ bff: z.object({ streams: z.object({ market: z.object({ reconnects: z.number() }) }) }) })
      .parse(JSON.parse(copied));
    expect(bundle.bff.streams.market.reconnects).toBe(1);
    for (const secret of [bff.appKey, bff.secret]) expect(copied).not.toContain(secret);
  } finally {
    await context.close();
    await bff.stop();
  }
});
