// @vitest-environment happy-dom
import { cleanup, renderHook, act } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { BARS_PAGE_SIZE } from '../api/get-bars';
import { GO_TO_DATE_MAX_PAGES, useGoToDate } from './use-go-to-date';

afterEach(cleanup);

const DAY = 86_400_000;
/** `count` daily bars, a day apart, the first at midnight New York time on `first` (winter). */
const dailyBars = (first: string, count: number): Bar[] =>
  Array.from({ length: count }, (_, i) => ({
    time: Date.parse(`${first}T05:00:00Z`) + i * DAY,
    open: '1',
    high: '1',
    low: '1',
    close: '1',
    volume: '1',
  }));

type Props = { bars: Bar[]; hasOlder: boolean; isLoadingOlder: boolean; dataKey: string };

function renderGoToDate(initial: Props) {
  const loadOlder = vi.fn();
  const hook = renderHook((props: Props) => useGoToDate(null, { ...props, timespan: 'D', loadOlder, error: null }), {
    initialProps: initial,
  });
  return { ...hook, loadOlder };
}

test('a date before the loaded bars pages older history until it is loaded, then shows its bar', () => {
  const page = dailyBars('2025-01-01', 10);
  const { result, rerender, loadOlder } = renderGoToDate({
    bars: page,
    hasOlder: true,
    isLoadingOlder: false,
    dataKey: 'AAPL:D',
  });
  act(() => {
    result.current.goTo('2024-12-25');
  });
  expect(loadOlder).toHaveBeenCalledTimes(1);
  expect(result.current.isGoing).toBe(true);
  expect(result.current.message).toEqual({ tone: 'info', text: 'Loading bars back to 2024-12-25…' });
  // While the page is on its way nothing more is asked.
  rerender({ bars: page, hasOlder: true, isLoadingOlder: true, dataKey: 'AAPL:D' });
  expect(loadOlder).toHaveBeenCalledTimes(1);
  rerender({ bars: dailyBars('2024-12-20', 22), hasOlder: true, isLoadingOlder: false, dataKey: 'AAPL:D' });
  expect(loadOlder).toHaveBeenCalledTimes(1);
  expect(result.current.isGoing).toBe(false);
  expect(result.current.message).toEqual({ tone: 'info', text: 'Showing Dec 25, 2024.' });
});

test(`at most ${String(GO_TO_DATE_MAX_PAGES)} pages are loaded for one date`, () => {
  const start = dailyBars('2025-01-01', 10);
  const { result, rerender, loadOlder } = renderGoToDate({
    bars: start,
    hasOlder: true,
    isLoadingOlder: false,
    dataKey: 'AAPL:D',
  });
  act(() => {
    result.current.goTo('1995-06-01');
  });
  for (let pages = 1; pages <= GO_TO_DATE_MAX_PAGES; pages += 1) {
    expect(loadOlder).toHaveBeenCalledTimes(pages);
    // Each page prepends older bars, all still after the date.
    const bars = dailyBars('2000-01-01', 10 + pages * BARS_PAGE_SIZE);
    rerender({ bars, hasOlder: true, isLoadingOlder: false, dataKey: 'AAPL:D' });
  }
  expect(loadOlder).toHaveBeenCalledTimes(GO_TO_DATE_MAX_PAGES);
  expect(result.current.isGoing).toBe(false);
  expect(result.current.message?.tone).toBe('error');
  expect(result.current.message?.text).toBe(
    `1995-06-01 is more than ${String(GO_TO_DATE_MAX_PAGES)} pages of bars back; choose a longer timespan.`,
  );
});

test('a date before the oldest bar, with no older history, says which bar is the oldest', () => {
  const { result, loadOlder } = renderGoToDate({
    bars: dailyBars('1990-01-02', 5),
    hasOlder: false,
    isLoadingOlder: false,
    dataKey: 'AAPL:D',
  });
  act(() => {
    result.current.goTo('1980-01-01');
  });
  expect(loadOlder).not.toHaveBeenCalled();
  expect(result.current.message).toEqual({ tone: 'error', text: '1980-01-01 is before the oldest bar, Jan 2, 1990.' });
});

test('a date in the future loads nothing and says so', () => {
  const { result, loadOlder } = renderGoToDate({
    bars: dailyBars('2025-01-01', 5),
    hasOlder: true,
    isLoadingOlder: false,
    dataKey: 'AAPL:D',
  });
  act(() => {
    result.current.goTo('2999-01-01');
  });
  expect(loadOlder).not.toHaveBeenCalled();
  expect(result.current.message).toEqual({ tone: 'error', text: '2999-01-01 is in the future.' });
});

test('another symbol or timespan drops the request', () => {
  const bars = dailyBars('2025-01-01', 5);
  const { result, rerender, loadOlder } = renderGoToDate({
    bars,
    hasOlder: true,
    isLoadingOlder: false,
    dataKey: 'AAPL:D',
  });
  act(() => {
    result.current.goTo('2024-06-01');
  });
  rerender({ bars, hasOlder: true, isLoadingOlder: false, dataKey: 'MSFT:D' });
  expect(result.current.message).toBeUndefined();
  expect(result.current.isGoing).toBe(false);
  expect(loadOlder).toHaveBeenCalledTimes(1);
});
