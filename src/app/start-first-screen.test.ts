// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { createLiveStore } from '@src/lib/live-store';
import { createQueryClient } from '@src/lib/query-client';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { stubBff } from '@src/testing/render-with-query';
import { createLiveConnection, type LoadRelay } from './live-connection';
import { sessionQueryOptions } from './session/get-session';
import { startFirstScreen } from './start-first-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = { mode: 'paper', region: 'simulator', pathGeneration: 'v3', user: 'key-test' };

function setUp(signedIn: boolean) {
  stubBff((url) =>
    url.pathname === '/api/session'
      ? signedIn
        ? { body: session }
        : { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } } }
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not in this test' } } },
  );
  const wire = createTestTransport();
  let loads = 0;
  const loadRelay: LoadRelay = () => {
    loads += 1;
    return Promise.resolve({ connectRelay: () => wire.transport });
  };
  const live = createLiveConnection(loadRelay, createLiveStore(createTestFrames()));
  const client = createQueryClient({ retry: false });
  startFirstScreen(client, 'NVDA', live);
  // Settles once the session has answered and the first screen has acted on the answer.
  const answered = client
    .query(sessionQueryOptions())
    .catch(() => undefined)
    .then(() => undefined);
  return { wire, loads: () => loads, answered };
}

test('the live connection opens as the session answers, before anything renders, with the address symbol quote in its first SUBSCRIBE', async () => {
  const { wire, loads } = setUp(true);
  await vi.waitFor(() => {
    expect(wire.calls).toHaveLength(1);
  });
  expect(wire.calls[0]).toEqual({
    op: 'subscribe',
    topics: ['status/feed', 'status/budget', 'status/token', 'quote/NVDA'],
  });
  expect(loads()).toBe(1);
});

test('without a session no live connection is opened', async () => {
  const { wire, loads, answered } = setUp(false);
  await answered;
  expect(loads()).toBe(0);
  expect(wire.calls).toEqual([]);
});
