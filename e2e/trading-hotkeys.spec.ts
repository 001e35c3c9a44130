import { expect, test } from './support/fixtures';
import { MARGIN_ACCOUNT, simHistory } from './support/sim-trading';
import { openOn } from './support/ticket-ui';

// Journey: keyboard trading. B (buy at the ask) does nothing until the trader arms the hotkeys,
// places one order while armed, and nothing again once the five-minute arm has run out.
const SYMBOL = 'CSCO';

test('hotkeys do nothing unarmed, work armed, and stop when the arm expires', async ({ app, env, sim }) => {
  await app.clock.install();
  await openOn(app, env.E2E_BASE_URL, SYMBOL);
  const ordersOfSymbol = async () => (await simHistory(sim, MARGIN_ACCOUNT)).filter((o) => o.symbol === SYMBOL).length;
  const before = await ordersOfSymbol();
  const ticket = app.getByRole('region', { name: 'Order ticket' });
  await ticket.getByRole('textbox', { name: 'Hotkey quantity' }).fill('1');
  await app.locator('body').click({ position: { x: 5, y: 5 } });

  await app.keyboard.press('b');
  const arm = ticket.getByRole('switch', { name: 'Arm hotkeys' });
  await arm.click();
  await expect(app.getByTestId('hotkeys-armed')).toBeVisible();
  await expect(app.getByTestId('hotkeys-armed')).toContainText(/paper/i);
  await app.locator('body').click({ position: { x: 5, y: 5 } });
  await app.keyboard.press('b');
  await expect(app.getByTestId('ticket-announce-polite')).toContainText(`Buy 1 ${SYMBOL}`);
  await expect.poll(ordersOfSymbol).toBe(before + 1);

  // Five minutes later the arm is gone, and B is just a letter again.
  await app.clock.fastForward('05:01');
  await expect(app.getByTestId('hotkeys-armed')).toHaveCount(0);
  await app.keyboard.press('b');
  // The armed press was answered at once; this one sends nothing, so the broker's count stays.
  await app.keyboard.press('b');
  await expect(arm).not.toBeChecked();
  expect(await ordersOfSymbol()).toBe(before + 1);
});
