// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useClock, useClockReading } from './use-clock';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-18T15:00:10Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function EverySecond() {
  return <span>{String(useClock())}</span>;
}

function EveryMinute() {
  return <span data-testid="minute">{String(useClockReading((now) => Math.floor(now / 60_000)))}</span>;
}

test('a reading of the clock renders again only when the reading changes', () => {
  const renders = new Map<string, number>();
  const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  render(
    <>
      <Profiler id="second" onRender={count}>
        <EverySecond />
      </Profiler>
      <Profiler id="minute" onRender={count}>
        <EveryMinute />
      </Profiler>
    </>,
  );
  const firstMinute = Number(screen.getByTestId('minute').textContent);
  const mounted = new Map(renders);
  const since = (id: string) => (renders.get(id) ?? 0) - (mounted.get(id) ?? 0);
  // 49 ticks of the shared timer, all within the same minute (10 s to 59 s past it).
  for (let tick = 0; tick < 49; tick += 1)
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
  expect(since('second')).toBe(49);
  expect(since('minute')).toBe(0);
  // The next tick passes the minute: one more render, with the new minute.
  act(() => {
    vi.advanceTimersByTime(1_000);
  });
  expect(since('minute')).toBe(1);
  expect(Number(screen.getByTestId('minute').textContent)).toBe(firstMinute + 1);
});
