// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveStore } from '@src/lib/live-store';
import { announceModified } from '@src/lib/modified-orders';
import { createQueryClient } from '@src/lib/query-client';
import { stubTradingBff, type TradingHandler } from '@src/testing/fake-trading-bff';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { ACCOUNT, orderUpdate, tradingOrder } from '@src/testing/trading-fixtures';
import { tellClose } from '@src/lib/position-closes';
import { OrderAnnouncer } from './order-announcer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function setup() {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <LiveStoreContext.Provider value={store}>
        <OrderAnnouncer accountId={ACCOUNT} />
      </LiveStoreContext.Provider>
    </QueryClientProvider>,
  );
  await act(() => Promise.resolve());
  return { wire, frames };
}

test('a fill shows a toast and is announced in the live log', async () => {
  const { wire, frames } = await setup();
  expect(wire.calls.at(-1)).toEqual({ op: 'subscribe', topics: ['orders/ACC1'] });
  // Order steps go out when the task ends.
  await act(async () => {
    wire.push({
      kind: 'orders',
      accountId: ACCOUNT,
      data: orderUpdate(tradingOrder({ status: 'SUBMITTED' }), { kind: 'accepted' }),
    });
    wire.push({
      kind: 'orders',
      accountId: ACCOUNT,
      data: orderUpdate(tradingOrder({ status: 'FILLED', filled_quantity: '10', filled_price: '190.05' }), {
        kind: 'filled',
      }),
    });
    frames.run();
    await Promise.resolve();
  });
  const toasts = within(screen.getByRole('region', { name: 'Notifications' })).getAllByTestId('toast');
  expect(toasts.map((t) => t.querySelector('p')?.textContent)).toEqual(['Filled: bought 10 AAPL at 190.05']);
  expect(screen.getByRole('log', { name: 'Order announcements' }).textContent).toBe('Filled: bought 10 AAPL at 190.05');
});

test('a refusal is told with its reason in words', async () => {
  const { wire, frames } = await setup();
  // Order steps go out when the task ends.
  await act(async () => {
    wire.push({
      kind: 'orders',
      accountId: ACCOUNT,
      data: orderUpdate(tradingOrder({ status: 'FAILED' }), {
        kind: 'failed',
        detail: 'Insufficient buying power: the order needs 1850.00 USD, 10.00 USD is available.',
      }),
    });
    frames.run();
    await Promise.resolve();
  });
  const toast = screen.getByTestId('toast');
  expect(toast.dataset.tone).toBe('error');
  expect(toast.textContent).toContain(
    'Refused: buy 10 AAPL. Not enough buying power: the order needed $1,850.00, and $10.00 was available.',
  );
});

test('a close, from whichever screen, shows what it did and the exits it cancelled', async () => {
  await setup();
  act(() => {
    tellClose({
      tone: 'success',
      text: 'Closed MSFT: sold 10 at 412.30 · cancelled 2 exits (take profit 450.00, stop loss 370.00)',
    });
  });
  const toasts = within(screen.getByRole('region', { name: 'Notifications' })).getAllByTestId('toast');
  expect(toasts.map((t) => t.querySelector('p')?.textContent)).toEqual([
    'Closed MSFT: sold 10 at 412.30 · cancelled 2 exits (take profit 450.00, stop loss 370.00)',
  ]);
});

/** The BFF holds ORD1 (a limit buy of 10 AAPL) already moved to 183.10; the trader had it at 185.00. */
function moved(override?: TradingHandler) {
  const bff = stubTradingBff({ orders: [tradingOrder({ limit_price: '183.10' })] }, override);
  act(() => {
    announceModified({ accountId: ACCOUNT, before: tradingOrder(), change: { limit_price: '183.10' } });
  });
  return bff;
}

const toastTexts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

test('a change the trader made is told with where it was, and Undo sends the old price back', async () => {
  await setup();
  const bff = moved();
  expect(toastTexts()).toEqual(['Modified: Buy 10 AAPL limit 185.00 → 183.10 (-1.0 %)']);
  expect(bff.writes()).toEqual([]);
  fireEvent.click(within(screen.getByTestId('toast')).getByRole('button', { name: 'Undo' }));
  await waitFor(() => {
    expect(toastTexts()).toEqual(['Undone: Buy 10 AAPL limit 185.00 again']);
  });
  expect(bff.writes()).toEqual([
    {
      method: 'POST',
      path: '/api/orders/ORD1/replace',
      query: '',
      body: { account_id: ACCOUNT, limit_price: '185.00' },
    },
  ]);
});

test('Undo is offered for 5 s', async () => {
  await setup();
  vi.useFakeTimers();
  moved();
  act(() => {
    vi.advanceTimersByTime(4_999);
  });
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDefined();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});

test('a refused Undo says the order was not restored, and why', async () => {
  await setup();
  moved((method) =>
    method === 'POST'
      ? { status: 409, body: { error: { code: 'ORDER_NOT_OPEN', message: 'The order is already filled.' } } }
      : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => {
    expect(toastTexts()).toEqual(['Undo refused: Buy 10 AAPL limit 185.00 not restored. The order is already filled.']);
  });
  expect(screen.getByTestId('toast').dataset.tone).toBe('error');
});

test("another account's change is not told here", async () => {
  await setup();
  stubTradingBff({ orders: [] });
  act(() => {
    announceModified({ accountId: 'OTHER', before: tradingOrder(), change: { limit_price: '183.10' } });
  });
  expect(toastTexts()).toEqual([]);
});
