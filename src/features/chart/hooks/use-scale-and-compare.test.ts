// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { COMPARE_COLORS, useScaleAndCompare } from './use-scale-and-compare';

afterEach(cleanup);

test('the first compare switches to percent; removing the last restores the scale before it', () => {
  const { result } = renderHook(() => useScaleAndCompare('AAPL'));
  act(() => {
    result.current.setScale('log');
  });
  act(() => {
    expect(result.current.addCompare('MSFT')).toBe('added');
  });
  expect(result.current.scale).toBe('percent');
  act(() => {
    result.current.addCompare('NVDA');
  });
  act(() => {
    result.current.removeCompare('MSFT');
  });
  expect(result.current.scale).toBe('percent');
  act(() => {
    result.current.removeCompare('NVDA');
  });
  expect(result.current.scale).toBe('log');
  expect(result.current.compares).toEqual([]);
});

test('at most three symbols, each once, never the main one, each with a colour of its own', () => {
  const { result } = renderHook(() => useScaleAndCompare('AAPL'));
  const answers: string[] = [];
  for (const symbol of ['MSFT', 'MSFT', 'AAPL', 'NVDA', 'AMZN', 'GOOGL'])
    act(() => {
      answers.push(result.current.addCompare(symbol));
    });
  expect(answers).toEqual(['added', 'duplicate', 'main', 'added', 'added', 'full']);
  expect(result.current.compares.map((compare) => compare.color)).toEqual([...COMPARE_COLORS]);
  // A freed colour goes to the next symbol; the others keep theirs.
  act(() => {
    result.current.removeCompare('NVDA');
  });
  act(() => {
    result.current.addCompare('GOOGL');
  });
  expect(result.current.compares).toEqual([
    { symbol: 'MSFT', color: COMPARE_COLORS[0] },
    { symbol: 'AMZN', color: COMPARE_COLORS[2] },
    { symbol: 'GOOGL', color: COMPARE_COLORS[1] },
  ]);
});

test('a compared symbol that becomes the main one is no longer compared', () => {
  const { result, rerender } = renderHook(({ main }) => useScaleAndCompare(main), { initialProps: { main: 'AAPL' } });
  act(() => {
    result.current.addCompare('MSFT');
  });
  rerender({ main: 'MSFT' });
  expect(result.current.compares).toEqual([]);
});
