// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { ErrorAlert } from './error-alert';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets React re-render between seconds, as a browser would. */
function passSeconds(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
  }
}

const rateLimited = () => new ApiError('rate-limited', 'busy', 503, 'RATE_LIMITED', 2);

test('a rate-limited error counts down and retries once by itself', () => {
  vi.useFakeTimers();
  const onRetry = vi.fn();
  render(<ErrorAlert error={rateLimited()} onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toContain("The provider's rate limit is reached; retrying in 2 s");

  passSeconds(1);
  expect(screen.getByRole('alert').textContent).toContain('retrying in 1 s');
  passSeconds(1);
  expect(onRetry).toHaveBeenCalledTimes(1);
  passSeconds(10);
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('a new failure restarts the countdown', () => {
  vi.useFakeTimers();
  const onRetry = vi.fn();
  const { rerender } = render(<ErrorAlert error={rateLimited()} onRetry={onRetry} />);
  passSeconds(2);
  rerender(<ErrorAlert error={rateLimited()} onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toContain('retrying in 2 s');
  passSeconds(2);
  expect(onRetry).toHaveBeenCalledTimes(2);
});

test('any other error shows its message and a Retry button', () => {
  const onRetry = vi.fn();
  render(
    <ErrorAlert
      error={new ApiError('upstream', 'The broker did not answer properly.', 502, 'UPSTREAM')}
      onRetry={onRetry}
    />,
  );
  expect(screen.getByRole('alert').textContent).toContain('The broker did not answer properly.');
  act(() => {
    screen.getByRole('button', { name: 'Retry' }).click();
  });
  expect(onRetry).toHaveBeenCalledTimes(1);
});
