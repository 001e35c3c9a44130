// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CONFIRMATION_MS, useFleetingResult } from './use-fleeting-result';

afterEach(() => {
  vi.useRealTimers();
});

test('a confirmation leaves by itself; a failure stays until replaced or dismissed', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useFleetingResult());
  act(() => {
    result.current[1]({ ok: true, message: 'Added AAPL to “Tech”.' });
  });
  expect(result.current[0]?.message).toBe('Added AAPL to “Tech”.');
  act(() => {
    vi.advanceTimersByTime(CONFIRMATION_MS);
  });
  expect(result.current[0]).toBeUndefined();

  act(() => {
    result.current[1]({ ok: false, message: 'Could not add ZZZZ to “Tech”' });
  });
  act(() => {
    vi.advanceTimersByTime(CONFIRMATION_MS * 10);
  });
  expect(result.current[0]?.message).toBe('Could not add ZZZZ to “Tech”');
  act(() => {
    result.current[1](undefined);
  });
  expect(result.current[0]).toBeUndefined();
});
