// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { LiveStoreContext } from '@src/lib/live-context';
import { stubTradingBff } from '@src/testing/fake-trading-bff';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { renderWithQuery } from '@src/testing/render-with-query';
import { ACCOUNT, T0, tradingOrder } from '@src/testing/trading-fixtures';
import { OrdersPanel } from './orders-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRAILING = tradingOrder({
  client_order_id: 'T1',
  side: 'SELL',
  order_type: 'TRAILING_STOP_LOSS',
  limit_price: undefined,
  trailing_type: 'AMOUNT',
  trailing_stop_step: '1.00',
  trailing_stop_price: '189.00',
});

test('a working trailing stop shows its trail and its trigger, and the trigger follows the price up', async () => {
  const atBroker = { ...TRAILING };
  stubTradingBff({ orders: [atBroker] });
  const { wire, frames, store } = startTestLiveStore({ online: true });
  renderWithQuery(
    <LiveStoreContext.Provider value={store}>
      <OrdersPanel accountId={ACCOUNT} />
    </LiveStoreContext.Provider>,
  );
  const row = await screen.findByTestId('order-row');
  expect(within(row).getByTestId('order-trailing').textContent).toBe('trail $1.00 / 189.00');
  expect(within(row).getByRole('button', { name: 'Timeline of Sell 10 AAPL trailing stop $1.00' })).toBeTruthy();
  // The row listens to AAPL's trades.
  expect(wire.calls.flatMap((call) => (call.op === 'subscribe' ? call.topics : []))).toContain('tick/AAPL');

  const trade = (price: string, at: number) => {
    act(() => {
      wire.push({
        kind: 'tick',
        symbol: 'AAPL',
        data: { symbol: 'AAPL', ticks: [{ time: at, price, volume: '100', side: 'B' }], received_at: at },
      });
      frames.run();
    });
  };
  trade('191.25', T0 + 1_000);
  expect(within(row).getByTestId('trailing-stop').textContent).toBe('190.25');
  // A lower trade leaves the trigger where the high put it.
  trade('190.40', T0 + 2_000);
  expect(within(row).getByTestId('trailing-stop').textContent).toBe('190.25');

  // Its timeline reads the broker's record (which has moved too) and follows the next trades.
  atBroker.trailing_stop_price = '190.25';
  await userEvent.setup().click(within(row).getByRole('button', { name: /^Timeline of / }));
  expect((await screen.findByTestId('timeline-trailing')).textContent).toBe('Trail $1.00 · stop now 190.25');
  trade('192.00', T0 + 3_000);
  expect(screen.getByTestId('timeline-trailing').textContent).toBe('Trail $1.00 · stop now 191.00');
  expect(within(row).getByTestId('trailing-stop').textContent).toBe('191.00');
});

test('a trailing stop the broker has not started shows its trail and no trigger', async () => {
  stubTradingBff({ orders: [{ ...TRAILING, trailing_stop_price: undefined, status: 'PENDING' }] });
  renderWithQuery(<OrdersPanel accountId={ACCOUNT} />);
  const row = await screen.findByTestId('order-row');
  expect(within(row).getByTestId('order-trailing').textContent).toBe('trail $1.00 / —');
});

test('a working trailing stop known only from its place answer makes the list be read once for its trigger', async () => {
  // The broker's record has the trigger; the copy the page first holds (as a place answer or a
  // live step gives it) does not.
  let reads = 0;
  const { calls } = stubTradingBff({ orders: [TRAILING] }, (method, url) => {
    if (method !== 'GET' || url.pathname !== '/api/orders' || url.searchParams.get('view') !== 'open') return undefined;
    reads += 1;
    const copy = reads === 1 ? { ...TRAILING, client_order_id: 'T2', trailing_stop_price: undefined } : TRAILING;
    return { body: { orders: [{ ...copy, client_order_id: 'T2' }], as_of: reads } };
  });
  renderWithQuery(<OrdersPanel accountId={ACCOUNT} />);
  const row = await screen.findByTestId('order-row');
  await waitFor(() => {
    expect(within(row).getByTestId('order-trailing').textContent).toBe('trail $1.00 / 189.00');
  });
  const openReads = () => calls.filter((c) => c.path === '/api/orders' && c.query.includes('view=open')).length;
  expect(openReads()).toBe(2);
});
