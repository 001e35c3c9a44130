import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { savedLayoutSchema } from '@contracts/layout';
import { fetchFromPage } from './support/bff-fetch';
import { expect, test } from './support/fixtures';
import { startPaperBff } from './support/paper-bff';
import type { StartedProcess } from './support/process';
import { controlSimulator } from './support/sim-client';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

// Journey: a paper account kept across a restart of the dashboard, as `npm start` keeps it (the
// key pair and the simulator's state in DATA_DIR), then started over with "Reset paper account".
// The new account opens on the starter watchlist, which the trader deletes. The trader leaves a
// GTC and a DAY limit working, a position, a watchlist and a changed layout; the dashboard is
// stopped and started again on the same data directory the next morning (a close passed
// meanwhile): the GTC still works, the DAY order expired, the rest is as left, and the deleted
// starter list does not come back. The reset, after a confirm that says what goes, empties all of
// it, and the account, new again, has the starter list again.

const SYMBOL = 'KO';
const DAY_MS = 86_400_000;
const LIST = 'Kept across restarts';
// What a new paper account is given (docs/decisions/0096-a-starter-watchlist-for-a-new-paper-account.md).
const STARTER = 'Starter list (delete any time)';
const STARTER_SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'];

const positionRow = (page: Page) =>
  page.getByTestId('positions-panel').locator(`[data-testid="position-row"][data-symbol="${SYMBOL}"]`);
// Read behind the Screeners tab without switching to it: a switch would be saved too.
const listOption = (page: Page) =>
  page.getByRole('combobox', { name: 'Watchlist', includeHidden: true }).locator('option', { hasText: LIST });
const screenersTab = (page: Page) => page.getByRole('tab', { name: 'Screeners' });
const starterOption = (page: Page) =>
  page.getByRole('combobox', { name: 'Watchlist', includeHidden: true }).locator('option', { hasText: STARTER });

/** The open list is the starter list, with its symbols in its order. */
async function expectStarterListOpen(page: Page) {
  await expect(
    page.getByRole('combobox', { name: 'Watchlist', includeHidden: true }).locator('option:checked'),
  ).toHaveText(STARTER);
  const rows = page.getByTestId('watchlist-row');
  await expect(rows).toHaveCount(STARTER_SYMBOLS.length);
  expect(await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-symbol')))).toEqual(
    STARTER_SYMBOLS,
  );
}

async function savedResearchTab(page: Page) {
  const { status, text } = await fetchFromPage(page, '/api/layout');
  expect(status).toBe(200);
  return savedLayoutSchema.parse(JSON.parse(text)).layout?.researchTab;
}

test('a new account opens on the starter list; a restart keeps the account, its watchlist and layout; Reset paper account starts it over', async ({
  browser,
  env,
}) => {
  // Two starts of the BFF and the simulator (each compiled by tsx) on a busy machine: a wide budget.
  test.setTimeout(600_000);
  const dir = mkdtempSync(join(tmpdir(), 'paper-account-journey-'));
  const start = () =>
    startPaperBff({
      // No key given: the BFF makes one and keeps it in DATA_DIR, as npm start does.
      credentials: 'kept',
      ownGroup: true,
      timeoutMs: 180_000,
      env: { DATA_DIR: join(dir, 'data') },
    });
  const running: StartedProcess[] = [];
  const context = await browser.newContext();
  try {
    const first = await start();
    running.push(first);
    await controlSimulator(first.ready.simulator.http, 'clock', { now: env.E2E_MARKET_NOW });
    const page = await context.newPage();
    await page.goto(first.ready.loginUrl);
    const last = await openOn(page, first.ready.url, SYMBOL);

    await test.step('a new account opens on the starter list, which is deleted like any list', async () => {
      await expectStarterListOpen(page);
      await deleteListInUi(page, STARTER);
      await expect(page.getByText('No watchlists yet.', { exact: false })).toBeVisible();
    });
    const ticket = page.getByRole('region', { name: 'Order ticket' });
    const lastOrder = page.getByRole('region', { name: 'Last order' });

    const bought = await reviewOrder(page, { side: 'Buy', quantity: '5', orderType: 'Market' });
    await bought.confirm.click();
    await expect(lastOrder).toHaveAttribute('data-client-order-id', bought.id);
    await expect(lastOrder).toHaveAttribute('data-status', 'FILLED');

    const far = (last * 0.5).toFixed(2);
    await ticket.getByLabel('Time in force').selectOption({ label: 'Good till cancelled' });
    const gtc = await reviewOrder(page, { side: 'Buy', quantity: '3', orderType: 'Limit', limit: far });
    await gtc.confirm.click();
    await expect(lastOrder).toHaveAttribute('data-client-order-id', gtc.id);
    await ticket.getByLabel('Time in force').selectOption({ label: 'Day' });
    const day = await reviewOrder(page, { side: 'Buy', quantity: '2', orderType: 'Limit', limit: far });
    await day.confirm.click();
    await expect(lastOrder).toHaveAttribute('data-client-order-id', day.id);
    await showOrders(page, 'Open');
    await expect(orderRow(page, gtc.id)).toHaveAttribute('data-status', 'SUBMITTED');
    await expect(orderRow(page, day.id)).toHaveAttribute('data-status', 'SUBMITTED');
    await page.getByRole('tab', { name: 'Positions', exact: true }).click();
    await expect(positionRow(page)).toBeVisible();
    const held = await positionRow(page).getByRole('cell').first().textContent();

    await createListInUi(page, LIST);
    await screenersTab(page).click();
    await expect.poll(() => savedResearchTab(page)).toBe('screeners');

    // Stopped as Ctrl+C stops npm start, and started again on the same data directory.
    await first.stop();
    const second = await start();
    running.push(second);
    expect(second.appKey).toBe(first.appKey);
    // The next trading morning: the close passed while the dashboard was stopped.
    await controlSimulator(second.ready.simulator.http, 'clock', { now: env.E2E_MARKET_NOW + DAY_MS });
    await page.goto(second.ready.loginUrl);
    await openOn(page, second.ready.url, SYMBOL);

    await test.step('after the restart', async () => {
      await expect(screenersTab(page)).toHaveAttribute('aria-selected', 'true');
      await expect(listOption(page)).toHaveCount(1);
      // Offered once: deleted, the starter list stays gone.
      await expect(starterOption(page)).toHaveCount(0);
      await showOrders(page, 'Open');
      await expect(orderRow(page, gtc.id)).toHaveAttribute('data-status', 'SUBMITTED');
      await expect(orderRow(page, day.id)).toHaveCount(0);
      await showOrders(page, 'Cancelled');
      await expect(orderRow(page, day.id)).toHaveAttribute('data-status', 'CANCELLED');
      await showOrders(page, 'Filled');
      await expect(orderRow(page, bought.id)).toHaveAttribute('data-status', 'FILLED');
      await page.getByRole('tab', { name: 'Positions', exact: true }).click();
      await expect(positionRow(page).getByRole('cell').first()).toHaveText(held ?? '');
    });

    await test.step('Reset paper account', async () => {
      await page.evaluate(() => {
        document.documentElement.dataset.journey = 'before-reset';
      });
      await page.getByRole('button', { name: 'Layout' }).click();
      await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Reset paper account…' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Reset the paper account?' });
      await expect(confirm).toContainText('every order, open or past');
      await expect(confirm).toContainText('every position');
      await expect(confirm).toContainText('every watchlist');
      await expect(confirm).toContainText('the saved layout');
      // Cancel changes nothing.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Reset paper account…' }).click();
      await confirm.getByRole('button', { name: 'Reset paper account' }).click();
      // The page loads again on the new account.
      await expect(page.locator('html')).not.toHaveAttribute('data-journey', 'before-reset');
    });

    await test.step('after the reset', async () => {
      await expect(page.getByTestId('quote-price')).toHaveAttribute('data-value', /\d/);
      await expect(page.getByRole('tab', { name: 'Watchlists' })).toHaveAttribute('aria-selected', 'true');
      expect(await savedResearchTab(page)).toBeUndefined();
      // A new account again: the trader's list is gone, and the starter list is back, alone.
      await expectStarterListOpen(page);
      await expect(listOption(page)).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Watchlist' }).locator('option')).toHaveCount(1);
      await showOrders(page, 'Open');
      await expect(page.getByTestId('orders-panel').getByText('No open orders.')).toBeVisible();
      await showOrders(page, 'Cancelled');
      await expect(orderRow(page, day.id)).toHaveCount(0);
      await showOrders(page, 'Filled');
      await expect(orderRow(page, bought.id)).toHaveCount(0);
      await page.getByRole('tab', { name: 'Positions', exact: true }).click();
      await expect(page.getByTestId('positions-panel').getByTestId('position-row').first()).toBeVisible();
      await expect(positionRow(page)).toHaveCount(0);
    });
  } finally {
    await context.close();
    for (const process of running.reverse()) await process.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
