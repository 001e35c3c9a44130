// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { Account } from '@contracts/accounts';
import { orderDraftSchema } from '@contracts/orders';
import type { SessionInfo } from '@contracts/session';
import { createFakeTicketClock } from '../testing/fake-ticket-clock';
import { renderTicketPanel } from '../testing/render-ticket';
import { stubTradingBff, type TradingSetup } from '../testing/fake-trading-bff';

const MARGIN: Account = { account_id: 'ACC1', account_type: 'MARGIN' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderTicket(setup: TradingSetup = {}, mode: SessionInfo['mode'] = 'paper') {
  const bff = stubTradingBff(setup);
  const { clock, advance } = createFakeTicketClock();
  const user = userEvent.setup();
  renderTicketPanel({ account: MARGIN, mode, clock });
  await waitFor(() => {
    expect(screen.getByTestId('ticket-bid-ask').textContent).toBe('189.99 × 190.01');
    expect(screen.getByTestId('ticket-position').dataset.value).toBeDefined();
    expect(screen.getByTestId('ticket-session').dataset.value).toBeDefined();
  });
  return { bff, user, advance };
}

const armSwitch = () => screen.getByRole('switch', { name: 'Arm hotkeys' });
const placed = (bff: ReturnType<typeof stubTradingBff>) =>
  bff.posts('/api/orders').map((body) => orderDraftSchema.parse(body));

test('unarmed, the trading keys do nothing', async () => {
  const { bff, user } = await renderTicket({ positions: [{ symbol: 'AAPL', quantity: '5' }] });
  expect(armSwitch().getAttribute('aria-checked')).toBe('false');
  await user.keyboard('bs{Shift>}CF{/Shift}{Escape}{Escape}');
  expect(bff.calls.filter((call) => call.method === 'POST')).toEqual([]);
  expect(screen.queryByTestId('hotkeys-armed')).toBeNull();
});

test('armed on paper: a striped PAPER banner, B buys at the ask and S sells at the bid, a new id per press', async () => {
  const { bff, user } = await renderTicket();
  await user.click(armSwitch());
  const banner = screen.getByTestId('hotkeys-armed');
  expect(banner.textContent).toContain('PAPER hotkeys armed');
  expect(banner.dataset.mode).toBe('paper');
  expect(banner.className).toMatch(/repeating-linear-gradient/);
  await user.clear(screen.getByRole('textbox', { name: 'Hotkey quantity' }));
  await user.type(screen.getByRole('textbox', { name: 'Hotkey quantity' }), '7');
  // Back on the page, not in a field.
  await user.click(banner);

  await user.keyboard('b');
  await user.keyboard('b');
  await user.keyboard('s');
  await waitFor(() => {
    expect(placed(bff)).toHaveLength(3);
  });
  const [buy, again, sell] = placed(bff);
  expect(buy).toMatchObject({
    side: 'BUY',
    order_type: 'LIMIT',
    quantity: '7',
    limit_price: '190.01',
    session: 'CORE',
  });
  expect(sell).toMatchObject({ side: 'SELL', order_type: 'LIMIT', quantity: '7', limit_price: '189.99' });
  expect(new Set([buy?.client_order_id, again?.client_order_id, sell?.client_order_id]).size).toBe(3);
  await waitFor(() => {
    expect(screen.getByTestId('ticket-announce-polite').textContent).toBe('Sell 7 AAPL @ 189.99 limit: Working');
  });
});

test('live hotkeys say real money on a solid red bar', async () => {
  const { user } = await renderTicket({}, 'live');
  await user.click(armSwitch());
  const banner = screen.getByTestId('hotkeys-armed');
  expect(banner.textContent).toContain('LIVE hotkeys armed — real money');
  expect(banner.className).toMatch(/bg-red-600/);
  expect(banner.className).not.toMatch(/repeating-linear-gradient/);
});

test('keys typed into a field are text, never orders', async () => {
  const { bff, user } = await renderTicket();
  await user.click(armSwitch());
  await user.type(screen.getByRole('textbox', { name: 'Quantity' }), 'bs');
  await user.type(screen.getByRole('textbox', { name: 'Hotkey quantity' }), 'B');
  await user.type(screen.getByRole('textbox', { name: 'Limit price' }), '{Shift>}CF{/Shift}');
  expect(bff.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('the arm counts down and expires after five minutes; afterwards keys do nothing', async () => {
  const { bff, user, advance } = await renderTicket();
  await user.click(armSwitch());
  expect(screen.getByTestId('hotkeys-countdown').textContent).toBe('5:00');
  advance(60_000);
  expect(screen.getByTestId('hotkeys-countdown').textContent).toBe('4:00');
  advance(239_000);
  expect(screen.getByTestId('hotkeys-countdown').textContent).toBe('0:01');
  advance(1_000);
  expect(screen.queryByTestId('hotkeys-armed')).toBeNull();
  expect(armSwitch().getAttribute('aria-checked')).toBe('false');
  expect(screen.getByTestId('ticket-announce-polite').textContent).toBe('Hotkeys disarmed: five minutes passed.');
  await user.keyboard('b');
  expect(bff.posts('/api/orders')).toEqual([]);
});

test('leaving the window disarms', async () => {
  const { user } = await renderTicket();
  await user.click(armSwitch());
  window.dispatchEvent(new Event('blur'));
  await waitFor(() => {
    expect(screen.queryByTestId('hotkeys-armed')).toBeNull();
  });
});

test('Shift+C, or Escape twice, cancels every open order of the account', async () => {
  const { bff, user, advance } = await renderTicket();
  await user.click(armSwitch());
  await user.keyboard('{Shift>}C{/Shift}');
  await waitFor(() => {
    expect(bff.posts('/api/orders/cancel-all')).toEqual([{ account_id: 'ACC1' }]);
  });
  await waitFor(() => {
    expect(screen.getByTestId('ticket-announce-polite').textContent).toBe('Cancel all: 2 open orders cancelled.');
  });
  // Two Escapes far apart are two single Escapes.
  await user.keyboard('{Escape}');
  advance(2_000);
  await user.keyboard('{Escape}');
  expect(bff.posts('/api/orders/cancel-all')).toHaveLength(1);
  await user.keyboard('{Escape}');
  await waitFor(() => {
    expect(bff.posts('/api/orders/cancel-all')).toHaveLength(2);
  });
});

test("Shift+F asks the BFF to close the symbol's position, sized there, and says what it did", async () => {
  const { bff, user } = await renderTicket({ positions: [{ symbol: 'AAPL', quantity: '-12' }] });
  await user.click(armSwitch());
  await user.keyboard('{Shift>}F{/Shift}');
  await waitFor(() => {
    expect(screen.getByTestId('ticket-announce-polite').textContent).toBe(
      'Closing AAPL: Buy 12 AAPL at market, working',
    );
  });
  expect(bff.posts('/api/accounts/ACC1/positions/AAPL/close')).toEqual([{}]);
  expect(placed(bff)).toEqual([]);
});

test('closing without a position is refused aloud in the BFF words', async () => {
  const { bff, user } = await renderTicket();
  await user.click(armSwitch());
  await user.keyboard('{Shift>}F{/Shift}');
  await waitFor(() => {
    expect(screen.getByTestId('ticket-announce-assertive').textContent).toBe(
      'Not closed: You hold no AAPL in this account: there is nothing to close.',
    );
  });
  expect(placed(bff)).toEqual([]);
});
