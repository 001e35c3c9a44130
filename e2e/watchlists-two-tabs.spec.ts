import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { deleteSimWatchlists, simWatchlists, simWatchlistSymbols } from './support/sim-research';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

const PREFIX = 'e2e-tabs ';

function rowSymbols(page: Page): Promise<(string | null)[]> {
  return page.getByTestId('watchlist-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol')));
}

async function addFromSearch(page: Page, listName: string, symbol: string): Promise<void> {
  await page.getByRole('combobox', { name: `Add a symbol to ${listName}` }).fill(symbol);
  await page
    .getByRole('listbox', { name: 'Symbols to add' })
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .click();
  await expect(page.getByTestId('watchlist-row').and(page.locator(`[data-symbol="${symbol}"]`))).toBeVisible();
}

async function savedOrder(sim: Parameters<typeof simWatchlists>[0], name: string): Promise<string[]> {
  const list = (await simWatchlists(sim)).find((item) => item.name === name);
  if (list === undefined) throw new Error(`the simulator has no watchlist named ${name}`);
  return simWatchlistSymbols(sim, list.watchlist_id);
}

test.afterEach(async ({ sim }) => {
  await deleteSimWatchlists(sim, PREFIX);
});

test('two tabs of one login show the same list: a symbol added in one appears in the other, which can then reorder it', async ({
  app,
  env,
  sim,
}) => {
  const name = `${PREFIX}${String(Date.now())}`;
  await createListInUi(app, name);
  await addFromSearch(app, name, 'AAPL');
  await addFromSearch(app, name, 'MSFT');

  const second = await app.context().newPage();
  await second.goto(env.E2E_BASE_URL);
  await expect(second.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
  await second.getByRole('combobox', { name: 'Watchlist' }).selectOption({ label: name });
  await expect.poll(() => rowSymbols(second)).toEqual(['AAPL', 'MSFT']);
  // Only a live tab hears the change: wait until this one is connected.
  await expect(second.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live');

  await app.bringToFront();
  await addFromSearch(app, name, 'NVDA');
  await expect.poll(() => savedOrder(sim, name)).toEqual(['AAPL', 'MSFT', 'NVDA']);

  // The second tab shows it without a reload (the page is the same document throughout).
  await second.bringToFront();
  const marker = await second.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
    return true;
  });
  await expect.poll(() => rowSymbols(second)).toEqual(['AAPL', 'MSFT', 'NVDA']);

  // Reordering there is based on the list the broker holds, so it is saved.
  const row = second.locator('[data-testid="watchlist-row"][data-symbol="NVDA"]');
  await row.focus();
  await second.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => rowSymbols(second)).toEqual(['AAPL', 'NVDA', 'MSFT']);
  await expect.poll(() => savedOrder(sim, name)).toEqual(['AAPL', 'NVDA', 'MSFT']);
  await expect(second.getByRole('region', { name: 'Watchlists' }).getByRole('alert')).toHaveCount(0);
  expect(await second.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(marker);

  // And the first tab follows the second's new order.
  await app.bringToFront();
  await expect.poll(() => rowSymbols(app)).toEqual(['AAPL', 'NVDA', 'MSFT']);
  await second.close();
  await deleteListInUi(app, name);
});
