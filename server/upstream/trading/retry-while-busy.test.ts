import { expect, test } from 'vitest';
import { UpstreamBusyError } from '../client/upstream-errors';
import { retryWhileBusy } from './retry-while-busy';

test('a read refused as busy is tried again after the wait it names, and its answer is kept', async () => {
  const waits: number[] = [];
  let calls = 0;
  const answer = await retryWhileBusy(
    () => {
      calls += 1;
      return calls < 3 ? Promise.reject(new UpstreamBusyError(2, 'slow down')) : Promise.resolve('detail');
    },
    (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  );
  expect(answer).toBe('detail');
  expect(waits).toEqual([2_000, 2_000]);
});

test('other failures are not retried, and a budget that stays short gives up after five tries', async () => {
  const noWait = () => Promise.resolve();
  let calls = 0;
  const refused = retryWhileBusy(() => {
    calls += 1;
    return Promise.reject(new Error('unknown order'));
  }, noWait);
  await expect(refused).rejects.toThrow('unknown order');
  expect(calls).toBe(1);

  calls = 0;
  const busy = retryWhileBusy(() => {
    calls += 1;
    return Promise.reject(new UpstreamBusyError(1, 'slow down'));
  }, noWait);
  await expect(busy).rejects.toThrow('slow down');
  expect(calls).toBe(5);
});
