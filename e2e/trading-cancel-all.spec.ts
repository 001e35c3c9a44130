import { expect, test } from './support/fixtures';
import { CASH_ACCOUNT, simHistory, simOrders } from './support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: several working orders, one Cancel all asked twice (the second time naming how many),
// and every one of them is cancelled at the paper broker and shown cancelled. On the cash account,
// which the other journeys leave without working orders; any it has are counted from the broker.
const SYMBOL = 'IBM';
const OPEN = ['PENDING', 'SUBMITTED', 'PARTIAL_FILLED'];

test('cancel all cancels every working order, at the broker and on screen', async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  await app.getByRole('combobox', { name: 'Account' }).selectOption(CASH_ACCOUNT);
  const ids: string[] = [];
  // Limits well below the market: they rest.
  for (const [index, ratio] of [0.9, 0.91, 0.92].entries()) {
    const { id, confirm } = await reviewOrder(app, {
      side: 'Buy',
      quantity: String(index + 1),
      orderType: 'Limit',
      limit: (last * ratio).toFixed(2),
    });
    await confirm.click();
    const result = app.getByRole('region', { name: 'Last order' });
    await expect(result).toHaveAttribute('data-client-order-id', id);
    await expect(result).toHaveAttribute('data-status', 'SUBMITTED');
    ids.push(id);
  }
  await showOrders(app, 'Open');
  for (const id of ids) await expect(orderRow(app, id)).toHaveAttribute('data-status', 'SUBMITTED');
  const openAtBroker = (await simHistory(sim, CASH_ACCOUNT)).filter((o) => OPEN.includes(o.status));
  expect(openAtBroker.map((o) => o.client_order_id)).toEqual(expect.arrayContaining(ids));
  const count = openAtBroker.length;

  // Asked, then kept: nothing is cancelled.
  const panel = app.getByTestId('orders-panel');
  await panel.getByRole('button', { name: 'Cancel all', exact: true }).click();
  const asking = panel.getByRole('group', { name: 'Confirm cancel all' });
  await expect(asking).toContainText(`Cancel all ${String(count)} open orders?`);
  await asking.getByRole('button', { name: 'Keep orders' }).click();
  await expect(asking).toHaveCount(0);
  for (const id of ids) await expect(orderRow(app, id)).toHaveAttribute('data-status', 'SUBMITTED');

  // Asked again and confirmed.
  await panel.getByRole('button', { name: 'Cancel all', exact: true }).click();
  await asking.getByRole('button', { name: 'Confirm cancel all' }).click();
  await expect(panel.getByTestId('cancel-all-result')).toHaveText(`Cancel sent for ${String(count)} orders.`);

  // Every one cancelled at the broker, none left open there.
  await expect
    .poll(async () => Promise.all(ids.map(async (id) => (await simOrders(sim, CASH_ACCOUNT, id))[0]?.status)))
    .toEqual(ids.map(() => 'CANCELLED'));
  expect((await simHistory(sim, CASH_ACCOUNT)).filter((o) => OPEN.includes(o.status))).toEqual([]);
  // And on screen: out of the open list, in the cancelled one.
  await expect(app.getByRole('tab', { name: /^Open/ })).toHaveText('Open (0)');
  for (const id of ids) await expect(orderRow(app, id)).toHaveCount(0);
  await showOrders(app, 'Cancelled');
  for (const id of ids) await expect(orderRow(app, id)).toHaveAttribute('data-status', 'CANCELLED');
});
