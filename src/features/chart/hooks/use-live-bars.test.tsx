// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveStore } from '@src/lib/live-store';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { useLiveBars } from './use-live-bars';

afterEach(cleanup);

const T = Date.parse('2026-11-18T15:30:00Z');
const bar = (time: number): Bar => ({
  time,
  open: '10.00',
  high: '10.00',
  low: '10.00',
  close: '10.00',
  volume: '100',
});

test('streamed trades move the newest bar, roll over at the boundary, and are not counted again after a refresh', async () => {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveStoreContext.Provider value={store}>{children}</LiveStoreContext.Provider>
  );
  const first = [bar(T - 60_000), bar(T)];
  const { result, rerender } = renderHook(({ bars }) => useLiveBars('AAPL', 'M1', bars, 0), {
    wrapper,
    initialProps: { bars: first },
  });
  await act(() => Promise.resolve());
  expect(store.topics()).toEqual(['quote/AAPL', 'tick/AAPL']);

  const trade = (time: number, price: string) => {
    act(() => {
      wire.push({
        kind: 'tick',
        symbol: 'AAPL',
        data: { symbol: 'AAPL', ticks: [{ time, price, volume: '5', side: 'S' }], received_at: 1 },
      });
      frames.run();
    });
  };
  trade(T + 10_000, '10.40');
  expect(result.current.at(-1)).toMatchObject({ time: T, close: '10.40', high: '10.40', volume: '105' });
  trade(T + 61_000, '10.20');
  expect(result.current).toHaveLength(3);
  expect(result.current.at(-1)).toMatchObject({ time: T + 60_000, open: '10.20', volume: '5' });

  // The server's refresh already holds those trades: they are not added a second time.
  const refreshed = [
    bar(T - 60_000),
    { ...bar(T), close: '10.40', volume: '105' },
    { ...bar(T + 60_000), volume: '5' },
  ];
  rerender({ bars: refreshed });
  expect(result.current.at(-1)).toMatchObject({ time: T + 60_000, volume: '5' });
  trade(T + 62_000, '10.30');
  expect(result.current.at(-1)).toMatchObject({ close: '10.30', volume: '10' });
});
