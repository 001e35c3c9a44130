import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, moveMarket, simOrders, simPositions } from './support/sim-trading';
import { expectTimeline, openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: a limit buy from the ticket rests, is modified, the market is moved through it and it
// fills; the order list, its timeline, the position, the balances and a toast agree with the
// paper broker's own records, and the ticket's status line goes from Working to Filled. A trailing
// stop then sells the shares: its row and timeline show the trail and the trigger the broker works
// with, which follows the price up; switching symbol clears the ticket's status line.
const SYMBOL = 'MSFT';

test('a limit buy rests, is modified, and fills when the market trades through it', async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const [before] = (await simPositions(sim, MARGIN_ACCOUNT)).filter((p) => p.symbol === SYMBOL);
  const held = Number(before?.quantity ?? '0');
  const firstLimit = (last * 0.9).toFixed(2);
  const { id, confirm } = await reviewOrder(app, {
    side: 'Buy',
    quantity: '10',
    orderType: 'Limit',
    limit: firstLimit,
  });
  await confirm.click();
  const result = app.getByRole('region', { name: 'Last order' });
  const statusLine = result.getByTestId('order-result-status');
  await expect(result).toHaveAttribute('data-status', 'SUBMITTED');
  await expect(statusLine).toHaveText('Working');

  // Resting: in the open list, and at the broker.
  await showOrders(app, 'Open');
  const row = orderRow(app, id);
  await expect(row).toHaveAttribute('data-status', 'SUBMITTED');
  expect((await simOrders(sim, MARGIN_ACCOUNT, id))[0]).toMatchObject({ status: 'SUBMITTED', limit_price: firstLimit });

  // Modified in place: the broker works the new price.
  const newLimit = (last * 0.95).toFixed(2);
  await row.getByRole('button', { name: /^Modify / }).click();
  await row.getByRole('textbox', { name: 'New limit price' }).fill(newLimit);
  await row.getByRole('textbox', { name: 'New limit price' }).press('Enter');
  await expect.poll(async () => (await simOrders(sim, MARGIN_ACCOUNT, id))[0]?.limit_price).toBe(newLimit);
  await expect(row).toContainText(newLimit);

  // The market trades through the limit: filled.
  await moveMarket(env.E2E_SIM_URL, SYMBOL, [(Number(newLimit) - 0.5).toFixed(2)]);
  const filled = (await simOrders(sim, MARGIN_ACCOUNT, id))[0];
  expect(filled?.status).toBe('FILLED');
  const toast = app
    .getByTestId('toast')
    .filter({ hasText: /Filled/ })
    .filter({ hasText: SYMBOL });
  await expect(toast).toBeVisible();
  // Below the header, never over its account picker, Layout, Diagnostics or Log out.
  const header = await app.getByRole('banner').boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Infinity));
  // The ticket's status line follows the order to its fill, at the broker's price.
  await expect(result).toHaveAttribute('data-status', 'FILLED');
  await expect(statusLine).toHaveText(/^Filled at [\d,.]+$/);
  expect(Number((await statusLine.textContent())?.replace(/^Filled at |,/g, ''))).toBe(Number(filled?.filled_price));
  await showOrders(app, 'Filled');
  await expect(orderRow(app, id)).toHaveAttribute('data-status', 'FILLED');
  await expect(orderRow(app, id)).toContainText(filled?.filled_price ?? 'no fill price');

  // Its life, step by step.
  await expectTimeline(app, id, ['reviewed', 'sent', 'accepted', 'modify_requested', 'modified', 'filled']);

  // The position and the balances are the broker's.
  const position = (await simPositions(sim, MARGIN_ACCOUNT)).find((p) => p.symbol === SYMBOL);
  expect(Number(position?.quantity)).toBe(held + 10);
  await app.getByRole('tab', { name: 'Positions', exact: true }).click();
  const shown = app.getByTestId('positions-panel').locator(`[data-testid="position-row"][data-symbol="${SYMBOL}"]`);
  await expect(shown).toContainText(String(held + 10));

  // A trailing stop $1.00 behind the price sells them.
  const ticket = app.getByRole('region', { name: 'Order ticket' });
  // The radio itself is visually hidden (under the status line here): the trader clicks its label.
  await ticket
    .locator('label')
    .filter({ hasText: /^Sell$/ })
    .click();
  await expect(ticket.getByRole('radio', { name: 'Sell', exact: true })).toBeChecked();
  await ticket.getByLabel('Order type').selectOption({ label: 'Trailing stop' });
  await ticket.getByLabel('Trail by').selectOption({ label: 'Amount ($)' });
  await ticket.getByRole('textbox', { name: 'Trail ($)' }).fill('1.00');
  await ticket.getByRole('textbox', { name: 'Quantity', exact: true }).fill('10');
  await ticket.getByRole('button', { name: 'Review order' }).click();
  const review = ticket.getByRole('region', { name: 'Order review' });
  await expect(review.getByTestId('review-cost')).toBeVisible();
  const trailId = await review.getAttribute('data-client-order-id');
  if (trailId === null) throw new Error('the review names no order id');
  await review.getByTestId('ticket-confirm').click();
  await expect(statusLine).toHaveText('Working');

  // Its row shows the trail and the broker's trigger, and the trigger follows a new high.
  await showOrders(app, 'Open');
  const trailRow = orderRow(app, trailId);
  const brokerStop = async () => (await simOrders(sim, MARGIN_ACCOUNT, trailId))[0]?.stop_price;
  const firstStop = await brokerStop();
  if (firstStop === undefined) throw new Error('the broker reports no trigger for the trailing stop');
  await expect(trailRow.getByTestId('order-trailing')).toHaveText(`trail $1.00 / ${firstStop}`);
  await moveMarket(env.E2E_SIM_URL, SYMBOL, [(Number(firstStop) + 3).toFixed(2)]);
  const raised = await brokerStop();
  expect(Number(raised)).toBe(Number((Number(firstStop) + 2).toFixed(2)));
  await expect(trailRow.getByTestId('trailing-stop')).toHaveText(raised ?? 'no trigger');
  await trailRow.getByRole('button', { name: /^Timeline of / }).click();
  await expect(app.getByTestId('timeline-trailing')).toHaveText(`Trail $1.00 · stop now ${raised ?? ''}`);
  await app.getByTestId('order-timeline').getByRole('button', { name: 'Close timeline' }).click();

  // Cancelled (the broker is shared), which the status line says too.
  await trailRow.getByRole('button', { name: /^Cancel / }).click();
  await expect.poll(async () => (await simOrders(sim, MARGIN_ACCOUNT, trailId))[0]?.status).toBe('CANCELLED');
  await expect(statusLine).toHaveText('Cancelled');

  // Another symbol: the ticket no longer speaks of MSFT's order.
  await app.keyboard.press('/');
  await app.getByRole('combobox', { name: 'Search symbols' }).pressSequentially('KO');
  await expect(app.getByRole('option').first()).toContainText('KO');
  await app.keyboard.press('Enter');
  await expect(ticket.getByTestId('ticket-symbol')).toHaveText('KO');
  await expect(result).toHaveCount(0);
});
