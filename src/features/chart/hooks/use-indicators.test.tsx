// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { savedLayout } from '@src/testing/saved-layout';
import * as kitModule from '../utils/load-indicator-kit';
import { useIndicators } from './use-indicators';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test('a chart without indicators loads none of their code until the menu opens', async () => {
  const load = vi.spyOn(kitModule, 'loadIndicatorKit');
  const layout = savedLayout();
  const { result } = renderHook(() => useIndicators('D'), { wrapper: layout.Provider });
  expect(result.current.kit).toBeNull();
  expect(result.current.paneCount).toBe(2);
  expect(load).not.toHaveBeenCalled();
  act(() => {
    result.current.setMenuOpen(true);
  });
  await waitFor(() => {
    expect(result.current.kit).not.toBeNull();
  });
  expect(load).toHaveBeenCalledTimes(1);
});

test('saved indicators load their code at once and are drawn within their bounds; a change is saved', async () => {
  const load = vi.spyOn(kitModule, 'loadIndicatorKit');
  const layout = savedLayout({ chart: { indicators: [{ id: 'sma-1', kind: 'sma', params: { period: 900 } }] } });
  const { result } = renderHook(() => useIndicators('D'), { wrapper: layout.Provider });
  expect(load).toHaveBeenCalledTimes(1);
  await waitFor(() => {
    expect(result.current.specs).toEqual([{ id: 'sma-1', kind: 'sma', params: { period: 500 } }]);
  });
  act(() => {
    result.current.setSpecs([...result.current.specs, { id: 'rsi-1', kind: 'rsi', params: { period: 14 } }]);
  });
  expect(layout.current().chart?.indicators.map((spec) => spec.id)).toEqual(['sma-1', 'rsi-1']);
  expect(result.current.saved).toHaveLength(2);
});

test("each chart of the area edits its own indicators; 'save as my default chart' keeps one chart's list", () => {
  const rsi = { id: 'rsi-1', kind: 'rsi' as const, params: { period: 14 } };
  const layout = savedLayout({
    chart: { indicators: [rsi], arrangement: 2, more: [{ timespan: 'D', link: 'none', indicators: [] }] },
  });
  const { result } = renderHook(() => ({ first: useIndicators('D', 0), second: useIndicators('D', 1) }), {
    wrapper: layout.Provider,
  });
  expect(result.current.first.saved).toEqual([rsi]);
  expect(result.current.second.saved).toEqual([]);
  act(() => {
    result.current.second.setSpecs([{ id: 'obv-1', kind: 'obv', params: {} }]);
  });
  expect(layout.current().chart?.indicators).toEqual([rsi]);
  expect(layout.current().chart?.more?.[0]?.indicators.map((spec) => spec.id)).toEqual(['obv-1']);
  act(() => {
    result.current.first.saveAsDefault();
  });
  expect(layout.current().chart?.defaultIndicators).toEqual([rsi]);
  expect(layout.current().chart?.more?.[0]?.indicators.map((spec) => spec.id)).toEqual(['obv-1']);
});
