import type { Page } from '@playwright/test';
import { fetchFromPage } from './support/bff-fetch';
import { fillList } from './support/fill-list';
import { expect, logIn, test } from './support/fixtures';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

const quoteSymbol = (app: Page) => app.getByTestId('quote-symbol');

test('arrow keys step through the watchlist rows and load each symbol', async ({ app }) => {
  const list = 'Keyboard journey';
  await createListInUi(app, list);
  try {
    await fillList(app, list, ['MSFT', 'NVDA', 'JPM']);
    // The rows turn draggable once the drag code arrives (the table is rebuilt then).
    await expect(app.getByRole('button', { name: 'Reorder MSFT' })).toHaveAttribute('aria-roledescription', 'sortable');
    const row = (symbol: string) => app.getByTestId('watchlist-row').and(app.locator(`[data-symbol="${symbol}"]`));
    await row('MSFT').click();
    await expect(quoteSymbol(app)).toContainText('MSFT');
    await app.keyboard.press('ArrowDown');
    await expect(row('NVDA')).toBeFocused();
    await expect(quoteSymbol(app)).toContainText('NVDA');
    await expect(app).toHaveURL(/symbol=NVDA/);
    await app.keyboard.press('ArrowDown');
    await expect(quoteSymbol(app)).toContainText('JPM');
    // The last row stays put; Up goes back.
    await app.keyboard.press('ArrowDown');
    await expect(row('JPM')).toBeFocused();
    await app.keyboard.press('ArrowUp');
    await expect(row('NVDA')).toBeFocused();
    await expect(quoteSymbol(app)).toContainText('NVDA');
  } finally {
    await deleteListInUi(app, list);
  }
});

test('arrow keys step through the screener rows and load each symbol', async ({ app }) => {
  await app.getByRole('tab', { name: 'Screeners' }).click();
  const rows = app.getByTestId('screener-row');
  await expect(rows.nth(2)).toBeVisible();
  const symbols = await rows.evaluateAll((all) => all.slice(0, 3).map((row) => row.getAttribute('data-symbol') ?? ''));
  const [first, second, third] = symbols;
  if (first === undefined || second === undefined || third === undefined) throw new Error('fewer than 3 rows');
  await rows.nth(0).getByRole('button', { name: first, exact: true }).click();
  await expect(quoteSymbol(app)).toContainText(first);
  await app.keyboard.press('ArrowDown');
  await expect(rows.nth(1).getByRole('button', { name: second, exact: true })).toBeFocused();
  await expect(quoteSymbol(app)).toContainText(second);
  await app.keyboard.press('ArrowDown');
  await expect(quoteSymbol(app)).toContainText(third);
  await app.keyboard.press('ArrowUp');
  await expect(quoteSymbol(app)).toContainText(second);
});

test('Log out saves the last layout change, ends the session at the server and shows the sign-in screen', async ({
  app,
  env,
}) => {
  // Changed just before leaving: saved before the session ends, not lost with it.
  await app.getByRole('tab', { name: 'Screeners' }).click();
  await app.getByRole('button', { name: 'Log out' }).click();
  await expect(app.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  expect((await fetchFromPage(app, '/api/session')).status).toBe(401);
  await app.reload();
  await expect(app.getByRole('heading', { name: 'Sign in required' })).toBeVisible();

  await logIn(app, env);
  await expect(app.getByRole('tab', { name: 'Screeners' })).toHaveAttribute('aria-selected', 'true');
});
