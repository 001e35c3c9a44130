import { expect, test, vi } from 'vitest';
import { WATCHLIST_ADD_MAX } from '@contracts/watchlists';
import { addInBatches } from './add-in-batches';

const symbols = Array.from({ length: 120 }, (_, k) => `S${String(k)}`);

test('more symbols than one add call takes go in consecutive calls, in order, each within the limit', async () => {
  const add = vi.fn((batch: string[]) => Promise.resolve({ ok: true, message: `Added ${String(batch.length)}.` }));
  const result = await addInBatches(symbols, add);
  expect(add.mock.calls.map(([batch]) => batch.length)).toEqual([
    WATCHLIST_ADD_MAX,
    WATCHLIST_ADD_MAX,
    120 - 2 * WATCHLIST_ADD_MAX,
  ]);
  expect(add.mock.calls.flatMap(([batch]) => batch)).toEqual(symbols);
  expect(result).toEqual({
    ok: true,
    message: `Added ${String(WATCHLIST_ADD_MAX)}. Added ${String(WATCHLIST_ADD_MAX)}. Added ${String(120 - 2 * WATCHLIST_ADD_MAX)}.`,
  });
});

test('a refusal stops the remaining calls and is reported after what was added', async () => {
  const add = vi
    .fn<(batch: string[]) => Promise<{ ok: boolean; message: string }>>()
    .mockResolvedValueOnce({ ok: true, message: 'Added the first.' })
    .mockResolvedValueOnce({ ok: false, message: 'Could not add: a watchlist holds at most 200 instruments.' });
  const result = await addInBatches(symbols, add);
  expect(add).toHaveBeenCalledTimes(2);
  expect(result).toEqual({
    ok: false,
    message: 'Added the first. Could not add: a watchlist holds at most 200 instruments.',
  });
});

test('a short list is one call with its sentence as it is', async () => {
  const add = vi.fn(() => Promise.resolve({ ok: true, message: 'Added WIN, UP to “Tech”.' }));
  expect(await addInBatches(['WIN', 'UP'], add)).toEqual({ ok: true, message: 'Added WIN, UP to “Tech”.' });
  expect(add).toHaveBeenCalledWith(['WIN', 'UP']);
});
