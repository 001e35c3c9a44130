// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
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
  const hook = renderHook(() => useOrderLines(ACCOUNT, 'AAPL'), { wrapper });
  return { bff, hook };
}

const shown = (lines: readonly { label: string; price: string }[]) => lines.map((l) => `${l.label}@${l.price}`);

test("the chart reads the account's open orders of its symbol and draws their prices", async () => {
  const { hook } = setup();
  await waitFor(() => {
    expect(shown(hook.result.current.lines)).toEqual(['BUY 10 LMT@185.00', 'SELL 10 STP@170.00']);
  });
});

test('a dropped line sends a replace of that price and the line moves with the answer', async () => {
  const { bff, hook } = setup();
  await waitFor(() => {
    expect(hook.result.current.lines).toHaveLength(2);
  });
  const [, stop] = hook.result.current.lines;
  act(() => {
    if (stop !== undefined) hook.result.current.drop(stop, '171.50');
  });
  expect(hook.result.current.lines[1]).toMatchObject({ price: '171.50', moving: true });
  await waitFor(() => {
    expect(shown(hook.result.current.lines)).toEqual(['BUY 10 LMT@185.00', 'SELL 10 STP@171.50']);
    expect(hook.result.current.lines[1]?.moving).toBeUndefined();
  });
  expect(bff.writes()).toEqual([
    { method: 'POST', path: '/api/orders/S1/replace', query: '', body: { account_id: ACCOUNT, stop_price: '171.50' } },
  ]);
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
  await waitFor(() => {
    expect(hook.result.current.error?.message).toBe('stop is past the price');
  });
  expect(shown(hook.result.current.lines)).toEqual(['BUY 10 LMT@185.00', 'SELL 10 STP@170.00']);
});
