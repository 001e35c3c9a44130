// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { useModifiedOrders } from '@src/lib/modified-orders';
import { createQueryClient } from '@src/lib/query-client';
import { stubTradingBff, type TradingHandler } from '@src/testing/fake-trading-bff';
import { ACCOUNT, tradingOrder } from '@src/testing/trading-fixtures';
import { useOrderLines } from './use-order-lines';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(override?: TradingHandler) {
  const bff = stubTradingBff(
    {
      orders: [
        tradingOrder(),
        tradingOrder({
          client_order_id: 'S1',
          side: 'SELL',
          order_type: 'STOP_LOSS',
          limit_price: undefined,
          stop_price: '170.00',
        }),
        tradingOrder({ client_order_id: 'M1', symbol: 'MSFT' }),
      ],
    },
    override,
  );
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const modified = vi.fn();
  const hook = renderHook(
    ({ symbol }: { symbol: string }) => {
      useModifiedOrders(modified);
      return useOrderLines(ACCOUNT, symbol);
    },
    { wrapper, initialProps: { symbol: 'AAPL' } },
  );
  const rerender = (symbol: string) => {
    hook.rerender({ symbol });
  };
  return { bff, hook, modified, rerender };
}

const shown = (lines: readonly { label: string; price: string }[]) => lines.map((l) => `${l.label}@${l.price}`);

test("the chart reads the account's open orders of its symbol and draws their prices", async () => {
  const { hook } = setup();
  await waitFor(() => {
    expect(shown(hook.result.current.lines)).toEqual(['BUY 10 LMT@185.00', 'SELL 10 STP@170.00']);
  });
});

test('a dropped line asks first: it waits at the new price and nothing is sent until confirmed', async () => {
  const { bff, hook, modified } = setup();
  await waitFor(() => {
    expect(hook.result.current.lines).toHaveLength(2);
  });
  const [, stop] = hook.result.current.lines;
  act(() => {
    if (stop !== undefined) hook.result.current.drop(stop, '171.50');
  });
  expect(hook.result.current.lines[1]).toMatchObject({ price: '171.50', asking: true });
  expect(hook.result.current.proposal).toMatchObject({ from: '170.00', to: '171.50', line: { key: 'S1:stop' } });
  expect(bff.writes()).toEqual([]);

  act(() => {
    hook.result.current.confirm();
  });
  expect(hook.result.current.proposal).toBeUndefined();
  expect(hook.result.current.lines[1]).toMatchObject({ price: '171.50', moving: true });
  await waitFor(() => {
    expect(shown(hook.result.current.lines)).toEqual(['BUY 10 LMT@185.00', 'SELL 10 STP@171.50']);
    expect(hook.result.current.lines[1]?.moving).toBeUndefined();
  });
  expect(bff.writes()).toEqual([
    { method: 'POST', path: '/api/orders/S1/replace', query: '', body: { account_id: ACCOUNT, stop_price: '171.50' } },
  ]);
  // Told once taken, with the order as it was, so Undo can put it back.
  expect(modified).toHaveBeenCalledTimes(1);
  expect(modified.mock.calls[0]?.[0]).toMatchObject({
    accountId: ACCOUNT,
    before: { client_order_id: 'S1', stop_price: '170.00' },
    change: { stop_price: '171.50' },
  });
});

test('Revert, or a drop back onto the order price, puts the line back and sends nothing', async () => {
  const { bff, hook, modified } = setup();
  await waitFor(() => {
    expect(hook.result.current.lines).toHaveLength(2);
  });
  const limit = () => hook.result.current.lines[0];
  act(() => {
    const line = limit();
    if (line !== undefined) hook.result.current.drop(line, '183.10');
  });
  expect(hook.result.current.proposal?.to).toBe('183.10');
  act(() => {
    hook.result.current.revert();
  });
  expect(hook.result.current.proposal).toBeUndefined();
  expect(limit()).toMatchObject({ price: '185.00' });
  expect(limit()?.asking).toBeUndefined();
  // Dropped, taken again while asked and let go on its own price.
  act(() => {
    const line = limit();
    if (line !== undefined) hook.result.current.drop(line, '183.10');
  });
  act(() => {
    const line = limit();
    if (line !== undefined) hook.result.current.drop(line, '185');
  });
  expect(hook.result.current.proposal).toBeUndefined();
  act(() => {
    hook.result.current.confirm();
  });
  expect(bff.writes()).toEqual([]);
  expect(modified).not.toHaveBeenCalled();
});

test("a question asked on one symbol's chart is dropped when the chart shows another", async () => {
  const { bff, hook, rerender } = setup();
  await waitFor(() => {
    expect(hook.result.current.lines).toHaveLength(2);
  });
  act(() => {
    const line = hook.result.current.lines[0];
    if (line !== undefined) hook.result.current.drop(line, '183.10');
  });
  rerender('MSFT');
  await waitFor(() => {
    expect(shown(hook.result.current.lines)).toEqual(['BUY 10 LMT@185.00']);
  });
  expect(hook.result.current.proposal).toBeUndefined();
  rerender('AAPL');
  await waitFor(() => {
    expect(shown(hook.result.current.lines)).toEqual(['BUY 10 LMT@185.00', 'SELL 10 STP@170.00']);
  });
  expect(hook.result.current.proposal).toBeUndefined();
  act(() => {
    hook.result.current.confirm();
  });
  expect(bff.writes()).toEqual([]);
});

test('a refused move puts the line back and says why', async () => {
  const { hook } = setup((method) =>
    method === 'POST'
      ? { status: 400, body: { error: { code: 'INVALID_PARAMETER', message: 'stop is past the price' } } }
      : undefined,
  );
  await waitFor(() => {
    expect(hook.result.current.lines).toHaveLength(2);
  });
  const [limit] = hook.result.current.lines;
  act(() => {
    if (limit !== undefined) hook.result.current.drop(limit, '190.00');
  });
  act(() => {
    hook.result.current.confirm();
  });
  await waitFor(() => {
    expect(hook.result.current.error?.message).toBe('stop is past the price');
  });
  expect(shown(hook.result.current.lines)).toEqual(['BUY 10 LMT@185.00', 'SELL 10 STP@170.00']);
});
