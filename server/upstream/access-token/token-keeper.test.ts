import { expect, test } from 'vitest';
import type { TokenView } from './token-answer';
import type { UpstreamClient } from '../client/http-client';
import { UpstreamHttpError } from '../client/upstream-errors';
import { createFakeClock } from '../testing/fake-clock';
import { createTokenKeeper, TOKEN_POLL_LIMIT_MS, TOKEN_POLL_MS } from './token-keeper';

/** A provider that never sees the sign-in approved; counts the checks. */
function neverApproved() {
  const calls: string[] = [];
  const client: UpstreamClient = {
    call: (operation) => {
      calls.push(operation);
      if (operation === 'getApiConfig') return Promise.resolve({ token_check_enabled: true });
      return Promise.resolve({ token: 'tok-1', expires_at: 9_999_999, status: 'PENDING' });
    },
  };
  return { client, calls };
}

const memoryRecords = () => {
  let saved: TokenView | null = null;
  return {
    getToken: () => Promise.resolve(saved),
    saveToken: (_user: string, token: TokenView) => {
      saved = token;
      return Promise.resolve();
    },
  };
};

/** Lets the keeper's queued steps (promise chains) run to their next timer. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a pending token is checked every 5 s for 300 s, then counted as expired and no longer checked', async () => {
  const clock = createFakeClock(1_000_000);
  const { client, calls } = neverApproved();
  const keeper = createTokenKeeper({ client, records: memoryRecords(), userId: 'u', clock });
  await keeper.start();
  expect(keeper.status().state).toBe('pending');
  for (let elapsed = 0; elapsed < TOKEN_POLL_LIMIT_MS + 3 * TOKEN_POLL_MS; elapsed += TOKEN_POLL_MS) {
    clock.advance(TOKEN_POLL_MS);
    await settle();
  }
  expect(keeper.status().state).toBe('expired');
  expect(calls.filter((c) => c === 'checkToken')).toHaveLength(TOKEN_POLL_LIMIT_MS / TOKEN_POLL_MS);
  expect(() => keeper.forRequest()).toThrow(/approve the sign-in/);
  keeper.close();
});

test('with token checking off nothing is created and requests carry no token', async () => {
  const calls: string[] = [];
  const client: UpstreamClient = {
    call: (operation) => {
      calls.push(operation);
      return Promise.resolve({ token_check_enabled: false });
    },
  };
  const keeper = createTokenKeeper({ client, records: memoryRecords(), userId: 'u', clock: createFakeClock() });
  await keeper.start();
  expect(keeper.status()).toMatchObject({ state: 'off', expires_at: null });
  expect(keeper.forRequest()).toBeNull();
  expect(calls).toEqual(['getApiConfig']);
  keeper.close();
});

test('a provider without the config call (404) checks no token; one out of reach is asked again later', async () => {
  const clock = createFakeClock();
  let answer: () => Promise<unknown> = () =>
    Promise.reject(new UpstreamHttpError(503, 'SERVICE_NOT_AVAILABLE', '', null, null));
  const client: UpstreamClient = { call: () => answer() };
  const logged: string[] = [];
  const keeper = createTokenKeeper({
    client,
    records: memoryRecords(),
    userId: 'u',
    clock,
    log: (l) => logged.push(l),
  });
  await keeper.start();
  expect(keeper.status().state).toBe('unreachable');
  expect(keeper.forRequest()).toBeNull();
  clock.advance(10_000);
  await settle();
  expect(logged).toHaveLength(1);
  answer = () => Promise.reject(new UpstreamHttpError(404, 'NOT_FOUND', '', null, null));
  clock.advance(10_000);
  await settle();
  expect(keeper.status().state).toBe('off');
  keeper.close();
});

test('the keeper knows every token it has had, and its log line quoting one blanks it out', async () => {
  const clock = createFakeClock();
  // A stored token the provider no longer knows, a new one in its place, then a check that fails
  // with words quoting both.
  const records = memoryRecords();
  await records.saveToken('u', { token: 'tok-old', expiresAt: 9_999_999, status: 'NORMAL' });
  let created = false;
  const client: UpstreamClient = {
    call: (operation) => {
      if (operation === 'getApiConfig') return Promise.resolve({ token_check_enabled: true });
      if (operation === 'createToken') {
        created = true;
        return Promise.resolve({ token: 'tok-new', expires_at: 9_999_999, status: 'PENDING' });
      }
      if (!created) return Promise.resolve({ token: 'tok-old', expires_at: 0, status: 'INVALID' });
      return Promise.reject(
        new UpstreamHttpError(500, 'SYSTEM_ERROR', 'check of tok-new failed (was tok-old)', null, null),
      );
    },
  };
  const logged: string[] = [];
  const keeper = createTokenKeeper({ client, records, userId: 'u', clock, log: (l) => logged.push(l) });
  await keeper.start();
  expect(keeper.status().state).toBe('pending');
  expect(keeper.knownTokens()).toEqual(['tok-old', 'tok-new']);
  clock.advance(TOKEN_POLL_MS);
  await settle();
  expect(keeper.status().state).toBe('unreachable');
  const line = logged.find((l) => l.startsWith('Second-factor token:'));
  expect(line).toContain('check of [redacted] failed (was [redacted])');
  keeper.close();
});
