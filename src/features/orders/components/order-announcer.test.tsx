// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveStore } from '@src/lib/live-store';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { ACCOUNT, orderUpdate, tradingOrder } from '@src/testing/trading-fixtures';
import { tellClose } from '@src/lib/position-closes';
import { OrderAnnouncer } from './order-announcer';

afterEach(cleanup);

async function setup() {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  render(
    <LiveStoreContext.Provider value={store}>
      <OrderAnnouncer accountId={ACCOUNT} />
    </LiveStoreContext.Provider>,
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
