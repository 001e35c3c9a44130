import { expect, test } from 'vitest';
import { createBatcher } from './batcher';
import { UpstreamCallDroppedError } from './upstream-errors';

function recordingBatcher(options: { maxItems: number; select?: (items: string[]) => string[] }) {
  const calls: string[][] = [];
  const batcher = createBatcher<string>({
    ...options,
    run: async (_key, _priority, take) => {
      // Let every load of this tick join before the slot is "granted".
      await Promise.resolve();
      const items = take();
      calls.push(items);
      return new Map(items.map((item) => [item, `answer ${item}`]));
    },
  });
  return { calls, batcher };
}

test('items asked in the same moment share one call, capped at maxItems', async () => {
  const { calls, batcher } = recordingBatcher({ maxItems: 2 });
  const answers = await Promise.all(['a', 'b', 'c'].map((item) => batcher.load('k', item, 'interactive')));
  expect(answers).toEqual(['answer a', 'answer b', 'answer c']);
  expect(calls).toEqual([['a', 'b'], ['c']]);
});

test('an item already in flight joins that call', async () => {
  const calls: string[][] = [];
  let answer: () => void = () => undefined;
  const batcher = createBatcher<string>({
    maxItems: 10,
    run: (_key, _priority, take) => {
      calls.push(take());
      return new Promise((resolve) => {
        answer = () => {
          resolve(new Map([['a', 'answer a']]));
        };
      });
    },
  });
  const first = batcher.load('k', 'a', 'interactive');
  const second = batcher.load('k', 'a', 'interactive');
  answer();
  expect(await Promise.all([first, second])).toEqual(['answer a', 'answer a']);
  expect(calls).toEqual([['a']]);
});

test('a selector decides what goes first; the rest wait for the next call', async () => {
  const pickGroupOfLast = (items: string[]) => {
    const group = [...items].sort().at(-1)?.slice(0, 1) ?? '';
    return items
      .filter((item) => item.startsWith(group))
      .sort()
      .reverse();
  };
  const { calls, batcher } = recordingBatcher({ maxItems: 10, select: pickGroupOfLast });
  await Promise.all(['a1', 'b1', 'a2'].map((item) => batcher.load('k', item, 'interactive')));
  expect(calls).toEqual([['b1'], ['a2', 'a1']]);
});

test('a refused call rejects everyone waiting on it', async () => {
  const batcher = createBatcher<string>({ maxItems: 5, run: () => Promise.reject(new Error('busy')) });
  await expect(
    Promise.all([batcher.load('k', 'a', 'background'), batcher.load('k', 'b', 'background')]),
  ).rejects.toThrow('busy');
});

test('an item given up while its call waits leaves the call; a call left with nothing is dropped', async () => {
  const calls: string[][] = [];
  const queued: { take: () => string[]; signal: AbortSignal; grant: () => void }[] = [];
  const batcher = createBatcher<string>({
    maxItems: 10,
    run: (_key, _priority, take, signal) =>
      new Promise<Map<string, string>>((resolve, reject) => {
        const grant = () => {
          const items = take();
          calls.push(items);
          resolve(new Map(items.map((item) => [item, `answer ${item}`])));
        };
        // The scheduler drops a waiting call once nobody waits for it.
        signal.addEventListener('abort', () => {
          reject(new UpstreamCallDroppedError());
        });
        queued.push({ take, signal, grant });
      }),
  });
  const gone = new AbortController();
  const given = batcher.load('k', 'a', 'refresh', gone.signal);
  const kept = batcher.load('k', 'b', 'interactive');
  gone.abort();
  await expect(given).rejects.toBeInstanceOf(UpstreamCallDroppedError);
  queued[0]?.grant();
  expect(await kept).toBe('answer b');
  expect(calls).toEqual([['b']]);

  const alone = new AbortController();
  const dropped = batcher.load('k', 'c', 'refresh', alone.signal);
  alone.abort();
  await expect(dropped).rejects.toBeInstanceOf(UpstreamCallDroppedError);
  expect(queued[1]?.signal.aborted).toBe(true);
  // Asked again after the drop: a call of its own.
  const again = batcher.load('k', 'c', 'refresh');
  await Promise.resolve();
  await Promise.resolve();
  queued.at(-1)?.grant();
  expect(await again).toBe('answer c');
  expect(calls).toEqual([['b'], ['c']]);
});
