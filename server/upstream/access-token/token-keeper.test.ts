import { expect, test } from 'vitest';
import type { TokenView } from './token-answer';
import type { UpstreamClient } from '../client/http-client';
import { UpstreamHttpError } from '../client/upstream-errors';
import { createFakeClock } from '../testing/fake-clock';
import { AccessTokenUnknownError } from '../client/access-token-source';
import { createTokenKeeper, TOKEN_POLL_LIMIT_MS, TOKEN_POLL_MS, TOKEN_START_WAIT_MS } from './token-keeper';

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
  await expect(keeper.forRequest()).rejects.toThrow(/approve the sign-in/);
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
  await expect(keeper.forRequest()).resolves.toBeNull();
  expect(calls).toEqual(['getApiConfig']);
  keeper.close();
});

test('a config call out of reach or not found (404) leaves the key unknown, asked again later and later', async () => {
  const clock = createFakeClock();
  const asked: number[] = [];
  let answer: () => Promise<unknown> = () =>
    Promise.reject(new UpstreamHttpError(503, 'SERVICE_NOT_AVAILABLE', '', null, null));
  const client: UpstreamClient = {
    call: (operation) => {
      if (operation === 'getApiConfig') {
        asked.push(clock.now());
        return answer();
      }
      return Promise.resolve({ token: 'tok-1', expires_at: 9_999_999, status: 'PENDING' });
    },
  };
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
  answer = () => Promise.reject(new UpstreamHttpError(404, 'NOT_FOUND', '', null, null));
  for (let elapsed = 0; elapsed < 70_000; elapsed += 5_000) {
    clock.advance(5_000);
    await settle();
  }
  // Never taken for "no token needed": the requests meanwhile are not told the key needs none.
  expect(keeper.status().state).toBe('unreachable');
  // Asked at the start, then 10, 20 and 40 s after each failure.
  const start = asked[0] ?? 0;
  expect(asked.map((at) => at - start)).toEqual([0, 10_000, 30_000, 70_000]);
  expect(logged).toEqual([expect.stringMatching(/SERVICE_NOT_AVAILABLE|503/)]);
  answer = () => Promise.resolve({ token_check_enabled: true });
  clock.advance(80_000);
  await settle();
  expect(keeper.status().state).toBe('pending');
  keeper.close();
});

test('a 404 from the config call is said in words, not read as a key without a token', async () => {
  const client: UpstreamClient = {
    call: () => Promise.reject(new UpstreamHttpError(404, 'NOT_FOUND', '', null, null)),
  };
  const logged: string[] = [];
  const keeper = createTokenKeeper({
    client,
    records: memoryRecords(),
    userId: 'u',
    clock: createFakeClock(),
    log: (l) => logged.push(l),
  });
  await keeper.start();
  expect(keeper.status().state).toBe('unreachable');
  expect(logged).toEqual([
    'Second-factor token: the broker answered its config call with 404, so whether this key needs a second-factor token is unknown; trying again in 10 s.',
  ]);
  // Not sent without a token the key may need.
  await expect(keeper.forRequest()).rejects.toBeInstanceOf(AccessTokenUnknownError);
  keeper.close();
});

test('a request made while the config call is out waits for its answer, and is refused unsent if none comes in time', async () => {
  const clock = createFakeClock();
  let answer: (value: unknown) => void = () => undefined;
  const client: UpstreamClient = {
    call: () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  };
  const keeper = createTokenKeeper({ client, records: memoryRecords(), userId: 'u', clock });
  const started = keeper.start();
  const first = keeper.forRequest();
  await settle();
  answer({ token_check_enabled: false });
  await started;
  await expect(first).resolves.toBeNull();
  keeper.close();

  const slow = createTokenKeeper({ client, records: memoryRecords(), userId: 'u', clock });
  void slow.start();
  const waiting = slow.forRequest();
  clock.advance(TOKEN_START_WAIT_MS);
  await expect(waiting).rejects.toBeInstanceOf(AccessTokenUnknownError);
  slow.close();
});

test('a request refused for want of a token the config call said was not needed starts the sign-in', async () => {
  const calls: string[] = [];
  const client: UpstreamClient = {
    call: (operation) => {
      calls.push(operation);
      if (operation === 'getApiConfig') return Promise.resolve({ token_check_enabled: false });
      return Promise.resolve({ token: 'tok-1', expires_at: 9_999_999, status: 'PENDING' });
    },
  };
  const keeper = createTokenKeeper({ client, records: memoryRecords(), userId: 'u', clock: createFakeClock() });
  await keeper.start();
  expect(keeper.status().state).toBe('off');
  keeper.refused(null);
  await settle();
  expect(keeper.status().state).toBe('pending');
  expect(calls).toEqual(['getApiConfig', 'createToken']);
  await expect(keeper.forRequest()).rejects.toThrow(/approve the sign-in/);
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
