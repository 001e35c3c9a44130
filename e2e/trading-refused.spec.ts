import { expect, test } from './support/fixtures';
import { CASH_ACCOUNT, simHistory, simOrders } from './support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: an order the cash account cannot pay for is sent anyway (the ticket warns; the broker
// decides), the broker fails it, and the trader reads why; nothing is left open.
const SYMBOL = 'NVDA';

test('a refused order explains itself and leaves nothing open', async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  await app.getByRole('combobox', { name: 'Account' }).selectOption(CASH_ACCOUNT);
  // $25,000 of settled cash; this costs several times that.
  const quantity = String(Math.ceil(100_000 / last));
  const { id, confirm } = await reviewOrder(app, { side: 'Buy', quantity, orderType: 'Limit', limit: last.toFixed(2) });
  await expect(app.getByRole('region', { name: 'Order ticket' })).toContainText(/This needs \$[\d,.]+ of buying power/);
  await confirm.click();
  const result = app.getByRole('region', { name: 'Last order' });
  await expect(result).toHaveAttribute('data-status', 'FAILED');
  await expect(result).toContainText(/buying power/i);
  await expect(app.getByTestId('toast').filter({ hasText: /buying power/i })).toBeVisible();

  expect((await simOrders(sim, CASH_ACCOUNT, id))[0]?.status).toBe('FAILED');
  const open = (await simHistory(sim, CASH_ACCOUNT)).filter((o) =>
    ['SUBMITTED', 'PENDING', 'PARTIAL_FILLED'].includes(o.status),
  );
  expect(open.map((o) => o.client_order_id)).not.toContain(id);
  await showOrders(app, 'Failed');
  await expect(orderRow(app, id)).toHaveAttribute('data-status', 'FAILED');
  await showOrders(app, 'Open');
  await expect(orderRow(app, id)).toHaveCount(0);
});
