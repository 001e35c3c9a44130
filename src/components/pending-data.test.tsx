// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { LiveStoreContext } from '@src/lib/live-context';
import { PendingData } from './pending-data';

afterEach(cleanup);

const budget = (waitMs: number) => ({
  at: 1,
  groups: [
    { group: 'market-data', budget: 54, window_ms: 60_000, used: 54, queued: 2, frozen_for_ms: 0, wait_ms: waitMs },
  ],
});

test('a placeholder says the call waits for the rate limit, and stops saying it once the budget frees', () => {
  const { wire, frames, store } = startTestLiveStore();
  render(
    <LiveStoreContext.Provider value={store}>
      <PendingData label="Loading chart" />
    </LiveStoreContext.Provider>,
  );
  expect(screen.getByRole('status', { name: 'Loading chart' })).toBeTruthy();
  expect(screen.queryByTestId('rate-limit-wait')).toBeNull();

  act(() => {
    wire.push({ kind: 'budget', data: budget(4_200) });
    frames.run();
  });
  expect(screen.getByTestId('rate-limit-wait').textContent).toBe('Waiting for the rate limit, about 5 s');

  act(() => {
    wire.push({ kind: 'budget', data: budget(0) });
    frames.run();
  });
  expect(screen.queryByTestId('rate-limit-wait')).toBeNull();
});
