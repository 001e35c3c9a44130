import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { candlePane, openPriceMenu } from './support/chart-ui';
import type { createSimClient } from './support/sim-client';
import { MARGIN_ACCOUNT, simHistory, simOpenOrders, simOrders, simPositions } from './support/sim-trading';
import { openOn, reviewOrder } from './support/ticket-ui';

// Journey: closing closes (docs/trading.md#closing-a-position). Three bracketed positions, each
// bought from the ticket with a take profit and a stop loss working, are closed three ways: from
// the positions panel (Confirm close pressed twice), with Shift+F (pressed twice) and from the
// chart's menu. Each ends flat at the paper broker, by one closing order, with both exits
// cancelled and nothing of the symbol left working; the trader is told which exits went.
type Sim = ReturnType<typeof createSimClient>;

/** Buys 5 `symbol` from the ticket with a take profit and a stop loss; waits until both work. */
async function buyBracketed(app: Page, sim: Sim, symbol: string, last: number) {
  const held = Number((await simPositions(sim, MARGIN_ACCOUNT)).find((p) => p.symbol === symbol)?.quantity ?? '0');
  const takeProfit = (last * 1.1).toFixed(2);
  const stopLoss = (last * 0.9).toFixed(2);
  const { id, confirm } = await reviewOrder(app, {
    side: 'Buy',
    quantity: '5',
    orderType: 'Limit',
    // Above the market: it fills at once from the book.
    limit: (last * 1.01).toFixed(2),
    takeProfit,
    stopLoss,
  });
  await confirm.click();
  const result = app.getByRole('region', { name: 'Last order' });
  await expect(result).toHaveAttribute('data-client-order-id', id);
  await expect(result).toHaveAttribute('data-status', 'FILLED');
  await expect
    .poll(async () => (await simOrders(sim, MARGIN_ACCOUNT, id)).map((o) => o.status))
    .toEqual(['FILLED', 'SUBMITTED', 'SUBMITTED']);
  return { id, size: String(held + 5), takeProfit, stopLoss };
}

/** Closing orders of `symbol` at the broker: plain market orders, apart from any bracket. */
async function closingOrders(sim: Sim, symbol: string) {
  return (await simHistory(sim, MARGIN_ACCOUNT)).filter(
    (o) => o.symbol === symbol && o.combo_type === 'NORMAL' && o.order_type === 'MARKET',
  );
}

/** Flat at the broker, the bracket's exits cancelled, nothing of `symbol` working, one closing order. */
async function expectClosed(sim: Sim, symbol: string, bracketId: string, closesBefore: number, size: string) {
  await expect
    .poll(async () => (await simPositions(sim, MARGIN_ACCOUNT)).find((p) => p.symbol === symbol)?.quantity ?? '0')
    .toMatch(/^0(\.0+)?$/);
  const legs = (await simOrders(sim, MARGIN_ACCOUNT, bracketId)).filter((o) => o.combo_type !== 'MASTER');
  expect(legs.map((o) => o.status)).toEqual(['CANCELLED', 'CANCELLED']);
  expect((await simOpenOrders(sim, MARGIN_ACCOUNT)).filter((o) => o.symbol === symbol)).toEqual([]);
  const closes = (await closingOrders(sim, symbol)).slice(closesBefore);
  expect(closes).toHaveLength(1);
  expect(closes[0]).toMatchObject({ side: 'SELL', status: 'FILLED', total_quantity: size });
}

test('Close, Shift+F and the chart each close a bracketed position: flat, exits cancelled, one order', async ({
  app,
  env,
  sim,
}) => {
  const said = app.getByRole('log', { name: 'Order announcements' });

  // 1. The positions panel: Close says what it will do, Keep sends nothing, Confirm close pressed twice.
  const wmt = await buyBracketed(app, sim, 'WMT', await openOn(app, env.E2E_BASE_URL, 'WMT'));
  const wmtCloses = (await closingOrders(sim, 'WMT')).length;
  await app.getByRole('tab', { name: 'Positions', exact: true }).click();
  const row = app.getByTestId('positions-panel').locator('[data-testid="position-row"][data-symbol="WMT"]');
  // The first cell after the symbol is the quantity.
  await expect(row.getByRole('cell').first()).toHaveText(wmt.size);
  const close = row.getByRole('button', { name: 'Close WMT position' });
  await close.click();
  const asking = row.getByRole('group', { name: 'Confirm close WMT' });
  await expect(asking.getByTestId('close-preview')).toHaveText(
    `Sell ${wmt.size} WMT at market, its exits cancelled first`,
  );
  await asking.getByRole('button', { name: 'Keep' }).click();
  await expect(asking).toHaveCount(0);
  expect(await closingOrders(sim, 'WMT')).toHaveLength(wmtCloses);
  await close.click();
  await asking.getByRole('button', { name: 'Confirm close' }).dblclick();
  // The close's own answer first: the log keeps the latest five lines, and the stream's fills and
  // cancels, which may reach the page after that answer, would push it out.
  await expect(said).toContainText(`cancelled 2 exits (take profit ${wmt.takeProfit}, stop loss ${wmt.stopLoss})`);
  await expect(said).toContainText(`Filled: sold ${wmt.size} WMT`);
  await expect(row).toHaveCount(0);
  await expectClosed(sim, 'WMT', wmt.id, wmtCloses, wmt.size);

  // 2. Shift+F, pressed twice: the BFF sizes the order from the broker's position.
  const hd = await buyBracketed(app, sim, 'HD', await openOn(app, env.E2E_BASE_URL, 'HD'));
  const hdCloses = (await closingOrders(sim, 'HD')).length;
  const ticket = app.getByRole('region', { name: 'Order ticket' });
  await ticket.getByRole('switch', { name: 'Arm hotkeys' }).click();
  await expect(app.getByTestId('hotkeys-armed')).toBeVisible();
  await app.locator('body').click({ position: { x: 5, y: 5 } });
  await app.keyboard.press('Shift+F');
  await app.keyboard.press('Shift+F');
  await expect(app.getByTestId('ticket-announce-polite')).toContainText('HD');
  await expect(said).toContainText(`cancelled 2 exits (take profit ${hd.takeProfit}, stop loss ${hd.stopLoss})`);
  await expectClosed(sim, 'HD', hd.id, hdCloses, hd.size);

  // 3. The chart's menu: Close position, then Confirm close.
  const dis = await buyBracketed(app, sim, 'DIS', await openOn(app, env.E2E_BASE_URL, 'DIS'));
  const disCloses = (await closingOrders(sim, 'DIS')).length;
  await app.getByRole('tab', { name: 'Positions', exact: true }).click();
  await expect(
    app
      .getByTestId('positions-panel')
      .locator('[data-testid="position-row"][data-symbol="DIS"]')
      .getByRole('cell')
      .first(),
  ).toHaveText(dis.size);
  const pane = await candlePane(app);
  // Near the top of the candles, so the whole menu is inside the chart.
  const { menu } = await openPriceMenu(app, {
    x: Math.round(pane.x + pane.width / 2),
    y: Math.round(pane.y + pane.height * 0.1),
  });
  await menu.getByRole('menuitem', { name: 'Close DIS position…' }).click();
  await expect(menu.getByTestId('chart-close-preview')).toHaveText(
    `Sell ${dis.size} DIS at market, its exits cancelled first`,
  );
  await menu.getByRole('button', { name: 'Confirm close' }).click();
  await expect(said).toContainText(`cancelled 2 exits (take profit ${dis.takeProfit}, stop loss ${dis.stopLoss})`);
  await expect(said).toContainText(`Filled: sold ${dis.size} DIS`);
  await expectClosed(sim, 'DIS', dis.id, disCloses, dis.size);
});
