import { expect, test } from 'vitest';
import { judgeFeed, type FeedFacts } from './feed-judgement';

const facts = (over: Partial<FeedFacts>): FeedFacts => ({
  now: 100_000,
  hasHost: true,
  up: true,
  downSince: 0,
  quietSince: 100_000,
  marketOpen: true,
  silentAfterMs: 10_000,
  pollAfterMs: 5_000,
  ...over,
});

test('a closed market is idle however long the silence, and never polls, up or down', () => {
  expect(judgeFeed(facts({ marketOpen: false, quietSince: 0 }))).toEqual({ state: 'idle', recheckAt: null });
  expect(judgeFeed(facts({ marketOpen: false, up: false }))).toEqual({ state: 'reconnecting', recheckAt: null });
  expect(judgeFeed(facts({ marketOpen: false, hasHost: false }))).toEqual({ state: 'idle', recheckAt: null });
});

test('an open market: silence makes silent, then polling; a stream down polls after pollAfterMs', () => {
  expect(judgeFeed(facts({ quietSince: 95_000 }))).toEqual({ state: 'live', recheckAt: 105_000 });
  expect(judgeFeed(facts({ quietSince: 90_000 }))).toEqual({ state: 'silent', recheckAt: 105_000 });
  expect(judgeFeed(facts({ quietSince: 85_000 }))).toEqual({ state: 'polling', recheckAt: null });
  expect(judgeFeed(facts({ up: false, downSince: 97_000 }))).toEqual({ state: 'reconnecting', recheckAt: 102_000 });
  expect(judgeFeed(facts({ up: false, downSince: 95_000 }))).toEqual({ state: 'polling', recheckAt: null });
  expect(judgeFeed(facts({ hasHost: false }))).toEqual({ state: 'polling', recheckAt: null });
});
