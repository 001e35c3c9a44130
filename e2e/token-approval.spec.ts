import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { startPaperBff } from './support/paper-bff';
import { controlSimulator } from './support/sim-client';
import { publishTrade } from './support/stream-control';
import { createListInUi } from './support/watchlist-ui';

// Journey: the broker asks for a second-factor sign-in (SIM_TOKEN_CHECK=1). The whole screen says
// so with the time left; the trader approves on the phone (the control surface stands in for it)
// and the dashboard comes alive in the same page; a rejected sign-in offers one button to ask again.

/** A BFF of its own whose simulator checks the token; its database in a temporary folder. */
async function startTokenBff(marketNow: number) {
  const dir = mkdtempSync(join(tmpdir(), 'token-journey-'));
  const bff = await startPaperBff({ tokenCheck: true, timeoutMs: 180_000, env: { DATA_DIR: join(dir, 'data') } });
  await controlSimulator(bff.ready.simulator.http, 'clock', { now: marketNow });
  const stop = async () => {
    await bff.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { ...bff.ready, stop };
}

const waiting = (page: Page) => page.getByRole('heading', { name: 'Approve the sign-in in your broker app' });

test('the pending sign-in fills the screen with the time left; approved, the dashboard comes alive without a reload', async ({
  page,
  env,
}) => {
  const bff = await startTokenBff(env.E2E_MARKET_NOW);
  try {
    await page.goto(bff.loginUrl);
    await expect(waiting(page)).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^[0-5]:[0-5]\d left to approve$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');
    await expect(page.getByTestId('mode-badge')).toHaveCount(0);
    await expect(page.getByText(/not signed in|401/i)).toHaveCount(0);
    await expectNoAxeViolations(page, 'second-factor sign-in');
    // Gone after a reload: proves the page below is the same one.
    await page.evaluate(() => {
      document.documentElement.dataset.journey = 'before-approval';
    });

    await controlSimulator(bff.simulator.http, 'token/approve', {});
    await expect(page.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
    await expect(waiting(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-journey', 'before-approval');

    // The quote panel opens on AAPL: its Add to watchlist button fills the new list.
    await createListInUi(page, 'Approved');
    // Until the broker answers the create, the list is a placeholder nothing can be added to.
    await expect(page.getByRole('combobox', { name: 'Watchlist' }).locator('option:checked')).toHaveAttribute(
      'value',
      /^\d+$/,
    );
    await page
      .getByRole('region', { name: 'Quote for AAPL' })
      .getByRole('button', { name: 'Add to watchlist' })
      .click();
    const cell = page.locator('[data-testid="watchlist-row"][data-symbol="AAPL"] [data-testid="watchlist-last"]');
    await expect(cell).toHaveAttribute('data-value', /^\d+(\.\d+)?$/);
    const price = (Number(await cell.getAttribute('data-value')) + 1.37).toFixed(2);
    await publishTrade(bff.simulator.http, 'AAPL', price);
    await expect.poll(async () => Number(await cell.getAttribute('data-value'))).toBe(Number(price));
    await expect(page.locator('html')).toHaveAttribute('data-journey', 'before-approval');
  } finally {
    await bff.stop();
  }
});

test('a rejected sign-in offers one button that asks again, and the new one is approved', async ({ page, env }) => {
  const bff = await startTokenBff(env.E2E_MARKET_NOW);
  try {
    await page.goto(bff.loginUrl);
    await expect(waiting(page)).toBeVisible();

    // The trader declines the request on the phone.
    await controlSimulator(bff.simulator.http, 'token/revoke', {});
    await expect(page.getByRole('heading', { name: 'The sign-in was rejected' })).toBeVisible();
    await expect(page.getByRole('button')).toHaveText(['Ask again']);
    await expectNoAxeViolations(page, 'rejected second-factor sign-in');

    await page.getByRole('button', { name: 'Ask again' }).click();
    await expect(waiting(page)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/left to approve$/);
    await controlSimulator(bff.simulator.http, 'token/approve', {});
    await expect(page.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
  } finally {
    await bff.stop();
  }
});
