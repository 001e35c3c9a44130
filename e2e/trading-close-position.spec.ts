import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, simHistory, simOrders, simPositions } from './support/sim-trading';
import { openOn, reviewOrder } from './support/ticket-ui';

// Journey: a bought position is closed from the positions panel in two actions (Close names
// what it will send, Confirm close sends it); the paper broker ends flat, with one market sell of
// the whole position, and the panel no longer lists it.
//
// The broker is read once the panel has shown each step, never while the BFF is reading it: both
// draw on the key's 2-per-2 s budget for balances and positions, and a refresh the BFF loses to
// a 429 is only made again after a wait (server/upstream/trading/account-pusher.ts).
const SYMBOL = 'WMT';

test('closing a position sells all of it and leaves the account flat in it', async ({ app, env, sim }) => {
  await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const heldAtBroker = async () =>
    Number((await simPositions(sim, MARGIN_ACCOUNT)).find((p) => p.symbol === SYMBOL)?.quantity ?? '0');
  const sellsAtBroker = async () =>
    (await simHistory(sim, MARGIN_ACCOUNT))
      .filter((o) => o.symbol === SYMBOL && o.side === 'SELL')
      .map((o) => o.client_order_id);
  const held = await heldAtBroker();
  const sellsBefore = await sellsAtBroker();
  const { id, confirm } = await reviewOrder(app, { side: 'Buy', quantity: '5', orderType: 'Market' });
  await confirm.click();
  const result = app.getByRole('region', { name: 'Last order' });
  await expect(result).toHaveAttribute('data-client-order-id', id);
  await expect(result).toHaveAttribute('data-status', 'FILLED');
  const size = String(held + 5);

  await app.getByRole('tab', { name: 'Positions', exact: true }).click();
  const row = app.getByTestId('positions-panel').locator(`[data-testid="position-row"][data-symbol="${SYMBOL}"]`);
  // The first cell after the symbol is the quantity.
  await expect(row.getByRole('cell').first()).toHaveText(size);
  expect(String(await heldAtBroker())).toBe(size);
  const close = row.getByRole('button', { name: `Close ${SYMBOL} position` });

  // Close says exactly what it would send; Keep sends nothing.
  await close.click();
  const asking = row.getByRole('group', { name: `Confirm close ${SYMBOL}` });
  await expect(asking.getByTestId('close-preview')).toHaveText(`Sell ${size} ${SYMBOL} at market`);
  await asking.getByRole('button', { name: 'Keep' }).click();
  await expect(asking).toHaveCount(0);
  expect(await sellsAtBroker()).toEqual(sellsBefore);

  await close.click();
  await asking.getByRole('button', { name: 'Confirm close' }).click();

  // Gone from the panel; flat at the broker, by one market sell of the whole position.
  await expect(row).toHaveCount(0);
  expect(await heldAtBroker()).toBe(0);
  const sells = (await sellsAtBroker()).filter((sold) => !sellsBefore.includes(sold));
  expect(sells).toHaveLength(1);
  expect((await simOrders(sim, MARGIN_ACCOUNT, sells[0] ?? 'no sell'))[0]).toMatchObject({
    order_type: 'MARKET',
    status: 'FILLED',
    total_quantity: size,
  });
});
