import { expect, test } from 'vitest';
import { createNonceStore } from './nonce-store';
import { verifyRequest, type VerifyInput } from './verify-request';

// The provider's published vector and its derived HMAC-SHA256 variant: docs/protocol.md#test-vectors.
const VECTOR_KEY = '776da210ab4a452795d74e726ebd74b6';
const VECTOR_SECRET = '0f50a2e853334a9aae1a783bee120c1f';
const VECTOR_NOW = Date.parse('2022-01-04T03:55:31Z');
const body = '{"k1":123,"k2":"this is the api request body","k3":true,"k4":{"foo":[1,2]}}';

function vectorInput(algorithm: string, signature: string, host = 'api.webull.com', withBody = true): VerifyInput {
  return {
    headers: {
      'x-app-key': VECTOR_KEY,
      'x-timestamp': '2022-01-04T03:55:31Z',
      'x-signature-algorithm': algorithm,
      'x-signature-version': '1.0',
      'x-signature-nonce': '48ef5afed43d4d91ae514aaeafbc29ba',
      'x-signature': signature,
      'x-version': 'v2',
      host,
    },
    path: '/trade/place_order',
    query: [
      ['a1', 'webull'],
      ['a2', '123'],
      ['a3', 'xxx'],
      ['q1', 'yyy'],
    ],
    body: withBody ? body : null,
    nowMs: VECTOR_NOW,
  };
}

function options() {
  return {
    secretFor: (key: string) => (key === VECTOR_KEY ? VECTOR_SECRET : undefined),
    nonces: createNonceStore(),
    windowMs: 300_000,
  };
}

test('the published HMAC-SHA1 vector is accepted', () => {
  expect(verifyRequest(vectorInput('HMAC-SHA1', 'kvlS6opdZDhEBo5jq40nHYXaLvM='), options())).toEqual({
    ok: true,
    appKey: VECTOR_KEY,
    apiVersion: 'v2',
  });
});

test('the derived HMAC-SHA256 vector is accepted', () => {
  expect(verifyRequest(vectorInput('HMAC-SHA256', 'WmKFpDtQMSUhCYjmgA66EX5dQo+pS4qOwu3Kl0tb6KU='), options()).ok).toBe(
    true,
  );
});

test('the derived no-body vector is accepted', () => {
  expect(
    verifyRequest(vectorInput('HMAC-SHA1', 'L1d4zL2x6UmLQ5ja7jnTOjFYjEk=', 'api.webull.com', false), options()).ok,
  ).toBe(true);
});

test('a vector signature sent under the other algorithm is refused', () => {
  const result = verifyRequest(vectorInput('HMAC-SHA256', 'kvlS6opdZDhEBo5jq40nHYXaLvM='), options());
  expect(result).toMatchObject({ ok: false, code: 'UNAUTHORIZED' });
});

test('the bare host name is accepted when the Host header carries a port', () => {
  expect(
    verifyRequest(vectorInput('HMAC-SHA1', 'kvlS6opdZDhEBo5jq40nHYXaLvM=', 'api.webull.com:8443'), options()).ok,
  ).toBe(true);
});

test('the query order on the wire does not matter', () => {
  const input = vectorInput('HMAC-SHA1', 'kvlS6opdZDhEBo5jq40nHYXaLvM=');
  expect(verifyRequest({ ...input, query: [...input.query].reverse() }, options()).ok).toBe(true);
});

test('the same signed request twice is a replay', () => {
  const shared = options();
  expect(verifyRequest(vectorInput('HMAC-SHA1', 'kvlS6opdZDhEBo5jq40nHYXaLvM='), shared).ok).toBe(true);
  expect(verifyRequest(vectorInput('HMAC-SHA1', 'kvlS6opdZDhEBo5jq40nHYXaLvM='), shared)).toMatchObject({
    code: 'DUPLICATED_REQUEST',
  });
});

test('a replay is refused up to the last millisecond the timestamp is still accepted', () => {
  const shared = options();
  const signed = vectorInput('HMAC-SHA1', 'kvlS6opdZDhEBo5jq40nHYXaLvM=');
  expect(verifyRequest(signed, shared).ok).toBe(true);
  const edge = VECTOR_NOW + 300_000;
  expect(verifyRequest({ ...signed, nowMs: edge }, shared)).toMatchObject({ code: 'DUPLICATED_REQUEST' });
  expect(verifyRequest({ ...signed, nowMs: edge + 1 }, shared)).toMatchObject({ code: 'ILLEGAL_TIMESTAMP' });
});
