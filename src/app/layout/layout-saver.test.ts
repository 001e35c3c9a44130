import { expect, test } from 'vitest';
import type { Layout } from '@contracts/layout';
import { DEFAULT_LAYOUT } from './default-layout';
import { createLayoutSaver } from './layout-saver';

function harness(failWith?: Error) {
  const timers: (() => void)[] = [];
  const saved: (Layout | 'forgotten')[] = [];
  const shown: Layout[] = [];
  const results: (string | undefined)[] = [];
  const saver = createLayoutSaver(DEFAULT_LAYOUT, {
    save: (layout) => {
      saved.push(layout);
      return failWith === undefined ? Promise.resolve() : Promise.reject(failWith);
    },
    forget: () => {
      saved.push('forgotten');
      return Promise.resolve();
    },
    onShow: (layout) => shown.push(layout),
    onSaved: (error) => results.push(error),
    delayMs: 400,
    setTimer: (callback) => {
      timers.push(callback);
      return () => {
        const index = timers.indexOf(callback);
        if (index >= 0) timers.splice(index, 1);
      };
    },
  });
  const fireTimers = () => {
    for (const fire of timers.splice(0)) fire();
  };
  return { saver, timers, saved, shown, results, fireTimers };
}

test('changes show at once and are saved once, together, when the delay ends', async () => {
  const { saver, timers, saved, shown, fireTimers } = harness();
  saver.update({ researchTab: 'screeners' });
  saver.panels('main', { 'research-area': 40, 'quote-area': 20, 'chart-area': 40 });
  expect(shown.at(-1)).toMatchObject({ researchTab: 'screeners', panels: { main: { 'research-area': 40 } } });
  expect(timers).toHaveLength(1);
  expect(saved).toEqual([]);
  fireTimers();
  await saver.settled();
  expect(saved).toEqual([shown.at(-1)]);
});

test('an import is saved at once; a reset forgets the saved layout and drops a change still waiting', async () => {
  const { saver, timers, saved, fireTimers } = harness();
  const imported = { ...DEFAULT_LAYOUT, screener: 'losers' };
  saver.replace(imported);
  saver.update({ watchlistColumns: ['last'] });
  saver.reset(DEFAULT_LAYOUT);
  expect(timers).toHaveLength(0);
  fireTimers();
  await saver.settled();
  expect(saved).toEqual([imported, 'forgotten']);
});

test('a change waiting for its delay is sent by flush, and nothing is sent when none waits', async () => {
  const { saver, saved } = harness();
  saver.flush();
  saver.update({ fundamentalsTab: 'earnings' });
  saver.flush();
  saver.flush();
  await saver.settled();
  expect(saved).toEqual([{ ...DEFAULT_LAYOUT, fundamentalsTab: 'earnings' }]);
});

test('a failed save is reported with its reason, and the next write goes ahead', async () => {
  const { saver, results, saved } = harness(new Error('The dashboard server is not reachable.'));
  saver.replace(DEFAULT_LAYOUT);
  saver.replace({ ...DEFAULT_LAYOUT, screener: 'losers' });
  await saver.settled();
  expect(saved).toHaveLength(2);
  expect(results).toEqual(['The dashboard server is not reachable.', 'The dashboard server is not reachable.']);
});
