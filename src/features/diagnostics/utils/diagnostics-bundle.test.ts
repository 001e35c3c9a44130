// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import type { Diagnostics } from '@contracts/diagnostics';
import { buildDiagnosticsBundle } from './diagnostics-bundle';

const SESSION_SECRET = 'S3ssionSecretAbcdefghijklmnopqrstuvwxyz0123456';

const diagnostics: Diagnostics = {
  connection: { mode: 'live', region: 'us', host: 'api.example.com', path_generation: 'v3' },
  groups: [
    {
      group: 'market-data',
      budget: 54,
      window_ms: 60_000,
      used: 50,
      left: 4,
      queued: 2,
      next_slot_ms: 1_100,
      frozen_for_ms: 0,
      throttled: 1,
    },
  ],
  streams: {
    market: {
      state: 'live',
      since: 1,
      last_message_at: 2,
      reconnects: 1,
      subscribed: 3,
      quota: { limit: null, note: 'n' },
    },
    trade_events: {
      state: 'down',
      since: null,
      last_message_at: null,
      reconnects: 0,
      subscribed: 0,
      quota: { limit: null, note: 'n' },
    },
  },
  session: { token_check: true, token: { status: 'NORMAL', expires_at: 5 } },
  clock_skew: { offset_ms: 12, measured_at: 3, corrected: false },
  errors: [
    {
      at: 4,
      operation: 'getBars',
      status: 429,
      error_code: 'TOO_MANY_REQUESTS',
      message: 'slow down',
      request_id: 'r-1',
    },
  ],
  at: 6,
};

// The BFF's secrets (key, secret, token) never reach this tab; that the snapshot it relays holds
// none of them, even when the broker's words quote the token, is proven end to end by
// e2e/diagnostics-token.spec.ts. Here: the tab's own secrets stay out of the bundle.
test('the copied bundle has the snapshot and the tab, and not the session secret or cookie this tab holds', () => {
  // What a signed-in tab holds: its session secret in storage and a session cookie.
  localStorage.setItem('dashboard.session-secret', SESSION_SECRET);
  document.cookie = `dashboard_session=${SESSION_SECRET}`;
  const json = buildDiagnosticsBundle({ diagnostics, link: 'online', userAgent: 'test-agent', now: 0 });
  const parsed = JSON.parse(json) as { bff: Diagnostics; browser: { link: string } };
  expect(parsed.bff).toEqual(diagnostics);
  expect(parsed.browser.link).toBe('online');
  expect(json).not.toContain(SESSION_SECRET);
});
