import { controlSimulator } from './support/sim-client';
import { expect, test } from './support/fixtures';
import { CASH_ACCOUNT, simHistory, simOrders } from './support/sim-trading';
import { openOn, orderRow, showOrders } from './support/ticket-ui';

// Journey: the broker lists an order of a kind the dashboard does not model (an option leg with
// a side, type and status it does not know: docs/protocol.md#the-order-record), seeded through
// the simulator's control surface. The Open tab shows it as Other with no Modify, its detail shows
// the broker's own words, and the panel's Cancel all cancels it at the broker. On the cash
// account, which the other journeys leave without working orders.
const OPEN = ['PENDING', 'SUBMITTED', 'PARTIAL_FILLED'];

test("an order the dashboard does not model is listed as Other, shows the broker's words and is cancelled by Cancel all", async ({
  app,
  env,
  sim,
}) => {
  const id = `opt${String(Date.now())}`;
  await controlSimulator(env.E2E_SIM_URL, 'orders/foreign', {
    account_id: CASH_ACCOUNT,
    record: {
      client_order_id: id,
      combo_type: 'NORMAL',
      instrument_type: 'OPTION',
      symbol: 'IBM',
      side: 'SELL_SHORT',
      order_type: 'STOP_LOSS_LIMIT_OPTION',
      status: 'PENDING_REVIEW',
      time_in_force: 'DAY',
      option_type: 'PUT',
      strike_price: '200',
      option_expire_date: '2026-12-18',
      total_quantity: '1',
      filled_quantity: '0',
      limit_price: '2.10',
      stop_price: '2.30',
    },
  });
  const ownOpen = (await simHistory(sim, CASH_ACCOUNT)).filter((o) => OPEN.includes(o.status)).length;

  await openOn(app, env.E2E_BASE_URL, 'IBM');
  await app.getByRole('combobox', { name: 'Account' }).selectOption(CASH_ACCOUNT);
  await showOrders(app, 'Open');
  const row = orderRow(app, id);
  await expect(row).toHaveAttribute('data-status', 'OTHER');
  await expect(row.locator('td').nth(2)).toHaveText('Other');
  await expect(row.getByTestId('order-status')).toHaveText('Other');
  await expect(row.getByRole('button', { name: /^Modify / })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Cancel / })).toBeVisible();

  await row.getByRole('button', { name: /^Timeline of / }).click();
  const raw = app.getByTestId('order-timeline').getByTestId('order-raw');
  await expect(raw).toContainText('It can be cancelled here, not changed.');
  for (const [name, value] of [
    ['instrument_type', 'OPTION'],
    ['side', 'SELL_SHORT'],
    ['order_type', 'STOP_LOSS_LIMIT_OPTION'],
    ['status', 'PENDING_REVIEW'],
    ['strike_price', '200'],
  ] as const)
    await expect(raw.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('+ dd')).toHaveText(value);
  await app.getByTestId('order-timeline').getByRole('button', { name: 'Close timeline' }).click();

  const panel = app.getByTestId('orders-panel');
  await panel.getByRole('button', { name: 'Cancel all', exact: true }).click();
  await panel
    .getByRole('group', { name: 'Confirm cancel all' })
    .getByRole('button', { name: 'Confirm cancel all' })
    .click();
  const count = ownOpen + 1;
  await expect(panel.getByTestId('cancel-all-result')).toHaveText(
    `Cancel sent for ${String(count)} order${count === 1 ? '' : 's'}.`,
  );
  await expect.poll(async () => (await simOrders(sim, CASH_ACCOUNT, id))[0]?.status).toBe('CANCELLED');
  await expect(row).toHaveCount(0);
  await showOrders(app, 'Cancelled');
  await expect(orderRow(app, id)).toHaveAttribute('data-status', 'CANCELLED');
});
