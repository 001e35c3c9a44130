import { formatPrice } from '../src/lib/format-decimal';
import { expect, test } from './support/fixtures';
import { CASH_ACCOUNT, simHistory, simOrders } from './support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: several working orders. With hotkeys armed, Shift+Alt+X lists every open order and
// asks; Escape keeps them all at the paper broker; asked again and confirmed, every one is
// cancelled there and shown cancelled. Then the orders panel's Cancel all, asked twice (the
// second time naming how many), cancels the next one. On the cash account, which the other
// journeys leave without working orders; any it has are counted from the broker.
const SYMBOL = 'IBM';
const OPEN = ['PENDING', 'SUBMITTED', 'PARTIAL_FILLED'];

test('cancel all asks first, by keyboard and in the panel, then cancels every working order', async ({
  app,
  env,
  sim,
}) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  await app.getByRole('combobox', { name: 'Account' }).selectOption(CASH_ACCOUNT);
  const place = async (quantity: string, ratio: number) => {
    const limit = (last * ratio).toFixed(2);
    // Limits well below the market: they rest.
    const { id, confirm } = await reviewOrder(app, { side: 'Buy', quantity, orderType: 'Limit', limit });
    await confirm.click();
    const result = app.getByRole('region', { name: 'Last order' });
    await expect(result).toHaveAttribute('data-client-order-id', id);
    await expect(result).toHaveAttribute('data-status', 'SUBMITTED');
    return { id, quantity, limit };
  };
  const placed = [await place('1', 0.9), await place('2', 0.91), await place('3', 0.92)];
  const ids = placed.map((order) => order.id);
  await showOrders(app, 'Open');
  for (const id of ids) await expect(orderRow(app, id)).toHaveAttribute('data-status', 'SUBMITTED');
  const openAtBroker = (await simHistory(sim, CASH_ACCOUNT)).filter((o) => OPEN.includes(o.status));
  expect(openAtBroker.map((o) => o.client_order_id)).toEqual(expect.arrayContaining(ids));
  const count = openAtBroker.length;
  const statuses = async () => Promise.all(ids.map(async (id) => (await simOrders(sim, CASH_ACCOUNT, id))[0]?.status));

  // Armed, the chord lists what it would cancel (symbol, side, quantity, price) and asks.
  const ticket = app.getByRole('region', { name: 'Order ticket' });
  await ticket.getByRole('switch', { name: 'Arm hotkeys' }).click();
  await expect(ticket).toContainText('Shift+Alt+X cancel all open orders (lists them and asks first)');
  await app.locator('body').click({ position: { x: 5, y: 5 } });
  await app.keyboard.press('Shift+Alt+X');
  const asking = app.getByRole('alertdialog', { name: `Cancel all ${String(count)} open orders?` });
  await expect(asking).toBeVisible();
  for (const order of placed)
    await expect(asking.locator(`tr[data-client-order-id="${order.id}"] td`)).toHaveText([
      SYMBOL,
      'Buy',
      order.quantity,
      `limit ${formatPrice(order.limit)}`,
    ]);
  // Escape closes the question and cancels nothing.
  await app.keyboard.press('Escape');
  await expect(asking).toHaveCount(0);
  expect(await statuses()).toEqual(ids.map(() => 'SUBMITTED'));
  for (const id of ids) await expect(orderRow(app, id)).toHaveAttribute('data-status', 'SUBMITTED');

  // Asked again and confirmed: every one cancelled at the broker, none left open there.
  await app.keyboard.press('Shift+Alt+X');
  await asking.getByRole('button', { name: `Cancel ${String(count)} open orders` }).click();
  await expect(app.getByTestId('ticket-announce-polite')).toHaveText(
    `Cancel all: ${String(count)} open orders cancelled.`,
  );
  await expect.poll(statuses).toEqual(ids.map(() => 'CANCELLED'));
  expect((await simHistory(sim, CASH_ACCOUNT)).filter((o) => OPEN.includes(o.status))).toEqual([]);
  // And on screen: out of the open list, in the cancelled one.
  await expect(app.getByRole('tab', { name: /^Open/ })).toHaveText('Open (0)');
  for (const id of ids) await expect(orderRow(app, id)).toHaveCount(0);
  await showOrders(app, 'Cancelled');
  for (const id of ids) await expect(orderRow(app, id)).toHaveAttribute('data-status', 'CANCELLED');

  // The panel's Cancel all: asked, then kept; asked again and confirmed.
  const next = await place('4', 0.9);
  await showOrders(app, 'Open');
  const panel = app.getByTestId('orders-panel');
  await panel.getByRole('button', { name: 'Cancel all', exact: true }).click();
  const confirming = panel.getByRole('group', { name: 'Confirm cancel all' });
  await expect(confirming).toContainText('Cancel all 1 open order?');
  await confirming.getByRole('button', { name: 'Keep orders' }).click();
  await expect(confirming).toHaveCount(0);
  await expect(orderRow(app, next.id)).toHaveAttribute('data-status', 'SUBMITTED');
  await panel.getByRole('button', { name: 'Cancel all', exact: true }).click();
  await confirming.getByRole('button', { name: 'Confirm cancel all' }).click();
  await expect(panel.getByTestId('cancel-all-result')).toHaveText('Cancel sent for 1 order.');
  await expect.poll(async () => (await simOrders(sim, CASH_ACCOUNT, next.id))[0]?.status).toBe('CANCELLED');
});
