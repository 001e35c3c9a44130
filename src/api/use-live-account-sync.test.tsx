// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, onTestFinished, test, vi } from 'vitest';
import { LiveStoreContext } from '../lib/live-context';
import { createQueryClient } from '../lib/query-client';
import { startTestLiveStore } from '../testing/live-test-store';
import { ACCOUNT, balance, orderUpdate, positionList, T0, tradingOrder } from '../testing/trading-fixtures';
import { startOwnRequest } from './order-cache';
import { queryKeys } from './query-keys';
import { HOLD_MS, useLiveAccountSync } from './use-live-account-sync';

afterEach(cleanup);

function setup() {
  const { wire, frames, store } = startTestLiveStore();
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <LiveStoreContext.Provider value={store}>{children}</LiveStoreContext.Provider>
    </QueryClientProvider>
  );
  renderHook(
    () => {
      useLiveAccountSync(ACCOUNT);
    },
    { wrapper },
  );
  return { wire, frames, client };
}

/** This tab's own `sent` step of `order` arrives and a frame passes: the open list still lacks it. */
async function sendOwnStep({ wire, frames, client }: ReturnType<typeof setup>, order: ReturnType<typeof tradingOrder>) {
  await act(async () => {
    wire.push({ kind: 'orders', accountId: ACCOUNT, data: orderUpdate(order, { kind: 'sent' }) });
    frames.run();
    await Promise.resolve();
  });
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'open'))).toEqual({ orders: [], as_of: T0 });
}

test('the account topics are subscribed and write what they carry into the cache', async () => {
  const { wire, frames, client } = setup();
  await act(() => Promise.resolve());
  expect(wire.calls.at(-1)).toEqual({ op: 'subscribe', topics: ['orders/ACC1', 'account/ACC1'] });
  client.setQueryData(queryKeys.orders(ACCOUNT, 'open'), { orders: [], as_of: T0 });
  const executions = queryKeys.executions(ACCOUNT, '');
  client.setQueryData(executions, { account_id: ACCOUNT, executions: [], truncated: false, fetched_at: T0 });

  // Order steps go out when the task ends; balances with the next frame.
  await act(async () => {
    wire.push({ kind: 'orders', accountId: ACCOUNT, data: orderUpdate(tradingOrder()) });
    wire.push({ kind: 'account', accountId: ACCOUNT, data: { balance: balance(), positions: positionList([]) } });
    frames.run();
    await Promise.resolve();
  });
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'open'))).toEqual({ orders: [tradingOrder()], as_of: T0 });
  expect(client.getQueryData(queryKeys.balance(ACCOUNT))).toEqual(balance());
  // A balance push follows a fill: the executions the P&L is built on are read again.
  expect(client.getQueryState(executions)?.isInvalidated).toBe(true);
});

test("this tab's own order on its way waits for the account's next step, then both land in order", async () => {
  const { wire, frames, client } = setup();
  await act(() => Promise.resolve());
  client.setQueryData(queryKeys.orders(ACCOUNT, 'open'), { orders: [], as_of: T0 });
  const sending = tradingOrder({ status: 'SENDING', updated_at: T0 + 1 });
  const working = tradingOrder({ status: 'SUBMITTED', updated_at: T0 + 2 });
  const detail = queryKeys.orderDetail(ACCOUNT, sending.client_order_id);
  client.setQueryData(detail, { order: tradingOrder({ status: 'SENDING', updated_at: T0 }), timeline: [] });
  const settled = startOwnRequest(ACCOUNT, sending.client_order_id);
  await sendOwnStep({ wire, frames, client }, sending);

  await act(async () => {
    wire.push({ kind: 'orders', accountId: ACCOUNT, data: orderUpdate(working, { kind: 'accepted' }) });
    await Promise.resolve();
  });
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'open'))).toEqual({ orders: [working], as_of: T0 });
  expect(client.getQueryData<{ timeline: { kind: string }[] }>(detail)?.timeline.map((step) => step.kind)).toEqual([
    'sent',
    'accepted',
  ]);
  settled();
});

test(`this tab's own order on its way is shown after ${String(HOLD_MS)} ms when the broker is slow`, async () => {
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const { wire, frames, client } = setup();
  await act(() => Promise.resolve());
  client.setQueryData(queryKeys.orders(ACCOUNT, 'open'), { orders: [], as_of: T0 });
  const sending = tradingOrder({ status: 'SENDING' });
  const settled = startOwnRequest(ACCOUNT, sending.client_order_id);
  onTestFinished(settled);
  await sendOwnStep({ wire, frames, client }, sending);
  act(() => {
    vi.advanceTimersByTime(HOLD_MS - 1);
  });
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'open'))).toEqual({ orders: [], as_of: T0 });
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'open'))).toEqual({ orders: [sending], as_of: T0 });
});

test("another tab's order on its way is news here: it is written with the frame", async () => {
  const { wire, frames, client } = setup();
  await act(() => Promise.resolve());
  client.setQueryData(queryKeys.orders(ACCOUNT, 'open'), { orders: [], as_of: T0 });
  const other = tradingOrder({ client_order_id: 'OTHER', status: 'SENDING' });
  const settled = startOwnRequest(ACCOUNT, 'MINE');
  await act(async () => {
    wire.push({ kind: 'orders', accountId: ACCOUNT, data: orderUpdate(other, { kind: 'sent' }) });
    frames.run();
    await Promise.resolve();
  });
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'open'))).toEqual({ orders: [other], as_of: T0 });
  settled();
});

test("this tab's own order on its way is written when the request's answer is in, if no step came first", async () => {
  const { wire, frames, client } = setup();
  await act(() => Promise.resolve());
  client.setQueryData(queryKeys.orders(ACCOUNT, 'open'), { orders: [], as_of: T0 });
  const sending = tradingOrder({ status: 'SENDING' });
  const settled = startOwnRequest(ACCOUNT, sending.client_order_id);
  await sendOwnStep({ wire, frames, client }, sending);
  act(() => {
    settled();
  });
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'open'))).toEqual({ orders: [sending], as_of: T0 });
});

test("after the link comes back, the account's cached answers are marked for a fresh read", () => {
  const { wire, client } = setup();
  client.setQueryData(queryKeys.balance(ACCOUNT), balance());
  client.setQueryData(queryKeys.orders(ACCOUNT, 'open'), { orders: [], as_of: T0 });
  client.setQueryData(queryKeys.snapshots(['AAPL']), []);
  act(() => {
    wire.setLink('online');
  });
  expect(client.getQueryState(queryKeys.balance(ACCOUNT))?.isInvalidated).toBe(false);

  act(() => {
    wire.setLink('offline');
    wire.setLink('online');
  });
  expect(client.getQueryState(queryKeys.balance(ACCOUNT))?.isInvalidated).toBe(true);
  expect(client.getQueryState(queryKeys.orders(ACCOUNT, 'open'))?.isInvalidated).toBe(true);
  expect(client.getQueryState(queryKeys.snapshots(['AAPL']))?.isInvalidated).toBe(false);
});
