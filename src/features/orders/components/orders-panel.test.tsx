// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { stubTradingBff } from '@src/testing/fake-trading-bff';
import { renderWithQuery } from '@src/testing/render-with-query';
import { ACCOUNT, T0, tradingOrder } from '@src/testing/trading-fixtures';
import { OrderAnnouncer } from './order-announcer';
import { OrdersPanel } from './orders-panel';
import { WINDOW_FROM_ORDERS } from './orders-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORDERS = [
  tradingOrder({ client_order_id: 'W1' }),
  tradingOrder({ client_order_id: 'C1', symbol: 'MSFT', status: 'CHECKING', order_id: undefined }),
  tradingOrder({
    client_order_id: 'F1',
    symbol: 'NVDA',
    status: 'FILLED',
    filled_quantity: '10',
    filled_price: '120.50',
  }),
  tradingOrder({ client_order_id: 'X1', symbol: 'TSLA', status: 'CANCELLED' }),
  tradingOrder({ client_order_id: 'R1', symbol: 'AMD', status: 'FAILED', message: 'Insufficient buying power' }),
  tradingOrder({ client_order_id: 'N1', symbol: 'INTC', status: 'NOT_PLACED' }),
];

const shownIds = () => screen.queryAllByTestId('order-row').map((row) => row.dataset.clientOrderId);

function setup(orders = ORDERS.map((o) => ({ ...o }))) {
  const bff = stubTradingBff({ orders });
  renderWithQuery(<OrdersPanel accountId={ACCOUNT} />);
  return { bff, user: userEvent.setup() };
}

test('orders are listed by status, with "Checking…" a neutral step rather than an error', async () => {
  const { user } = setup();
  const open = await screen.findByRole('table', { name: 'Open orders' });
  expect(shownIds()).toEqual(['W1', 'C1']);
  const checking = within(open).getByText('Checking…');
  expect(checking.dataset.status).toBe('CHECKING');
  expect(within(checking).getByTestId('order-status-spinner')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('tab', { name: 'Open (2)' }).getAttribute('aria-selected')).toBe('true');

  await user.click(screen.getByRole('tab', { name: 'Filled (1)' }));
  expect(within(await screen.findByRole('table', { name: 'Filled orders' })).getByText('10 / 120.50')).toBeTruthy();
  await user.click(screen.getByRole('tab', { name: 'Cancelled (1)' }));
  await screen.findByRole('table', { name: 'Cancelled orders' });
  expect(shownIds()).toEqual(['X1']);
  await user.click(screen.getByRole('tab', { name: 'Failed (2)' }));
  await screen.findByRole('table', { name: 'Failed orders' });
  expect(shownIds().sort()).toEqual(['N1', 'R1']);
  expect(screen.getByText('Not placed')).toBeTruthy();
});

test('a long tab mounts only the rows in view, newest first, and scrolling brings the oldest', async () => {
  // The DOM here does no layout: give every scroller the height a browser would.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  const count = WINDOW_FROM_ORDERS * 2 + 30;
  const orders = Array.from({ length: count }, (_, i) =>
    tradingOrder({ client_order_id: `O${String(i)}`, placed_at: T0 + i * 1000 }),
  );
  setup(orders);
  await screen.findByRole('tab', { name: `Open (${String(count)})` });
  const mounted = shownIds();
  expect(mounted.length).toBeGreaterThan(0);
  expect(mounted.length).toBeLessThan(40);
  expect(mounted[0]).toBe(`O${String(count - 1)}`);
  const panel = screen.getByRole('tabpanel');
  panel.scrollTop = count * 32;
  panel.dispatchEvent(new Event('scroll'));
  await waitFor(() => {
    expect(shownIds().at(-1)).toBe('O0');
  });
  expect(shownIds().length).toBeLessThan(40);
});

test('Modify edits the terms in place: Enter sends only what changed, Escape sends nothing', async () => {
  const { bff, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Modify Buy 10 AAPL limit 185.00' }));
  const limit = screen.getByRole('textbox', { name: 'New limit price' });
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New quantity' }));
  await user.clear(limit);
  await user.type(limit, '184.5');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox', { name: 'New limit price' })).toBeNull();
  expect(bff.writes()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Modify Buy 10 AAPL limit 185.00' }));
  await user.clear(screen.getByRole('textbox', { name: 'New limit price' }));
  await user.type(screen.getByRole('textbox', { name: 'New limit price' }), '184.5{Enter}');
  await screen.findByRole('button', { name: 'Modify Buy 10 AAPL limit 184.50' });
  expect(bff.writes()).toEqual([
    { method: 'POST', path: '/api/orders/W1/replace', query: '', body: { account_id: ACCOUNT, limit_price: '184.5' } },
  ]);
});

test('a sent Modify is told with what changed, and its Undo puts the old terms back', async () => {
  const bff = stubTradingBff({ orders: [tradingOrder({ client_order_id: 'W1' })] });
  const user = userEvent.setup();
  // Side by side, as the dashboard has them: the list changes, the announcer tells.
  renderWithQuery(
    <>
      <OrdersPanel accountId={ACCOUNT} />
      <OrderAnnouncer accountId={ACCOUNT} />
    </>,
  );
  await user.click(await screen.findByRole('button', { name: 'Modify Buy 10 AAPL limit 185.00' }));
  await user.clear(screen.getByRole('textbox', { name: 'New quantity' }));
  await user.type(screen.getByRole('textbox', { name: 'New quantity' }), '12');
  await user.clear(screen.getByRole('textbox', { name: 'New limit price' }));
  await user.type(screen.getByRole('textbox', { name: 'New limit price' }), '186{Enter}');
  const toast = await screen.findByTestId('toast');
  expect(toast.querySelector('p')?.textContent).toBe(
    'Modified: Buy AAPL quantity 10 → 12, limit 185.00 → 186.00 (+0.54 %)',
  );
  await user.click(within(toast).getByRole('button', { name: 'Undo' }));
  await screen.findByRole('button', { name: 'Modify Buy 10 AAPL limit 185.00' });
  expect(bff.writes().map((call) => call.body)).toEqual([
    { account_id: ACCOUNT, quantity: '12', limit_price: '186' },
    { account_id: ACCOUNT, quantity: '10', limit_price: '185.00' },
  ]);
  // The undo is not itself offered for undoing.
  expect(screen.getByTestId('toast').querySelector('p')?.textContent).toBe('Undone: Buy 10 AAPL limit 185.00 again');
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});

test('a change the BFF refuses stays open with the reason', async () => {
  const orders = [tradingOrder({ client_order_id: 'W1' })];
  stubTradingBff({ orders }, (method, url) =>
    method === 'POST' && url.pathname.endsWith('/replace')
      ? { status: 400, body: { error: { code: 'INVALID_PARAMETER', message: 'limit_price is off the grid' } } }
      : undefined,
  );
  const user = userEvent.setup();
  renderWithQuery(<OrdersPanel accountId={ACCOUNT} />);
  await user.click(await screen.findByRole('button', { name: 'Modify Buy 10 AAPL limit 185.00' }));
  await user.type(screen.getByRole('textbox', { name: 'New quantity' }), '5{Enter}');
  expect((await screen.findByRole('alert')).textContent).toBe('Not changed: limit_price is off the grid');
  expect(screen.getByRole('textbox', { name: 'New quantity' })).toBeTruthy();
});

test('Cancel sends the account at once; the order moves to Cancelled', async () => {
  const { bff, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel Buy 10 AAPL limit 185.00' }));
  await waitFor(() => {
    expect(shownIds()).toEqual(['C1']);
  });
  expect(bff.writes()).toEqual([
    { method: 'POST', path: '/api/orders/W1/cancel', query: '', body: { account_id: ACCOUNT } },
  ]);
  expect(screen.getByRole('tab', { name: 'Cancelled (2)' })).toBeTruthy();
});

test('Cancel all asks first, naming how many, then sends the account and reports the tally', async () => {
  const { bff, user } = setup();
  await screen.findByRole('table', { name: 'Open orders' });
  await user.click(screen.getByRole('button', { name: 'Cancel all' }));
  const confirm = screen.getByRole('group', { name: 'Confirm cancel all' });
  expect(confirm.textContent).toContain('Cancel all 2 open orders?');
  await user.click(within(confirm).getByRole('button', { name: 'Keep orders' }));
  expect(bff.writes()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Cancel all' }));
  await user.click(screen.getByRole('button', { name: 'Confirm cancel all' }));
  expect((await screen.findByRole('status')).textContent).toBe('Cancel sent for 2 orders.');
  expect(bff.writes()).toEqual([
    { method: 'POST', path: '/api/orders/cancel-all', query: '', body: { account_id: ACCOUNT } },
  ]);
  await waitFor(() => {
    expect(screen.getByRole('tab', { name: 'Open (0)' })).toBeTruthy();
  });
});

test("clicking an order shows its life: each step's time, latency, and a failure in plain words", async () => {
  const failed = tradingOrder({ client_order_id: 'R1', status: 'FAILED', updated_at: T0 + 90 });
  stubTradingBff({
    orders: [failed],
    timelines: {
      R1: [
        { account_id: ACCOUNT, client_order_id: 'R1', kind: 'reviewed', at: T0, status: 'SENDING' },
        { account_id: ACCOUNT, client_order_id: 'R1', kind: 'sent', at: T0 + 3, status: 'SENDING' },
        {
          account_id: ACCOUNT,
          client_order_id: 'R1',
          kind: 'accepted',
          at: T0 + 48,
          latency_ms: 41,
          status: 'SUBMITTED',
        },
        {
          account_id: ACCOUNT,
          client_order_id: 'R1',
          kind: 'failed',
          at: T0 + 90,
          status: 'FAILED',
          detail: 'Insufficient buying power: the order needs 1850.00 USD, 900.00 USD is available.',
        },
      ],
    },
  });
  const user = userEvent.setup();
  renderWithQuery(<OrdersPanel accountId={ACCOUNT} />);
  await user.click(await screen.findByRole('tab', { name: 'Failed (1)' }));
  await user.click(await screen.findByRole('button', { name: 'Timeline of Buy 10 AAPL limit 185.00' }));

  const dialog = await screen.findByRole('dialog', { name: 'Life of: Buy 10 AAPL limit 185.00' });
  const steps = await within(dialog).findAllByTestId('timeline-step');
  expect(steps.map((s) => s.dataset.kind)).toEqual(['reviewed', 'sent', 'accepted', 'failed']);
  expect(
    within(dialog)
      .getAllByTestId('step-latency')
      .map((l) => l.textContent),
  ).toEqual(['+3 ms', '+41 ms', '+42 ms']);
  expect(steps[0]?.querySelector('time')?.textContent).toBe('10:30:00.000 ET');
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'Not enough buying power: the order needed $1,850.00, and $900.00 was available.',
  );
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
