import { formatPrice } from '../src/lib/format-decimal';
import { dragBetween, grabsLineAt, openPriceMenu, pointForPrice, priceAt } from './support/chart-ui';
import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, simOrders } from './support/sim-trading';
import { expectTimeline, openOn, orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: a working limit buy's line on the chart is dragged with the mouse to a lower price.
// Let go, the line asks first: Escape puts it back with the broker untouched; dragged again and
// confirmed with Enter, the paper broker works the order at the price where the line was let
// go, a toast says so, and its Undo has the broker work it at the old price again.
const SYMBOL = 'ADBE';

// Wide enough for the chart to be tall: the price under the pointer is finer.
test.use({ viewport: { width: 1600, height: 1000 } });

test('a dragged order line asks before it modifies the order at the broker, and Undo puts it back', async ({
  app,
  env,
  sim,
}) => {
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
  // The broker writes a decimal without its trailing zeros ("536.9" for 536.90): compared as cents.
  const atBroker = async () => {
    const limit = (await simOrders(sim, MARGIN_ACCOUNT, id))[0]?.limit_price;
    return limit === undefined ? undefined : Number(limit).toFixed(2);
  };
  expect((await simOrders(sim, MARGIN_ACCOUNT, id))[0]).toMatchObject({ status: 'SUBMITTED' });
  expect(await atBroker()).toBe(price);
  expect(target).not.toBe(price);

  // Let go lower down, the line asks with the new price and how far it moves; Escape reverts.
  await expect.poll(() => grabsLineAt(app, from)).toBe(true);
  await dragBetween(app, from, to);
  const chip = app.getByRole('group', { name: `Move BUY 3 LMT to ${formatPrice(target)}?` });
  await expect(chip).toBeFocused();
  await expect(chip).toContainText(new RegExp(`${formatPrice(price)} → ${formatPrice(target)} \\(-\\d+\\.\\d+ %\\)`));
  expect(await atBroker()).toBe(price);
  await app.keyboard.press('Escape');
  await expect(chip).toHaveCount(0);
  await expect.poll(() => grabsLineAt(app, from)).toBe(true);
  expect(await atBroker()).toBe(price);
  await expect(row).toContainText(price);

  // Dragged again and confirmed with Enter: the toast names the change (its Undo takes the
  // focus, which holds the toast past its 5 s) and the broker works the order at the dropped price.
  await dragBetween(app, from, to);
  await expect(chip).toBeFocused();
  await app.keyboard.press('Enter');
  const toast = app.getByTestId('toast').filter({ hasText: 'Modified:' });
  const undo = toast.getByRole('button', { name: 'Undo' });
  await undo.focus();
  await expect(toast).toContainText(
    new RegExp(`^Modified: Buy 3 ${SYMBOL} limit ${formatPrice(price)} → ${formatPrice(target)} \\(-\\d+\\.\\d+ %\\)`),
  );
  await expect.poll(atBroker).toBe(target);
  expect((await simOrders(sim, MARGIN_ACCOUNT, id))[0]).toMatchObject({ status: 'SUBMITTED', total_quantity: '3' });
  await expect(row).toContainText(target);
  await expect(row).not.toContainText(price);

  // Undo has the broker work the order at the old price again; the line is back where it was.
  await undo.click();
  await expect(app.getByTestId('toast').filter({ hasText: 'Undone:' })).toContainText(
    `Undone: Buy 3 ${SYMBOL} limit ${formatPrice(price)} again`,
  );
  await expect.poll(atBroker).toBe(price);
  await expect(row).toContainText(price);
  await expect.poll(() => grabsLineAt(app, from)).toBe(true);
  expect(await grabsLineAt(app, to)).toBe(false);
  await expectTimeline(app, id, [
    'reviewed',
    'sent',
    'accepted',
    'modify_requested',
    'modified',
    'modify_requested',
    'modified',
  ]);
});
