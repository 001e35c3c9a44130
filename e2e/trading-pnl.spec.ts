import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, moveMarket, simExecutions, simPositions } from './support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: a buy today, a price move and a partial sell. At each step the balance strip and the
// position rows add up on screen (net liquidation = cash + market value, Day P&L = the rows' Day
// P&L + realised today), the position's day and realised P&L are what its fills made against
// the broker's own executions (not its move from the previous close), and both orders' fills are
// listed in the Executions tab and in the sell's timeline (docs/pnl.md, docs/trading.md#executions).
// A symbol no other journey trades: the row's figures count every fill of the symbol today on the
// worker's paper account, and this journey checks them against its own two orders.
const SYMBOL = 'PG';

const cents = (value: string | null): number => {
  if (value === null) throw new Error('a figure is not shown');
  return Math.round(Number(value) * 100);
};

/** Every figure of the strip and the rows, read at one instant. */
function readPanel(app: Page) {
  return app.getByTestId('positions-panel').evaluate((panel) => {
    const value = (scope: Element, id: string) =>
      scope.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-value') ?? null;
    return {
      cash: value(panel, 'balance-cash'),
      marketValue: value(panel, 'balance-market-value'),
      net: value(panel, 'balance-net-liquidation'),
      day: value(panel, 'balance-day-pl'),
      realized: value(panel, 'balance-realized-pl'),
      rows: [...panel.querySelectorAll('[data-testid="position-row"]')].map((row) => ({
        symbol: row.getAttribute('data-symbol'),
        last: value(row, 'position-last'),
        marketValue: value(row, 'position-market-value'),
        day: value(row, 'position-day'),
        realized: value(row, 'position-realized'),
      })),
    };
  });
}

/** Waits until every figure is known, then checks both identities at that instant; answers the figures. */
async function expectAddsUp(app: Page) {
  let panel: Awaited<ReturnType<typeof readPanel>> | undefined;
  await expect
    .poll(async () => {
      panel = await readPanel(app);
      return [panel.day, panel.net, ...panel.rows.map((r) => r.day)].every((v) => v !== null);
    })
    .toBe(true);
  if (panel === undefined) throw new Error('the panel was not read');
  const { cash, marketValue, net, day, realized, rows } = panel;
  expect(cents(marketValue)).toBe(rows.reduce((sum, r) => sum + cents(r.marketValue), 0));
  expect(cents(net)).toBe(cents(cash) + cents(marketValue));
  expect(cents(day)).toBe(rows.reduce((sum, r) => sum + cents(r.day), 0) + cents(realized));
  return panel;
}

test('after a buy, a price move and a partial sell the strip and the rows add up, at the fills', async ({
  app,
  env,
  sim,
}) => {
  const price = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const held = (await simPositions(sim, MARGIN_ACCOUNT)).find((p) => p.symbol === SYMBOL);
  expect(held?.quantity ?? '0').toBe('0');
  const result = app.getByRole('region', { name: 'Last order' });
  const fill = async (side: 'Buy' | 'Sell', quantity: string) => {
    // The side is chosen on its label, as a trader clicks it: the radio itself is visually
    // hidden, at a spot the first label covers.
    const radio = app.getByRole('region', { name: 'Order ticket' }).getByRole('radio', { name: side, exact: true });
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
    const { id, confirm } = await reviewOrder(app, { quantity, orderType: 'Market' });
    await confirm.click();
    await expect(result).toHaveAttribute('data-client-order-id', id);
    await expect(result).toHaveAttribute('data-status', 'FILLED');
    return id;
  };

  const buy = await fill('Buy', '10');
  await app.getByRole('tab', { name: 'Positions', exact: true }).click();
  const row = app.getByTestId('positions-panel').locator(`[data-testid="position-row"][data-symbol="${SYMBOL}"]`);
  await expect(row.getByRole('cell').first()).toHaveText('10');
  await expectAddsUp(app);

  // The price moves: the row and the strip follow the same tick, with no fill in between.
  const moved = (price + 1.5).toFixed(2);
  await moveMarket(env.E2E_SIM_URL, SYMBOL, [moved]);
  await expect(row.getByTestId('position-last')).toHaveAttribute('data-value', moved);
  await expectAddsUp(app);

  // A reload clears the ticket's last order (it sits over the side switch on this screen size),
  // and shows the figures rebuilt from the BFF's reads, not from the tab's live state.
  await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const sell = await fill('Sell', '4');
  await app.getByRole('tab', { name: 'Positions', exact: true }).click();
  await expect(row.getByRole('cell').first()).toHaveText('6');
  const panel = await expectAddsUp(app);

  // The position's day and realised P&L together are what its fills made: the sale's proceeds
  // and the 6 left at the last price, less what the 10 cost (every share was bought today).
  const fills = (await simExecutions(sim, MARGIN_ACCOUNT)).filter(
    (e) => e.client_order_id === buy || e.client_order_id === sell,
  );
  const value = (side: string) =>
    fills
      .filter((e) => e.side === side)
      .reduce((sum, e) => sum + Number(e.filled_quantity) * Number(e.filled_price), 0);
  const shown = panel.rows.find((r) => r.symbol === SYMBOL);
  const made = value('SELL') + 6 * Number(shown?.last) - value('BUY');
  expect(
    Math.abs(cents(shown?.day ?? null) + cents(shown?.realized ?? null) - Math.round(made * 100)),
  ).toBeLessThanOrEqual(1);

  // Both orders' fills in the Executions tab, and the sell's in its own timeline.
  await app.getByRole('tab', { name: 'Executions', exact: true }).click();
  const listed = app.getByRole('table', { name: 'Account executions' }).getByTestId('execution-row');
  const sharesOf = async (id: string) =>
    (
      await listed.evaluateAll(
        (rows, order) =>
          rows
            .filter((r) => r.getAttribute('data-order') === order)
            .map((r) => Number(r.getAttribute('data-quantity'))),
        id,
      )
    ).reduce((a, b) => a + b, 0);
  await expect.poll(() => sharesOf(sell)).toBe(4);
  expect(await sharesOf(buy)).toBe(10);
  await showOrders(app, 'Filled');
  await orderRow(app, sell)
    .getByRole('button', { name: /^Timeline of / })
    .click();
  const own = app
    .getByTestId('order-timeline')
    .getByRole('table', { name: 'Order executions' })
    .getByTestId('execution-row');
  await expect
    .poll(() => own.evaluateAll((rows) => rows.reduce((sum, r) => sum + Number(r.getAttribute('data-quantity')), 0)))
    .toBe(4);
});
