import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { newSimCredentials, startPaperBff } from './support/paper-bff';
import type { StartedProcess } from './support/process';
import { controlSimulator, createSimClient } from './support/sim-client';
import { MARGIN_ACCOUNT, setFaults, simHistory } from './support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: the BFF is killed (with the simulator it started) after it journaled an order and
// while the order was on its way; started again on the same journal and the same saved broker
// state, it resolves the order by its id: the broker never got it, so it says "not placed", and
// nothing is placed twice.

test('the BFF killed after the journal write and restarted resolves the order, with no duplicate', async ({
  browser,
  env,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'restart-journey-'));
  const credentials = newSimCredentials();
  const start = () =>
    startPaperBff({
      credentials,
      ownGroup: true,
      timeoutMs: 180_000,
      env: { DATA_DIR: join(dir, 'data'), SIM_STATE_FILE: join(dir, 'broker-state.json') },
    });
  const running: StartedProcess[] = [];
  const context = await browser.newContext();
  try {
    const first = await start();
    running.push(first);
    const { ready } = first;
    await controlSimulator(ready.simulator.http, 'clock', { now: env.E2E_MARKET_NOW });
    const page = await context.newPage();
    await page.goto(ready.loginUrl);
    const last = await openOn(page, ready.url, 'KO');
    const { id, confirm } = await reviewOrder(page, {
      side: 'Buy',
      quantity: '6',
      orderType: 'Limit',
      limit: (last * 0.9).toFixed(2),
    });
    await showOrders(page, 'Open');
    await expect(page.getByRole('table', { name: 'Open orders' }).or(page.getByText('No open orders.'))).toBeVisible();
    // The page's own reads done first: held by the fault below, they would hold Chromium's six
    // connections to the BFF, and the place call would wait behind them in the browser (12 to
    // 42 s) before it reached the BFF at all (docs/testing.md#journeys).
    await page.waitForLoadState('networkidle');
    // Every broker answer now takes a while, so the place call is still on its way when the BFF dies.
    await setFaults(ready.simulator.http, { latencyMs: 20_000 });
    await confirm.click();
    // Journaled: the BFF tells every tab the order is on its way as the place call leaves; the
    // placing tab shows it in its list once the broker has not answered within 50 ms.
    await expect(orderRow(page, id)).toHaveAttribute('data-status', 'SENDING');
    await first.kill();

    const second = await start();
    running.push(second);
    const again = second.ready;
    await controlSimulator(again.simulator.http, 'clock', { now: env.E2E_MARKET_NOW });
    await page.goto(again.loginUrl);
    await openOn(page, again.url, 'KO');
    await showOrders(page, 'Failed');
    await expect(orderRow(page, id)).toHaveAttribute('data-status', 'NOT_PLACED');
    await expect(orderRow(page, id)).toHaveCount(1);
    const sim = createSimClient(again.simulator.http, credentials.appKey, credentials.secret);
    expect((await simHistory(sim, MARGIN_ACCOUNT)).filter((o) => o.client_order_id === id)).toHaveLength(0);
  } finally {
    await context.close();
    for (const process of running.reverse()) await process.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
