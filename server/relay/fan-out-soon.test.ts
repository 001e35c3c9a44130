import { expect, test } from 'vitest';
import { createFakeClock } from '../upstream/testing/fake-clock';
import { createFakeFeed } from '../upstream/testing/fake-feed';
import { encodePublish } from './encode-publish';
import { createFanOut, type Soon, type Subscriber } from './fan-out';
import { quoteOf } from './testing/relay-test-kit';

/** A subscriber that keeps the frames of each flush. */
function recorder(): Subscriber & { written: Buffer[][] } {
  let queued: Buffer[] = [];
  const written: Buffer[][] = [];
  return {
    written,
    deliver(_topic, frame) {
      queued.push(frame);
    },
    flushWrites() {
      if (queued.length > 0) written.push(queued);
      queued = [];
    },
  };
}

/** A `Soon` the test runs by hand, standing in for setImmediate. */
function manualSoon(): Soon & { run(): void; pending(): number } {
  let queue: (() => void)[] = [];
  const soon = (run: () => void) => {
    queue.push(run);
    return () => {
      queue = queue.filter((r) => r !== run);
    };
  };
  return Object.assign(soon, {
    run() {
      const due = queue;
      queue = [];
      for (const run of due) run();
    },
    pending: () => queue.length,
  });
}

test('a quiet topic goes out right after the read (no timer turn); a burst still waits for its window, encoded once', () => {
  const clock = createFakeClock(1_000);
  const soon = manualSoon();
  const feed = createFakeFeed(() => clock.now());
  let encodes = 0;
  const encode = (topic: string, payload: unknown, retain: boolean) => {
    encodes += 1;
    return encodePublish(topic, payload, retain);
  };
  const fanOut = createFanOut({ feed, clock, flushMs: 25, encode, soon });
  const a = recorder();
  const b = recorder();
  for (const subscriber of [a, b]) fanOut.subscribe(subscriber, { kind: 'quote', symbol: 'AAPL', topic: 'quote/AAPL' });

  feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '100.00', clock.now()) });
  // Nothing written inside the read itself: a burst read in one go leaves in one flush.
  expect(a.written).toHaveLength(0);
  expect(soon.pending()).toBe(1);
  soon.run();
  expect(a.written).toHaveLength(1);
  // The same bytes to both subscribers: encoded once.
  expect(b.written[0]?.[0]).toBe(a.written[0]?.[0]);
  expect(encodes).toBe(1);

  // Ten more inside the window: held for the window (a timer, not `soon`), then only the newest.
  clock.advance(5);
  for (let i = 1; i <= 10; i += 1)
    feed.emit({
      kind: 'quote',
      symbol: 'AAPL',
      data: quoteOf('AAPL', `100.${String(i).padStart(2, '0')}`, clock.now()),
    });
  expect(soon.pending()).toBe(0);
  clock.advance(19);
  expect(a.written).toHaveLength(1);
  clock.advance(1);
  expect(a.written).toHaveLength(2);
  expect(encodes).toBe(2);
  expect(a.written[1]?.[0]?.toString('utf8')).toContain('"price":"100.10"');
  fanOut.close();
});
