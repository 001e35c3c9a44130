// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveStore } from '@src/lib/live-store';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { BudgetGauge } from './budget-gauge';

afterEach(cleanup);

test('the gauge shows market-data calls used of the budget and turns amber near the limit', () => {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  render(
    <LiveStoreContext.Provider value={store}>
      <BudgetGauge />
    </LiveStoreContext.Provider>,
  );
  const budget = (used: number) => {
    act(() => {
      wire.push({
        kind: 'budget',
        data: {
          groups: [
            { group: 'market-data', budget: 18, window_ms: 60_000, used, queued: 0, frozen_for_ms: 0, wait_ms: 0 },
          ],
          at: 1,
        },
      });
      frames.run();
    });
  };
  expect(screen.queryByTestId('budget-gauge')).toBeNull();
  budget(14);
  const gauge = screen.getByRole('img');
  expect(gauge.dataset.state).toBe('ok');
  expect(gauge.getAttribute('aria-label')).toBe('Market-data calls in the last 60 s: 14 of 18');
  budget(15);
  expect(screen.getByRole('img').dataset.state).toBe('near');
  expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
    'Market-data calls in the last 60 s: 15 of 18, near the limit',
  );
});
