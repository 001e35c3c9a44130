import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { fetchFromPage } from './support/bff-fetch';
import { expect, test } from './support/fixtures';
import { startPaperBff } from './support/paper-bff';
import type { StartedProcess } from './support/process';
import { controlSimulator, createSimClient } from './support/sim-client';
import { MARGIN_ACCOUNT, simHistory } from './support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: a day of forty orders (filled, cancelled and refused by the broker), a few through
// the ticket and the rest sent as fast as another tab of the same login could, then a reload: the
// Filled, Cancelled and Failed tabs each show every one of their orders, in both of the
// provider's path generations (docs/protocol.md#paged-order-lists: generation 3 pages by key,
// ten groups a page at the simulator; generation 2 by the last id). Each generation gets a BFF
// and paper broker of its own, so the tabs hold exactly this day's orders; its market clock runs.
const SYMBOL = 'KO';
const placedSchema = z.object({ orders: z.array(z.object({ client_order_id: z.string(), status: z.string() })) });

type Outcome = 'filled' | 'cancelled' | 'failed';

/** Sends one order as the ticket would (a fresh id), from the signed-in page; answers its id. */
async function sendOrder(page: Page, id: string, order: Record<string, string>): Promise<string> {
  const body = JSON.stringify({
    account_id: MARGIN_ACCOUNT,
    client_order_id: id,
    symbol: SYMBOL,
    side: 'BUY',
    time_in_force: 'DAY',
    session: 'CORE',
    entrust_type: 'QTY',
    ...order,
  });
  const answer = await fetchFromPage(page, '/api/orders', { method: 'POST', body });
  if (answer.status !== 200) throw new Error(`order ${id}: HTTP ${String(answer.status)} ${answer.text}`);
  placedSchema.parse(JSON.parse(answer.text));
  return id;
}

for (const generation of ['v3', 'v2'] as const) {
  test.describe(`path generation ${generation}`, () => {
    test('forty orders in a day: after a reload every one is in its Filled, Cancelled or Failed tab', async ({
      browser,
      env,
    }) => {
      const dir = mkdtempSync(join(tmpdir(), `day-history-${generation}-`));
      let bff: StartedProcess | undefined;
      const context = await browser.newContext();
      try {
        const started = await startPaperBff({
          ownGroup: true,
          timeoutMs: 180_000,
          env: { BROKER_PATH_GENERATION: generation, DATA_DIR: join(dir, 'data') },
        });
        bff = started;
        const { ready } = started;
        const sim = createSimClient(ready.simulator.http, started.appKey, started.secret);
        // The market runs from the pinned morning at its real pace, as in a trader's day: "now" moves
        // between two pages of the history, which is what broke its paging.
        await controlSimulator(ready.simulator.http, 'clock', { now: env.E2E_MARKET_NOW, speed: 1 });
        const page = await context.newPage();
        await page.goto(ready.loginUrl);
        await expect(page.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
        const last = await openOn(page, ready.url, SYMBOL);
        await page.getByRole('combobox', { name: 'Account' }).selectOption(MARGIN_ACCOUNT);
        const resting = (last * 0.9).toFixed(2);
        // Far more than the account can buy: the broker takes the order and fails it.
        const tooMany = '200000';
        const expected = new Map<string, Outcome>();

        // Three through the ticket: a market buy fills, a resting limit is cancelled from its
        // row, an order beyond the buying power is refused in money words.
        const ticket = page.getByRole('region', { name: 'Order ticket' });
        const result = page.getByRole('region', { name: 'Last order' });
        const market = await reviewOrder(page, { side: 'Buy', quantity: '1', orderType: 'Market' });
        await market.confirm.click();
        await expect(result).toHaveAttribute('data-status', 'FILLED');
        expected.set(market.id, 'filled');

        const limit = await reviewOrder(page, { side: 'Buy', quantity: '1', orderType: 'Limit', limit: resting });
        await limit.confirm.click();
        await expect(result).toHaveAttribute('data-status', 'SUBMITTED');
        await showOrders(page, 'Open');
        await orderRow(page, limit.id)
          .getByRole('button', { name: /^Cancel / })
          .click();
        await expect(result).toHaveAttribute('data-status', 'CANCELLED');
        expected.set(limit.id, 'cancelled');

        const refused = await reviewOrder(page, { side: 'Buy', quantity: tooMany, orderType: 'Market' });
        await refused.confirm.click();
        await expect(result).toHaveAttribute('data-status', 'FAILED');
        await expect(result.getByTestId('order-result-status')).toHaveText(
          /^Refused: Not enough buying power: the order needed \$\d{1,3}(,\d{3})+\.\d\d, and \$[\d,]+\.\d\d was available\.$/,
        );
        await expect(ticket).not.toContainText(' USD');
        expected.set(refused.id, 'failed');

        // Thirty-seven more, sent together as another tab of the same login could: market buys,
        // limits (cancelled once the broker has them) and buys the broker refuses.
        const stamp = Date.now().toString(36);
        const more = Array.from({ length: 40 - expected.size }, (_, i) => ({
          id: `day-${stamp}-${String(i)}`,
          kind: (['filled', 'cancelled', 'failed'] as const)[i % 3] ?? 'filled',
        }));
        const ORDER: Record<Outcome, Record<string, string>> = {
          filled: { order_type: 'MARKET', quantity: '1' },
          cancelled: { order_type: 'LIMIT', quantity: '1', limit_price: resting },
          failed: { order_type: 'MARKET', quantity: tooMany },
        };
        await Promise.all(more.map(({ id, kind }) => sendOrder(page, id, ORDER[kind])));
        const cancels = await Promise.all(
          more
            .filter(({ kind }) => kind === 'cancelled')
            .map(({ id }) =>
              fetchFromPage(page, `/api/orders/${id}/cancel`, {
                method: 'POST',
                body: JSON.stringify({ account_id: MARGIN_ACCOUNT }),
              }),
            ),
        );
        expect(cancels.filter((c) => c.status !== 200).map((c) => c.text)).toEqual([]);
        for (const { id, kind } of more) expected.set(id, kind);

        // The broker's own record of the day agrees with what was sent.
        const STATUS: Record<Outcome, string> = { filled: 'FILLED', cancelled: 'CANCELLED', failed: 'FAILED' };
        await expect
          .poll(async () => {
            const history = await simHistory(sim, MARGIN_ACCOUNT);
            return Object.fromEntries(history.map((o) => [o.client_order_id, o.status]));
          })
          .toEqual(Object.fromEntries([...expected].map(([id, kind]) => [id, STATUS[kind]])));

        // A reload reads the whole day again: every tab shows exactly its orders.
        await page.reload();
        await expect(page.getByTestId('quote-price')).toHaveAttribute('data-value', /\d/);
        await page.getByRole('combobox', { name: 'Account' }).selectOption(MARGIN_ACCOUNT);
        const tabs = [
          ['Filled', 'filled'],
          ['Cancelled', 'cancelled'],
          ['Failed', 'failed'],
        ] as const;
        for (const [tab, kind] of tabs) {
          const ids = [...expected].filter(([, k]) => k === kind).map(([id]) => id);
          await showOrders(page, tab);
          await expect(
            page.getByRole('tablist', { name: 'Orders by status' }).getByRole('tab', { name: new RegExp(`^${tab}`) }),
          ).toHaveText(new RegExp(`\\(${String(ids.length)}\\)`));
          const rows = page.getByTestId('orders-panel').getByTestId('order-row');
          await expect
            .poll(() =>
              rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-client-order-id')).sort()),
            )
            .toEqual([...ids].sort());
        }
        await expect(page.getByText('Could not load the orders')).toHaveCount(0);
      } finally {
        await context.close();
        await bff?.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
