import { fetchFromPage } from './support/bff-fetch';
import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, setFaults, simHistory, simOrders } from './support/sim-trading';
import { expectTimeline, openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journeys: whatever is clicked twice, sent from two tabs or lost on the way, one reviewed order
// is one order at the paper broker.
const SYMBOL = 'ORCL';

const countAtBroker = async (sim: Parameters<typeof simHistory>[0], id: string) =>
  (await simHistory(sim, MARGIN_ACCOUNT)).filter((o) => o.client_order_id === id).length;

test('a double click on confirm makes one order', async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const { id, confirm } = await reviewOrder(app, {
    side: 'Buy',
    quantity: '3',
    orderType: 'Limit',
    limit: (last * 0.9).toFixed(2),
  });
  await confirm.dblclick();
  await expect(app.getByRole('region', { name: 'Last order' })).toHaveAttribute('data-status', 'SUBMITTED');
  await showOrders(app, 'Open');
  await expect(orderRow(app, id)).toHaveCount(1);
  expect(await countAtBroker(sim, id)).toBe(1);
});

test('a second tab submitting the same reviewed order makes one order', async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const { id, confirm } = await reviewOrder(app, {
    side: 'Buy',
    quantity: '4',
    orderType: 'Limit',
    limit: (last * 0.9).toFixed(2),
  });
  const sent = app.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
  await confirm.click();
  const body = (await sent).postData() ?? '';
  // The other tab sends the very same reviewed order (same id), as a replayed submit would.
  const second = await app.context().newPage();
  await second.goto(env.E2E_BASE_URL);
  const answer = await fetchFromPage(second, '/api/orders', { method: 'POST', body });
  expect(answer.status).toBe(200);
  expect(answer.text).toContain(id);
  await expect(app.getByRole('region', { name: 'Last order' })).toHaveAttribute('data-status', 'SUBMITTED');
  expect(await countAtBroker(sim, id)).toBe(1);
  await second.close();
});

test("the paper broker's lost answer: checking turns into the real state, with no duplicate", async ({
  app,
  env,
  sim,
}) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const { id, confirm } = await reviewOrder(app, {
    side: 'Buy',
    quantity: '2',
    orderType: 'Limit',
    limit: (last * 0.9).toFixed(2),
  });
  await setFaults(env.E2E_SIM_URL, { dropOrderResponses: 1 });
  await confirm.click();
  const result = app.getByRole('region', { name: 'Last order' });
  await expect(result).toHaveAttribute('data-status', 'SUBMITTED');
  await showOrders(app, 'Open');
  await expect(orderRow(app, id)).toHaveAttribute('data-status', 'SUBMITTED');
  await expectTimeline(app, id, ['reviewed', 'sent', 'checking', 'accepted']);
  expect((await simOrders(sim, MARGIN_ACCOUNT, id)).map((o) => o.status)).toEqual(['SUBMITTED']);
  expect(await countAtBroker(sim, id)).toBe(1);
});
