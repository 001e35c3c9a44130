import { expect, test } from 'vitest';
import type { Drawing, SavedDrawings } from '@contracts/drawings';
import { createDrawingSaver, SAVE_DELAY_MS } from './drawing-saver';

const note = (text: string): Drawing => ({
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  kind: 'text',
  points: [{ time: 0, price: '1' }],
  style: { color: '#dc2626', width: 1 },
  text,
});

class Conflict extends Error {}

/** A saver over a server held in the test's hands: each save waits until the test answers it. */
function harness(initialVersion = 0) {
  const timers: { run: () => void; ms: number }[] = [];
  const sent: { texts: string[]; baseVersion: number; answer: (outcome: 'ok' | 'conflict' | 'fail') => void }[] = [];
  const events: string[] = [];
  const saver = createDrawingSaver(initialVersion, {
    save: (drawings, baseVersion) =>
      new Promise<SavedDrawings>((resolve, reject) => {
        sent.push({
          texts: drawings.map((d) => d.text),
          baseVersion,
          answer: (outcome) => {
            if (outcome === 'ok')
              resolve({ symbol: 'AAPL', drawings: [...drawings], version: baseVersion + 1, updatedAt: 1 });
            else reject(outcome === 'conflict' ? new Conflict() : new Error('down'));
          },
        });
      }),
    isConflict: (error) => error instanceof Conflict,
    onSaved: (saved) => events.push(`saved ${String(saved.version)}`),
    onConflict: () => events.push('conflict'),
    onError: () => events.push('error'),
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { saver, timers, sent, events, settle };
}

test('a run of changes is one write of the last set, after the delay', () => {
  const { saver, timers, sent } = harness(3);
  saver.change([note('a')]);
  saver.change([note('b')]);
  expect(timers).toHaveLength(1);
  expect(timers[0]?.ms).toBe(SAVE_DELAY_MS);
  timers[0]?.run();
  expect(sent.map(({ texts, baseVersion }) => ({ texts, baseVersion }))).toEqual([{ texts: ['b'], baseVersion: 3 }]);
});

test('one write at a time, the next from the version the last answer gave', async () => {
  const { saver, timers, sent, events, settle } = harness(0);
  saver.change([note('a')]);
  timers[0]?.run();
  saver.change([note('b')]);
  timers[0]?.run();
  expect(sent).toHaveLength(1);
  sent[0]?.answer('ok');
  await settle();
  expect(sent.map(({ texts, baseVersion }) => ({ texts, baseVersion }))).toEqual([
    { texts: ['a'], baseVersion: 0 },
    { texts: ['b'], baseVersion: 1 },
  ]);
  sent[1]?.answer('ok');
  await settle();
  expect(events).toEqual(['saved 1', 'saved 2']);
  expect(saver.version()).toBe(2);
});

test('a conflict drops what waits and says so; the page starts again from the version it reads', async () => {
  const { saver, timers, sent, events, settle } = harness(1);
  saver.change([note('a')]);
  saver.flush();
  saver.change([note('b')]);
  timers[0]?.run();
  sent[0]?.answer('conflict');
  await settle();
  expect(events).toEqual(['conflict']);
  expect(sent).toHaveLength(1);
  saver.reset(7);
  saver.change([note('c')]);
  saver.flush();
  expect(sent[1]).toMatchObject({ texts: ['c'], baseVersion: 7 });
});

test('another failure is reported and the next change tries again from the same version', async () => {
  const { saver, sent, events, settle } = harness(2);
  saver.change([note('a')]);
  saver.flush();
  sent[0]?.answer('fail');
  await settle();
  expect(events).toEqual(['error']);
  saver.change([note('b')]);
  saver.flush();
  expect(sent[1]).toMatchObject({ texts: ['b'], baseVersion: 2 });
});
