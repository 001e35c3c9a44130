import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, moveMarket, simOrders } from './support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: a bracket buy fills, its take profit fills when the market reaches it, and the stop
// loss is cancelled with it; the UI says what the paper broker's records say.
const SYMBOL = 'AMZN';

test('a bracket: the take profit fills and the stop loss is cancelled', async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const takeProfit = (last * 1.05).toFixed(2);
  const stopLoss = (last * 0.9).toFixed(2);
  // A limit above the market fills at once from the book.
  const { id, confirm } = await reviewOrder(app, {
    side: 'Buy',
    quantity: '5',
    orderType: 'Limit',
    limit: (last * 1.01).toFixed(2),
    takeProfit,
    stopLoss,
  });
  await confirm.click();
  // The rows appear once the broker has answered, so its records exist by then: asked any
  // earlier, it answers that no such order exists.
  await showOrders(app, 'Open');
  await expect(orderRow(app, `${id}-TP`)).toHaveAttribute('data-status', 'SUBMITTED');
  await expect(orderRow(app, `${id}-SL`)).toHaveAttribute('data-status', 'SUBMITTED');
  await expect
    .poll(async () => (await simOrders(sim, MARGIN_ACCOUNT, id)).map((o) => o.status))
    .toEqual(['FILLED', 'SUBMITTED', 'SUBMITTED']);

  await moveMarket(env.E2E_SIM_URL, SYMBOL, [(Number(takeProfit) + 0.25).toFixed(2)]);
  const records = await simOrders(sim, MARGIN_ACCOUNT, id);
  expect(records.find((o) => o.combo_type === 'STOP_PROFIT')?.status).toBe('FILLED');
  expect(records.find((o) => o.combo_type === 'STOP_LOSS')?.status).toBe('CANCELLED');
  await showOrders(app, 'Filled');
  await expect(orderRow(app, `${id}-TP`)).toHaveAttribute('data-status', 'FILLED');
  await showOrders(app, 'Cancelled');
  await expect(orderRow(app, `${id}-SL`)).toHaveAttribute('data-status', 'CANCELLED');
  await showOrders(app, 'Open');
  await expect(orderRow(app, `${id}-TP`)).toHaveCount(0);
  await expect(orderRow(app, `${id}-SL`)).toHaveCount(0);
});
