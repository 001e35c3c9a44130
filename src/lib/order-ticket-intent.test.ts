// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { openOrderTicket, takeOrderTicketRequest, useOrderTicketRequest } from './order-ticket-intent';

test('the newest request waits until the ticket takes it', () => {
  const { result } = renderHook(() => useOrderTicketRequest());
  act(() => {
    openOrderTicket({ symbol: 'AAPL', side: 'BUY' });
    openOrderTicket({ symbol: 'MSFT', side: 'SELL', price: '99.50' });
  });
  const latest = result.current;
  expect(latest).toMatchObject({ symbol: 'MSFT', side: 'SELL', price: '99.50' });

  act(() => {
    takeOrderTicketRequest((latest?.seq ?? 0) - 1);
  });
  expect(result.current).toBe(latest);
  act(() => {
    takeOrderTicketRequest(latest?.seq ?? 0);
  });
  expect(result.current).toBeNull();
});

test('the same request made twice is two requests', () => {
  const { result } = renderHook(() => useOrderTicketRequest());
  act(() => {
    openOrderTicket({ symbol: 'AAPL' });
  });
  const first = result.current?.seq;
  act(() => {
    openOrderTicket({ symbol: 'AAPL' });
  });
  expect(result.current?.seq).not.toBe(first);
});
