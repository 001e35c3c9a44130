import type { Page } from '@playwright/test';
import { fillList } from './support/fill-list';
import { expect, test } from './support/fixtures';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

test.use({ viewport: { width: 1600, height: 1000 } });

/** How far the element's content overflows its box sideways, in pixels (0: it fits). */
function overflow(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.scrollWidth - element.clientWidth);
}

test('at 1600 px the default watchlist columns and the screener rows fit; with every column the symbol stays put while the rest scrolls', async ({
  app,
}) => {
  const list = 'Widths journey';
  await createListInUi(app, list);
  try {
    await fillList(app, list, ['BRK.B', 'GOOGL']);
    await app.screenshot({ path: 'test-results/widths-default.png' });
    expect(await overflow(app, '[data-testid="watchlist-scroll"]')).toBe(0);

    await app.getByText('Columns', { exact: true }).click();
    for (const name of ['Bid / Ask', 'Ext. hours', 'Day range', 'Div. yield', 'Next earnings', 'Target upside'])
      await app.getByRole('checkbox', { name }).check();
    await app.getByText('Columns', { exact: true }).click();
    const scroller = app.getByTestId('watchlist-scroll');
    expect(await overflow(app, '[data-testid="watchlist-scroll"]')).toBeGreaterThan(0);
    const symbolCell = app.getByTestId('watchlist-row').first().getByRole('rowheader');
    const before = await symbolCell.boundingBox();
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await app.screenshot({ path: 'test-results/widths-all-scrolled.png' });
    const after = await symbolCell.boundingBox();
    expect(after?.x).toBe(before?.x);
  } finally {
    await deleteListInUi(app, list);
  }

  await app.getByRole('tab', { name: 'Screeners' }).click();
  const firstAdd = app
    .getByTestId('screener-row')
    .first()
    .getByRole('button', { name: /^Add .* to watchlist$/ });
  await expect(firstAdd).toBeVisible();
  await app.screenshot({ path: 'test-results/widths-screeners.png' });
  const panel = await app.locator('#research-panel-screeners').boundingBox();
  const add = await firstAdd.boundingBox();
  if (panel === null || add === null) throw new Error('the screener panel or its add button is not shown');
  expect(add.x + add.width).toBeLessThanOrEqual(panel.x + panel.width);
});

test('at 1600 px the header is one row: market time and status beside Diagnostics and Log out', async ({ app }) => {
  await expect(app.getByTestId('market-status')).toBeVisible();
  const mode = await app.getByTestId('mode-badge').boundingBox();
  const status = await app.getByTestId('market-status').boundingBox();
  const logout = await app.getByRole('button', { name: 'Log out' }).boundingBox();
  if (mode === null || status === null || logout === null) throw new Error('the header is not drawn');
  // Every control's middle on the mode badge's line.
  const line = mode.y + mode.height / 2;
  for (const box of [status, logout]) expect(Math.abs(box.y + box.height / 2 - line)).toBeLessThan(mode.height);
});
