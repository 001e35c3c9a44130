import { grabsLineAt, openPriceMenu, pointForPrice } from './support/chart-ui';
import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, simOrders } from './support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: a right click on the chart offers a limit order at the price under the pointer; the
// ticket opens with the chart's symbol, that side and that price; sent, the paper broker works it
// at that price and its line is drawn where the trader clicked.
const SYMBOL = 'CRM';

// Wide enough for the chart to be tall: the price under the pointer is finer.
test.use({ viewport: { width: 1600, height: 1000 } });

test('a right click on the chart opens the ticket at the price clicked', async ({ app, env, sim }) => {
  const last = await openOn(app, env.E2E_BASE_URL, SYMBOL);
  // Below the market, so the buy rests and its line stays on the chart.
  const clicked = await pointForPrice(app, last * 0.97);
  const { menu, price } = await openPriceMenu(app, clicked);
  await expect(menu.getByRole('menuitem')).toHaveText([
    `Buy limit at ${price}`,
    `Sell limit at ${price}`,
    `Add alert at ${price}`,
  ]);
  // The menu is a proposal: nothing goes out from it.
  await menu.getByRole('menuitem', { name: `Buy limit at ${price}` }).click();
  await expect(menu).toHaveCount(0);

  const ticket = app.getByRole('region', { name: 'Order ticket' });
  await expect(ticket.getByTestId('ticket-symbol')).toHaveText(SYMBOL);
  await expect(ticket.getByRole('radio', { name: 'Buy', exact: true })).toBeChecked();
  await expect(ticket.getByLabel('Order type')).toHaveValue('LIMIT');
  await expect(ticket.getByRole('textbox', { name: 'Limit price' })).toHaveValue(price);
  // The ticket asks for what the chart could not say: how many.
  await expect(ticket.getByRole('textbox', { name: 'Quantity', exact: true })).toBeFocused();

  const { id, review, confirm } = await reviewOrder(app, { quantity: '2' });
  await expect(review).toContainText(`Buy 2 ${SYMBOL}`);
  await confirm.click();
  await showOrders(app, 'Open');
  await expect(orderRow(app, id)).toHaveAttribute('data-status', 'SUBMITTED');
  const [placed] = await simOrders(sim, MARGIN_ACCOUNT, id);
  expect(placed).toMatchObject({ symbol: SYMBOL, side: 'BUY', order_type: 'LIMIT', total_quantity: '2' });
  // The broker writes its decimals in its own way (341.30 comes back as 341.3): the same price.
  expect(Number(placed?.limit_price)).toBe(Number(price));

  // The order's line lies where the trader clicked, and not a little above it.
  await expect.poll(() => grabsLineAt(app, clicked)).toBe(true);
  expect(await grabsLineAt(app, { x: clicked.x, y: clicked.y - 20 })).toBe(false);
});
