import { dragBetween, grabsLineAt, openPriceMenu, pointForPrice, priceAt } from './support/chart-ui';
import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, simOrders } from './support/sim-trading';
import { expectTimeline, openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: a working limit buy's line on the chart is dragged with the mouse to a lower price;
// the paper broker then works the order at the price where the line was let go, and the orders
// panel says so.
const SYMBOL = 'ADBE';

// Wide enough for the chart to be tall: the price under the pointer is finer.
test.use({ viewport: { width: 1600, height: 1000 } });

test("dragging an order's line on the chart modifies the order at the broker", async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const from = await pointForPrice(app, last * 0.97);
  const to = await pointForPrice(app, last * 0.94);
  // The price the chart reads where the line will be let go: the one the drop must send.
  const target = await priceAt(app, to);

  const { menu, price } = await openPriceMenu(app, from);
  await menu.getByRole('menuitem', { name: `Buy limit at ${price}` }).click();
  const { id, confirm } = await reviewOrder(app, { quantity: '3' });
  await confirm.click();
  await showOrders(app, 'Open');
  const row = orderRow(app, id);
  await expect(row).toHaveAttribute('data-status', 'SUBMITTED');
  expect((await simOrders(sim, MARGIN_ACCOUNT, id))[0]).toMatchObject({ status: 'SUBMITTED', limit_price: price });
  expect(target).not.toBe(price);

  // The line is under the pointer (the resize cursor), is pressed and let go lower down.
  await expect.poll(() => grabsLineAt(app, from)).toBe(true);
  await dragBetween(app, from, to);

  // The broker works the order at the dropped price; the panel and the chart follow it.
  await expect.poll(async () => (await simOrders(sim, MARGIN_ACCOUNT, id))[0]?.limit_price).toBe(target);
  expect((await simOrders(sim, MARGIN_ACCOUNT, id))[0]).toMatchObject({ status: 'SUBMITTED', total_quantity: '3' });
  await expect(row).toContainText(target);
  await expect(row).not.toContainText(price);
  await expect.poll(() => grabsLineAt(app, to)).toBe(true);
  expect(await grabsLineAt(app, from)).toBe(false);
  await expectTimeline(app, id, ['reviewed', 'sent', 'accepted', 'modify_requested', 'modified']);
});
