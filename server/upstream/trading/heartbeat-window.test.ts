import { expect, test } from 'vitest';
import { createHeartbeatWindow } from './heartbeat-window';

test('the window follows 2.5 measured ping intervals, never below the configured one nor past the cap', () => {
  const window = createHeartbeatWindow({ silentAfterMs: 25_000, maxSilentAfterMs: 300_000 });
  expect(window.current()).toBe(25_000);
  window.subscribed();
  window.ping(1_000);
  expect(window.current()).toBe(25_000);
  window.ping(31_000);
  expect(window.current()).toBe(75_000);
  window.ping(36_000);
  expect(window.current()).toBe(25_000);
  window.ping(236_000);
  expect(window.current()).toBe(300_000);
});

test('quiet before any interval was measured doubles the window up to the cap; once one was, it does not', () => {
  const window = createHeartbeatWindow({ silentAfterMs: 25_000, maxSilentAfterMs: 120_000 });
  window.subscribed();
  expect(window.wentSilent()).toBe(50_000);
  expect(window.wentSilent()).toBe(100_000);
  expect(window.wentSilent()).toBe(120_000);
  expect(window.wentSilent()).toBeNull();

  const measured = createHeartbeatWindow({ silentAfterMs: 25_000, maxSilentAfterMs: 120_000 });
  measured.subscribed();
  measured.ping(0);
  measured.ping(10_000);
  expect(measured.wentSilent()).toBeNull();
  expect(measured.current()).toBe(25_000);
});

test('pings of two subscriptions are never one interval', () => {
  const window = createHeartbeatWindow({ silentAfterMs: 1_000, maxSilentAfterMs: 100_000 });
  window.subscribed();
  window.ping(0);
  window.subscribed();
  window.ping(30_000);
  expect(window.current()).toBe(1_000);
  expect(window.wentSilent()).toBe(2_000);
});
