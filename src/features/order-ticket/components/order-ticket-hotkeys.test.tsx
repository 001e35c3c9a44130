// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { Account } from '@contracts/accounts';
import { orderDraftSchema } from '@contracts/orders';
import type { SessionInfo } from '@contracts/session';
import { tradingOrder } from '@src/testing/trading-fixtures';
import { CONFIRM_CANCEL_ALL_KEY } from '../utils/hotkey-settings';
import { createFakeTicketClock } from '../testing/fake-ticket-clock';
import { renderTicketPanel } from '../testing/render-ticket';
import { stubTicketBff, type TradingSetup } from '../testing/ticket-bff';

const MARGIN: Account = { account_id: 'ACC1', account_type: 'MARGIN' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function waitForBox(): Promise<HTMLElement> {
  return waitFor(() => screen.getByRole('alertdialog'));
}

async function renderTicket(setup: TradingSetup = {}, mode: SessionInfo['mode'] = 'paper') {
  const bff = stubTicketBff(setup);
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
const placed = (bff: ReturnType<typeof stubTicketBff>) =>
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

const WORKING = [
  tradingOrder({ client_order_id: 'W1', symbol: 'AAPL', side: 'BUY', quantity: '10', limit_price: '185.00' }),
  tradingOrder({
    client_order_id: 'W2',
    symbol: 'MSFT',
    side: 'SELL',
    order_type: 'STOP_LOSS',
    quantity: '3',
    limit_price: undefined,
    stop_price: '95.5',
  }),
];
const CHORD = '{Shift>}{Alt>}X{/Alt}{/Shift}';
const cancelAlls = (bff: ReturnType<typeof stubTicketBff>) => bff.posts('/api/orders/cancel-all');
const confirmBox = () => screen.queryByRole('alertdialog', { name: 'Cancel all 2 open orders?' });

test('Escape, Escape twice and Shift+C, armed, cancel nothing', async () => {
  const { bff, user } = await renderTicket({ openOrders: WORKING });
  await user.click(armSwitch());
  await user.click(screen.getByTestId('hotkeys-armed'));
  await user.keyboard('{Escape}{Escape}{Shift>}C{/Shift}');
  expect(cancelAlls(bff)).toEqual([]);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('Shift+Alt+X lists every open order and asks; Escape or Keep sends nothing, Confirm cancels them', async () => {
  const { bff, user } = await renderTicket({ openOrders: WORKING });
  expect(screen.getByRole('checkbox', { name: 'Ask before the cancel-all key cancels' })).toHaveProperty(
    'checked',
    true,
  );
  await user.click(armSwitch());
  await user.click(screen.getByTestId('hotkeys-armed'));
  await user.keyboard(CHORD);
  const asking = await waitFor(() => {
    const box = confirmBox();
    if (box === null) throw new Error('no confirm');
    return box;
  });
  expect(
    within(asking)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
  ).toEqual([
    ['Symbol', 'Side', 'Qty', 'Price'],
    ['AAPL', 'Buy', '10', 'limit 185.00'],
    ['MSFT', 'Sell', '3', 'stop 95.50'],
  ]);
  // A stray Enter lands on Keep orders.
  expect(document.activeElement).toBe(within(asking).getByRole('button', { name: 'Keep orders' }));
  await user.keyboard('{Escape}');
  expect(confirmBox()).toBeNull();
  await user.keyboard(CHORD);
  await user.click(within(await waitForBox()).getByRole('button', { name: 'Keep orders' }));
  expect(confirmBox()).toBeNull();
  expect(cancelAlls(bff)).toEqual([]);

  await user.keyboard(CHORD);
  await user.click(within(await waitForBox()).getByRole('button', { name: 'Cancel 2 open orders' }));
  expect(confirmBox()).toBeNull();
  await waitFor(() => {
    expect(cancelAlls(bff)).toEqual([{ account_id: 'ACC1' }]);
  });
  await waitFor(() => {
    expect(screen.getByTestId('ticket-announce-polite').textContent).toBe('Cancel all: 2 open orders cancelled.');
  });
});

test('the chord pressed again over its list confirms it', async () => {
  const { bff, user } = await renderTicket({ openOrders: WORKING });
  await user.click(armSwitch());
  await user.click(screen.getByTestId('hotkeys-armed'));
  await user.keyboard(CHORD);
  await waitForBox();
  expect(cancelAlls(bff)).toEqual([]);
  await user.keyboard(CHORD);
  await waitFor(() => {
    expect(cancelAlls(bff)).toEqual([{ account_id: 'ACC1' }]);
  });
  expect(confirmBox()).toBeNull();
});

test('with the ticket hidden (a narrow layout shows another view) the chord asks nothing and cancels nothing', async () => {
  const { bff, user } = await renderTicket({ openOrders: WORKING });
  await user.click(armSwitch());
  await user.click(screen.getByTestId('hotkeys-armed'));
  // happy-dom lays nothing out: a hidden view's ticket has no boxes in a browser.
  Object.defineProperty(screen.getByTestId('order-ticket'), 'getClientRects', { value: () => [] });
  await waitFor(async () => {
    await user.keyboard(CHORD);
    expect(screen.getByTestId('ticket-announce-assertive').textContent).toBe(
      'Show the order ticket to see what cancel all would cancel: nothing cancelled.',
    );
  });
  await user.keyboard(CHORD);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(cancelAlls(bff)).toEqual([]);
});

test('with the confirm turned off (kept in this browser) the chord cancels at once', async () => {
  const { bff, user } = await renderTicket({ openOrders: WORKING });
  await user.click(screen.getByRole('checkbox', { name: 'Ask before the cancel-all key cancels' }));
  expect(window.localStorage.getItem(CONFIRM_CANCEL_ALL_KEY)).toBe('off');
  await user.click(armSwitch());
  await user.click(screen.getByTestId('hotkeys-armed'));
  await user.keyboard(CHORD);
  await waitFor(() => {
    expect(cancelAlls(bff)).toEqual([{ account_id: 'ACC1' }]);
  });
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('with no open order the chord says so and sends nothing', async () => {
  const { bff, user } = await renderTicket();
  await user.click(armSwitch());
  await user.click(screen.getByTestId('hotkeys-armed'));
  await waitFor(async () => {
    await user.keyboard(CHORD);
    expect(screen.getByTestId('ticket-announce-polite').textContent).toBe('No open orders to cancel.');
  });
  expect(cancelAlls(bff)).toEqual([]);
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
