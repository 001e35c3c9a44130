import { expect, test } from 'vitest';
import { UpstreamHttpError, UpstreamTransportError } from '@server/upstream/client/upstream-errors';
import { likelyCause } from './likely-cause';

const context = { host: 'api.example.com', clockOffsetMs: null };
const refusal = (status: number, code: string, message: string) =>
  new UpstreamHttpError(status, code, message, 'req-1', null);

test('a refused timestamp names the clock and how far off it is', () => {
  const cause = likelyCause(refusal(401, 'ILLEAGAL_TIMESTAMP', 'Header x-timestamp is invalid.'), {
    ...context,
    clockOffsetMs: -312_000,
  });
  expect(cause).toContain("this computer's clock is 312 s ahead of the broker's");
  expect(cause).toContain('(401 ILLEAGAL_TIMESTAMP: Header x-timestamp is invalid.)');
});

test('a bad signature blames the secret, and the clock too when it is far off', () => {
  const signature = refusal(401, 'UNAUTHORIZED', 'Header x-signature is invalid.');
  expect(likelyCause(signature, context)).toContain('BROKER_APP_SECRET is not the secret of BROKER_APP_KEY (');
  expect(likelyCause(signature, { ...context, clockOffsetMs: 90_000 })).toContain(
    "or this computer's clock is 90 s behind the broker's",
  );
});

test('an unknown key points at the key and its region', () => {
  expect(likelyCause(refusal(401, 'UNAUTHORIZED', 'Invalid credentials.'), context)).toContain(
    'The broker does not accept this app key at api.example.com: check BROKER_APP_KEY, and that BROKER_REGION',
  );
});

test('a missing entitlement, an unapproved token and a wrong path generation are told apart', () => {
  expect(likelyCause(refusal(403, 'MARKET_DATA_NOT_SUBSCRIBED', 'no subscription'), context)).toContain(
    'not entitled to this market data',
  );
  expect(likelyCause(refusal(401, 'INVALID_TOKEN', 'Header x-access-token is missing or invalid.'), context)).toContain(
    'approve the sign-in in your broker app',
  );
  expect(likelyCause(refusal(404, '', '404 Route Not Found'), context)).toContain('BROKER_PATH_GENERATION');
});

test('a host that does not resolve or does not answer is a wrong region or host', () => {
  expect(likelyCause(new UpstreamTransportError('getaddrinfo ENOTFOUND api.example.com'), context)).toContain(
    'api.example.com could not be found: check BROKER_REGION',
  );
  expect(likelyCause(new UpstreamTransportError('connect ECONNREFUSED 127.0.0.1:1'), context)).toContain(
    'could not be reached',
  );
});
