import { expect, test } from './support/fixtures';
import { controlSimulator } from './support/sim-client';
import { MARGIN_ACCOUNT, moveMarket, simOrders } from './support/sim-trading';
import { expectTimeline, openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: the trade-event stream is cut (and refused for a while) while a resting order fills;
// when the BFF gets its stream back it catches up, and the fill reaches the page exactly once.
const SYMBOL = 'PEP';

test('the event stream dropped while an order fills: the fill still arrives, once', async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const limit = (last * 0.95).toFixed(2);
  const { id, confirm } = await reviewOrder(app, { side: 'Buy', quantity: '8', orderType: 'Limit', limit });
  await confirm.click();
  await showOrders(app, 'Open');
  await expect(orderRow(app, id)).toHaveAttribute('data-status', 'SUBMITTED');

  await controlSimulator(env.E2E_SIM_URL, 'events/refuse', { refuse: true });
  try {
    await controlSimulator(env.E2E_SIM_URL, 'events/drop', {});
    await moveMarket(env.E2E_SIM_URL, SYMBOL, [(Number(limit) - 0.3).toFixed(2)]);
    expect((await simOrders(sim, MARGIN_ACCOUNT, id))[0]?.status).toBe('FILLED');
  } finally {
    await controlSimulator(env.E2E_SIM_URL, 'events/refuse', { refuse: false });
  }

  // The fill's toast is checked while it is up (a toast leaves after a few seconds), then the
  // timeline, which a second delivery of the fill would show as a second step.
  await expect(
    app
      .getByTestId('toast')
      .filter({ hasText: /Filled/ })
      .filter({ hasText: SYMBOL }),
  ).toHaveCount(1);
  await showOrders(app, 'Filled');
  await expect(orderRow(app, id)).toHaveAttribute('data-status', 'FILLED');
  await expectTimeline(app, id, ['reviewed', 'sent', 'accepted', 'filled']);
});
