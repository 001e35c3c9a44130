import { expect, test } from 'vitest';
import { createBatcher } from './batcher';

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
