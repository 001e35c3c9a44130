import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, moveMarket, simOrders, simPositions } from './support/sim-trading';
import { expectTimeline, openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: a limit buy from the ticket rests, is modified, the market is moved through it and it
// fills; the order list, its timeline, the position, the balances and a toast agree with the
// paper broker's own records.
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
  await expect(result).toHaveAttribute('data-status', 'SUBMITTED');

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
  await expect(
    app
      .getByTestId('toast')
      .filter({ hasText: /Filled/ })
      .filter({ hasText: SYMBOL }),
  ).toBeVisible();
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
});
