// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '@src/lib/query-client';
import { stubBff } from '@src/testing/render-with-query';
import { useChartBars } from './use-chart-bars';

const DAY = 86_400_000;
const NEWEST = Date.UTC(2026, 10, 18);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A BFF with 1 000 daily bars: `count` of them ending before `end` (or the newest), oldest first. */
function stubDailyBars() {
  return stubBff((url) => {
    const count = Number(url.searchParams.get('count'));
    const end = url.searchParams.get('end');
    const newest = end === null ? NEWEST : Number(end) - DAY;
    const times = Array.from({ length: count }, (_, i) => newest - (count - 1 - i) * DAY).filter(
      (t) => t > NEWEST - 1_000 * DAY,
    );
    const bars = times.map((time) => ({ time, open: '1.00', high: '1.00', low: '1.00', close: '1.00', volume: '1' }));
    return { body: { symbol: 'AAPL', timespan: 'D', bars } };
  });
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>;
}

test('a burst of scroll-back events loads the older page once, and the chart keeps every bar', async () => {
  const fetchMock = stubDailyBars();
  const { result } = renderHook(() => useChartBars('AAPL', 'D'), { wrapper });
  await waitFor(() => {
    expect(result.current.bars).toHaveLength(300);
  });

  act(() => {
    result.current.loadOlder();
    result.current.loadOlder();
    result.current.loadOlder();
  });
  await waitFor(() => {
    expect(result.current.bars).toHaveLength(600);
  });
  const olderPageCalls = fetchMock.mock.calls.filter(([input]) => typeof input === 'string' && input.includes('end='));
  expect(olderPageCalls).toHaveLength(1);
  expect(result.current.bars[0]?.time).toBe(NEWEST - 599 * DAY);
});
