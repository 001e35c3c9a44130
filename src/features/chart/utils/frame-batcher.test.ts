import { expect, test, vi } from 'vitest';
import { createFrameBatcher } from './frame-batcher';

function fakeFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    request: (cb: () => void) => {
      callbacks.set(next, cb);
      return next++;
    },
    cancel: (handle: number) => {
      callbacks.delete(handle);
    },
    flush: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const cb of due) cb();
    },
    pending: () => callbacks.size,
  };
}

test('many updates within one frame cause one redraw, with the latest task', () => {
  const frames = fakeFrames();
  const batcher = createFrameBatcher(frames.request, frames.cancel);
  const first = vi.fn();
  const last = vi.fn();
  batcher.schedule(first);
  batcher.schedule(first);
  batcher.schedule(last);
  expect(frames.pending()).toBe(1);
  frames.flush();
  expect(first).not.toHaveBeenCalled();
  expect(last).toHaveBeenCalledTimes(1);
});

test('cancel drops the pending redraw', () => {
  const frames = fakeFrames();
  const batcher = createFrameBatcher(frames.request, frames.cancel);
  const task = vi.fn();
  batcher.schedule(task);
  batcher.cancel();
  frames.flush();
  expect(task).not.toHaveBeenCalled();
});
