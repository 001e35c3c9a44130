import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { deleteSimWatchlists, simWatchlists, simWatchlistSymbols } from './support/sim-research';
import { keepStatusTexts } from './support/status-log';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

const PREFIX = 'e2e-wl ';

function rowSymbols(app: Page): Promise<(string | null)[]> {
  return app.getByTestId('watchlist-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol')));
}

async function addFromSearch(app: Page, listName: string, symbol: string): Promise<void> {
  const box = app.getByRole('combobox', { name: `Add a symbol to ${listName}` });
  await box.fill(symbol);
  await app
    .getByRole('listbox', { name: 'Symbols to add' })
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .click();
  await expect(app.getByTestId('watchlist-row').and(app.locator(`[data-symbol="${symbol}"]`))).toBeVisible();
}

/**
 * A real pointer drag: press on the handle, move past the few pixels that start a drag, move to
 * the target's upper half, release. Each step waits for what a screen-reader user hears (the
 * list's live announcements), so a busy page that has not yet measured the rows cannot be
 * released over nothing.
 */
async function dragHandle(app: Page, symbol: string, target: Locator, announced: string): Promise<void> {
  const from = await app.getByRole('button', { name: `Reorder ${symbol}` }).boundingBox();
  const to = await target.boundingBox();
  if (from === null || to === null) throw new Error('drag handle or target not on screen');
  const heard = (text: string | RegExp) => expect(app.getByRole('status').filter({ hasText: text })).not.toHaveCount(0);
  await app.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await app.mouse.down();
  await app.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  // Picked up, or already over its own place: either way the drag has begun.
  await heard(new RegExp(`^(Picked up ${symbol},|${symbol} moved to )`));
  await app.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 15 });
  await heard(`${symbol} moved to ${announced}.`);
  await app.mouse.up();
}

async function simIdOf(sim: Parameters<typeof simWatchlists>[0], name: string): Promise<string> {
  const list = (await simWatchlists(sim)).find((item) => item.name === name);
  if (list === undefined) throw new Error(`the simulator has no watchlist named ${name}`);
  return list.watchlist_id;
}

// Journeys delete their lists through the UI; these only clear what a failed journey left.
test.beforeEach(async ({ sim }) => {
  await deleteSimWatchlists(sim, PREFIX);
});

test.afterEach(async ({ sim }) => {
  await deleteSimWatchlists(sim, PREFIX);
});

test('two lists, symbols from search and a screener, a dragged order kept with the provider, rename and delete', async ({
  app,
  sim,
}) => {
  // The whole journey in one test (each step builds on the last); it makes ~40 UI steps.
  test.slow();
  const first = `${PREFIX}core ${String(Date.now())}`;
  const second = `${PREFIX}ideas ${String(Date.now())}`;
  await createListInUi(app, first);
  await createListInUi(app, second);
  await expect
    .poll(async () => (await simWatchlists(sim)).map((list) => list.name))
    .toEqual(expect.arrayContaining([first, second]));

  await app.getByRole('combobox', { name: 'Watchlist' }).selectOption({ label: first });
  for (const symbol of ['AAPL', 'MSFT', 'NVDA']) await addFromSearch(app, first, symbol);

  // One more from the gainers screener: its first row that is not in the list yet.
  await app.getByRole('tab', { name: 'Screeners' }).click();
  await expect(app.getByTestId('screener-row').first()).toBeVisible();
  const ranked = await app
    .getByTestId('screener-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol') ?? ''));
  const fromScreener = ranked.find((symbol) => !['AAPL', 'MSFT', 'NVDA'].includes(symbol));
  if (fromScreener === undefined) throw new Error('the gainers screener listed no other symbol');
  // The confirmation leaves by itself after a few seconds: keep what was shown rather than race it.
  const shown = await keepStatusTexts(app);
  await app.getByRole('button', { name: `Add ${fromScreener} to watchlist` }).click();
  await expect.poll(shown).toContainEqual(expect.stringContaining(`Added ${fromScreener} to “${first}”`));
  await app.getByRole('tab', { name: 'Watchlists' }).click();
  await expect.poll(() => rowSymbols(app)).toEqual(['AAPL', 'MSFT', 'NVDA', fromScreener]);
  const firstId = await simIdOf(sim, first);
  await expect.poll(() => simWatchlistSymbols(sim, firstId)).toEqual(['AAPL', 'MSFT', 'NVDA', fromScreener]);

  // Drag the screener's symbol to the top of the list.
  await dragHandle(app, fromScreener, app.getByRole('button', { name: 'Reorder AAPL' }), 'position 1 of 4');
  const dragged = [fromScreener, 'AAPL', 'MSFT', 'NVDA'];
  await expect.poll(() => rowSymbols(app)).toEqual(dragged);
  await expect.poll(() => simWatchlistSymbols(sim, firstId)).toEqual(dragged);

  await app.reload();
  await expect(app.getByRole('combobox', { name: 'Watchlist' }).locator('option:checked')).toHaveText(first);
  await expect.poll(() => rowSymbols(app)).toEqual(dragged);

  // Rename: an empty name and the other list's name are refused with a clear sentence.
  await app.getByRole('button', { name: 'Rename' }).click();
  const rename = app.getByRole('dialog', { name: `Rename “${first}”` });
  const nameBox = rename.getByRole('textbox', { name: 'Name' });
  await nameBox.fill('  ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByRole('alert')).toHaveText('Enter a name for the watchlist.');
  await nameBox.fill(second);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByRole('alert')).toHaveText(
    `A watchlist named “${second}” already exists. Choose another name.`,
  );
  const renamed = `${first} renamed`;
  await nameBox.fill(renamed);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(app.getByRole('combobox', { name: 'Watchlist' }).locator('option:checked')).toHaveText(renamed);
  await expect
    .poll(async () => (await simWatchlists(sim)).find((list) => list.watchlist_id === firstId)?.name)
    .toBe(renamed);

  // Delete asks first; Cancel keeps the list, Delete removes it with the provider.
  await app.getByRole('button', { name: 'Delete' }).click();
  await app.getByRole('alertdialog', { name: 'Delete watchlist?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(app.getByRole('combobox', { name: 'Watchlist' }).locator('option:checked')).toHaveText(renamed);
  await app.getByRole('button', { name: 'Delete' }).click();
  await app.getByRole('alertdialog', { name: 'Delete watchlist?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(app.getByRole('combobox', { name: 'Watchlist' }).locator('option', { hasText: renamed })).toHaveCount(0);
  await expect.poll(async () => (await simWatchlists(sim)).some((list) => list.watchlist_id === firstId)).toBe(false);
  await deleteListInUi(app, second);
});

test('creating a list with an empty or duplicate name gets a clear message and sends nothing', async ({ app, sim }) => {
  const name = `${PREFIX}dup ${String(Date.now())}`;
  await createListInUi(app, name);
  await app.getByRole('button', { name: 'New list' }).click();
  const dialog = app.getByRole('dialog', { name: 'New watchlist' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a name for the watchlist.');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `A watchlist named “${name.toUpperCase()}” already exists. Choose another name.`,
  );
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await simWatchlists(sim)).filter((list) => list.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  await deleteListInUi(app, name);
});
