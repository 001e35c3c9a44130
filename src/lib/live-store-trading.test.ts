import { expect, test, vi } from 'vitest';
import { createTestFrames, createTestTransport } from '../testing/live-test-transport';
import { ACCOUNT, balance, orderUpdate, positionList, tradingOrder } from '../testing/trading-fixtures';
import type { OrderUpdate } from '../contracts/trading-topics';
import { createLiveStore } from './live-store';

function setup() {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  return { wire, frames, store };
}

const settle = () => Promise.resolve();

test('order updates reach the listener without waiting for a frame, in arrival order, none merged', async () => {
  const { wire, store } = setup();
  store.retainAccount('orders', ACCOUNT);
  await settle();
  expect(wire.calls.at(-1)).toEqual({ op: 'subscribe', topics: ['orders/ACC1'] });
  const listener = vi.fn<(updates: readonly OrderUpdate[]) => void>();
  store.onOrderUpdates(ACCOUNT, listener);

  const steps = [
    orderUpdate(tradingOrder({ status: 'PENDING' }), { kind: 'sent' }),
    orderUpdate(tradingOrder(), { kind: 'accepted' }),
    orderUpdate(tradingOrder({ status: 'PARTIAL_FILLED', filled_quantity: '4' }), { kind: 'partial_fill' }),
    orderUpdate(tradingOrder({ status: 'FILLED', filled_quantity: '10' }), { kind: 'filled' }),
  ];
  // Three in one task go out together once it ends; no animation frame runs here at all.
  for (const data of steps.slice(0, 3)) wire.push({ kind: 'orders', accountId: ACCOUNT, data });
  expect(listener).not.toHaveBeenCalled();
  await settle();
  const [data] = steps.slice(3);
  if (data !== undefined) wire.push({ kind: 'orders', accountId: ACCOUNT, data });
  await settle();

  expect(listener).toHaveBeenCalledTimes(2);
  expect(listener.mock.calls.flatMap(([updates]) => updates)).toEqual(steps);
});

test('a step that only says a request is on its way waits for the next frame or the next step', async () => {
  const { wire, frames, store } = setup();
  store.retainAccount('orders', ACCOUNT);
  await settle();
  const listener = vi.fn<(updates: readonly OrderUpdate[]) => void>();
  store.onOrderUpdates(ACCOUNT, listener);
  const sent = orderUpdate(tradingOrder({ status: 'SENDING' }), { kind: 'sent' });
  const accepted = orderUpdate(tradingOrder(), { kind: 'accepted' });

  // Answered within the frame: both steps in one hand-over, oldest first.
  wire.push({ kind: 'orders', accountId: ACCOUNT, data: sent });
  await settle();
  expect(listener).not.toHaveBeenCalled();
  wire.push({ kind: 'orders', accountId: ACCOUNT, data: accepted });
  await settle();
  expect(listener.mock.calls).toEqual([[[sent, accepted]]]);
  frames.run();
  expect(listener).toHaveBeenCalledTimes(1);

  // A slow broker: the frame shows the order on its way.
  const cancelling = orderUpdate(tradingOrder(), { kind: 'cancel_requested' });
  wire.push({ kind: 'orders', accountId: ACCOUNT, data: cancelling });
  await settle();
  expect(listener).toHaveBeenCalledTimes(1);
  frames.run();
  expect(listener.mock.calls[1]).toEqual([[cancelling]]);
});

test('order updates of an account nobody watches, or of another account, are not handed on', async () => {
  const { wire, frames, store } = setup();
  const listener = vi.fn();
  store.onOrderUpdates(ACCOUNT, listener);
  wire.push({ kind: 'orders', accountId: ACCOUNT, data: orderUpdate(tradingOrder()) });
  frames.run();
  await settle();
  const release = store.retainAccount('orders', 'ACC2');
  await settle();
  wire.push({ kind: 'orders', accountId: 'ACC2', data: orderUpdate(tradingOrder({ account_id: 'ACC2' })) });
  frames.run();
  await settle();
  expect(listener).not.toHaveBeenCalled();
  release();
  await settle();
  expect(store.topics()).toEqual([]);
});

test('the newest balance and positions of a frame are kept and announced once', async () => {
  const { wire, frames, store } = setup();
  store.retainAccount('account', ACCOUNT);
  await settle();
  const listener = vi.fn();
  store.listen('account/ACC1', listener);
  const older = { balance: balance({ cash: '1.00' }), positions: positionList([]) };
  const newer = { balance: balance({ cash: '2.00' }), positions: positionList([]) };
  wire.push({ kind: 'account', accountId: ACCOUNT, data: older });
  wire.push({ kind: 'account', accountId: ACCOUNT, data: newer });
  frames.run();
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.account(ACCOUNT)).toEqual(newer);
});

test('a link that comes back after a drop is announced; the first connection is not', () => {
  const { wire, store } = setup();
  const restored = vi.fn();
  store.onLinkRestored(restored);
  wire.setLink('connecting');
  wire.setLink('online');
  expect(restored).not.toHaveBeenCalled();
  wire.setLink('online');
  wire.setLink('offline');
  wire.setLink('connecting');
  wire.setLink('online');
  expect(restored).toHaveBeenCalledTimes(1);
});
