import type { Locator, Page } from '@playwright/test';
import { fillList } from './support/fill-list';
import { expect, test } from './support/fixtures';
import { openOn, orderRow, reviewOrder } from './support/ticket-ui';
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

/** The element's box; it must be drawn. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator.toString()} is not drawn`);
  return box;
}

/** Sends a limit buy well under the market from the ticket; answers its row in the orders panel. */
async function restBuy(page: Page, price: number) {
  const { confirm, id } = await reviewOrder(page, {
    quantity: '1',
    orderType: 'Limit',
    limit: (price - 20).toFixed(2),
  });
  await confirm.click();
  const row = orderRow(page, id);
  await expect(row).toBeVisible();
  return row;
}

test('at 1600x1000 Review, Confirm, an order’s Cancel and 250 px of fundamentals show without a scroll', async ({
  app,
  env,
}) => {
  const price = await openOn(app, env.E2E_BASE_URL, 'AAPL');
  expect((await boxOf(app.locator('#fundamentals-area'))).height).toBeGreaterThanOrEqual(250);
  await expect(app.getByRole('tab', { name: 'Analysts' })).toBeInViewport({ ratio: 1 });

  const ticket = app.getByRole('region', { name: 'Order ticket' });
  await expect(ticket.getByRole('button', { name: 'Review order' })).toBeInViewport({ ratio: 1 });
  // Typed where the ticket shows its fields, sent with the buttons where they are: no scroll.
  await ticket.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1');
  await ticket.getByRole('textbox', { name: 'Limit price' }).fill((price - 20).toFixed(2));
  await ticket.getByRole('button', { name: 'Review order' }).click();
  const confirm = ticket.getByTestId('ticket-confirm');
  await expect(confirm).toBeEnabled();
  await expect(confirm).toBeInViewport({ ratio: 1 });
  const id = await ticket.getByRole('region', { name: 'Order review' }).getAttribute('data-client-order-id');
  await confirm.click();
  const row = orderRow(app, id ?? 'no order id');
  await expect(row).toBeVisible();
  await app.screenshot({ path: 'test-results/widths-1600x1000.png' });

  const panel = await boxOf(app.locator('#orders-panel-open'));
  const actions = await boxOf(app.getByRole('columnheader', { name: 'Actions' }));
  expect(actions.x + actions.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
  const cancel = row.getByRole('button', { name: /^Cancel / });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  await cancel.click();
  await expect(row).toBeHidden();
});

test('at 1024x700 the header is one row, the chart 300 px tall and every orders column reachable, Cancel in view', async ({
  app,
  env,
}) => {
  await app.setViewportSize({ width: 1024, height: 700 });
  const price = await openOn(app, env.E2E_BASE_URL, 'AAPL');
  const mode = await boxOf(app.getByTestId('mode-badge'));
  const logout = await boxOf(app.getByRole('button', { name: 'Log out' }));
  expect(Math.abs(logout.y + logout.height / 2 - (mode.y + mode.height / 2))).toBeLessThan(mode.height);
  // The plot under the chart's toolbar and legend, price and time scales included.
  const plot = await boxOf(app.getByTestId('chart-plot'));
  expect(plot.height).toBeGreaterThanOrEqual(300);

  const row = await restBuy(app, price);
  await app.screenshot({ path: 'test-results/widths-1024x700.png' });
  const cancel = row.getByRole('button', { name: /^Cancel / });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  // The other columns scroll sideways under the actions, which stay at the right edge.
  const scroller = app.locator('#orders-panel-open');
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const panel = await boxOf(scroller);
  const actions = await boxOf(app.getByRole('columnheader', { name: 'Actions' }));
  expect(actions.x + actions.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
  for (const name of ['Limit / stop', 'TIF', 'Status']) {
    const box = await boxOf(app.getByRole('columnheader', { name }));
    expect(box.x).toBeGreaterThanOrEqual(panel.x);
    expect(box.x + box.width).toBeLessThanOrEqual(actions.x + 1);
  }
  await expect(cancel).toBeInViewport({ ratio: 1 });
  await cancel.click();
  await expect(row).toBeHidden();
});
