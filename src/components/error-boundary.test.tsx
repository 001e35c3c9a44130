// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test('a crashing part shows a readable alert with Retry instead of a blank page', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let broken = true;
  function Fragile() {
    if (broken) throw new Error('bars were not in order');
    return <p>chart is back</p>;
  }
  render(
    <ErrorBoundary fallbackTitle="The chart stopped working.">
      <Fragile />
    </ErrorBoundary>,
  );
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('The chart stopped working.');
  expect(alert.textContent).toContain('bars were not in order');

  broken = false;
  act(() => {
    screen.getByRole('button', { name: 'Retry' }).click();
  });
  expect(screen.getByText('chart is back')).toBeTruthy();
});

test('Retry runs onReset before showing the part again, so a failed load can start afresh', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const order: string[] = [];
  let broken = true;
  function Fragile() {
    order.push(broken ? 'render broken' : 'render fixed');
    if (broken) throw new Error('chunk failed to load');
    return <p>chart is back</p>;
  }
  render(
    <ErrorBoundary
      onReset={() => {
        order.push('reset');
        broken = false;
      }}
    >
      <Fragile />
    </ErrorBoundary>,
  );
  act(() => {
    screen.getByRole('button', { name: 'Retry' }).click();
  });
  expect(screen.getByText('chart is back')).toBeTruthy();
  expect(order.at(-2)).toBe('reset');
  expect(order.at(-1)).toBe('render fixed');
});
