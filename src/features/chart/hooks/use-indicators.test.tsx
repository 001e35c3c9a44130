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
