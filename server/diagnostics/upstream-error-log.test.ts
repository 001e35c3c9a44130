import { expect, test } from 'vitest';
import { UpstreamHttpError, UpstreamTransportError } from '../upstream/client/upstream-errors';
import { createUpstreamErrorLog } from './upstream-error-log';

const refusal = (status: number, id: string, message = 'refused') =>
  new UpstreamHttpError(status, 'CODE', message, id, null);

test('keeps the 50 newest failures, newest first, and counts every 429 of a group', () => {
  const log = createUpstreamErrorLog({ redact: () => [] });
  for (let i = 1; i <= 60; i += 1) {
    log.record({
      operation: 'getSnapshots',
      group: 'market-data',
      at: i,
      error: refusal(i % 2 === 0 ? 429 : 400, `req-${String(i)}`),
    });
  }
  const entries = log.entries();
  expect(entries).toHaveLength(50);
  expect(entries[0]?.request_id).toBe('req-60');
  expect(entries.at(-1)?.request_id).toBe('req-11');
  expect(log.throttled('market-data')).toBe(30);
  expect(log.throttled('instruments')).toBe(0);
});

test('a failure without an answer is listed with no status and no request id', () => {
  const log = createUpstreamErrorLog({ redact: () => [] });
  log.record({
    operation: 'listAccounts',
    group: 'accounts-list',
    at: 5,
    error: new UpstreamTransportError('connect ECONNREFUSED'),
  });
  expect(log.entries()).toEqual([
    {
      at: 5,
      operation: 'listAccounts',
      status: null,
      error_code: 'NO_ANSWER',
      message: 'connect ECONNREFUSED',
      request_id: null,
    },
  ]);
});

test('a message or request id quoting the key, the secret or a token, current or earlier, has it blanked out', () => {
  // The tokens change while the BFF runs: the log asks for them at each failure.
  const tokens = ['TOKEN-OLD'];
  const log = createUpstreamErrorLog({ redact: () => ['KEY123', 'SECRET456', ...tokens] });
  log.record({
    operation: 'getBars',
    group: 'market-data',
    at: 1,
    error: refusal(401, 'r', 'app key KEY123 with SECRET456 refused'),
  });
  tokens.push('TOKEN-NEW');
  log.record({
    operation: 'getSnapshots',
    group: 'market-data',
    at: 2,
    error: refusal(400, 'id-TOKEN-NEW', 'x-access-token TOKEN-NEW refused; TOKEN-OLD was replaced'),
  });
  log.record({
    operation: 'listAccounts',
    group: 'accounts-list',
    at: 3,
    error: new UpstreamTransportError('no answer for token "TOKEN-NEW"'),
  });
  expect(log.entries().map((e) => [e.message, e.request_id])).toEqual([
    ['no answer for token "[redacted]"', null],
    ['x-access-token [redacted] refused; [redacted] was replaced', 'id-[redacted]'],
    ['app key [redacted] with [redacted] refused', 'r'],
  ]);
});

test('listeners hear of every failure until they stop listening', () => {
  const log = createUpstreamErrorLog({ redact: () => [] });
  let heard = 0;
  const stop = log.onChange(() => (heard += 1));
  log.record({ operation: 'getBars', group: 'market-data', at: 1, error: refusal(500, 'a') });
  stop();
  log.record({ operation: 'getBars', group: 'market-data', at: 2, error: refusal(500, 'b') });
  expect(heard).toBe(1);
});
