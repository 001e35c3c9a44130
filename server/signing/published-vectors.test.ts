import { expect, test } from 'vitest';
import { buildParamString } from './canonical';
import { computeSignature } from './sign-request';
import type { SignatureAlgorithm } from './algorithms';

// docs/protocol.md#test-vectors: the provider's published example and the two derived variants.
const query = [
  ['a1', 'webull'],
  ['a2', '123'],
  ['a3', 'xxx'],
  ['q1', 'yyy'],
] as const;
const body = '{"k1":123,"k2":"this is the api request body","k3":true,"k4":{"foo":[1,2]}}';
const secret = '0f50a2e853334a9aae1a783bee120c1f';

function headers(algorithm: SignatureAlgorithm) {
  return {
    'x-app-key': '776da210ab4a452795d74e726ebd74b6',
    'x-timestamp': '2022-01-04T03:55:31Z',
    'x-signature-algorithm': algorithm,
    'x-signature-version': '1.0',
    'x-signature-nonce': '48ef5afed43d4d91ae514aaeafbc29ba',
    host: 'api.webull.com',
  };
}

test('published HMAC-SHA1 vector gives the published intermediate strings and signature', () => {
  const parts = computeSignature({ path: '/trade/place_order', query, headers: headers('HMAC-SHA1'), body }, secret);
  expect(buildParamString(query, headers('HMAC-SHA1'))).toBe(
    'a1=webull&a2=123&a3=xxx&host=api.webull.com&q1=yyy&x-app-key=776da210ab4a452795d74e726ebd74b6&x-signature-algorithm=HMAC-SHA1&x-signature-nonce=48ef5afed43d4d91ae514aaeafbc29ba&x-signature-version=1.0&x-timestamp=2022-01-04T03:55:31Z',
  );
  expect(parts.canonical).toBe(
    '/trade/place_order&a1=webull&a2=123&a3=xxx&host=api.webull.com&q1=yyy&x-app-key=776da210ab4a452795d74e726ebd74b6&x-signature-algorithm=HMAC-SHA1&x-signature-nonce=48ef5afed43d4d91ae514aaeafbc29ba&x-signature-version=1.0&x-timestamp=2022-01-04T03:55:31Z&E296C96787E1A309691CEF3692F5EEDD',
  );
  expect(parts.encoded).toBe(
    '%2Ftrade%2Fplace_order%26a1%3Dwebull%26a2%3D123%26a3%3Dxxx%26host%3Dapi.webull.com%26q1%3Dyyy%26x-app-key%3D776da210ab4a452795d74e726ebd74b6%26x-signature-algorithm%3DHMAC-SHA1%26x-signature-nonce%3D48ef5afed43d4d91ae514aaeafbc29ba%26x-signature-version%3D1.0%26x-timestamp%3D2022-01-04T03%3A55%3A31Z%26E296C96787E1A309691CEF3692F5EEDD',
  );
  expect(parts.signature).toBe('kvlS6opdZDhEBo5jq40nHYXaLvM=');
});

test('derived HMAC-SHA256 vector uses the upper-case SHA-256 body hash', () => {
  const parts = computeSignature({ path: '/trade/place_order', query, headers: headers('HMAC-SHA256'), body }, secret);
  expect(parts.canonical.endsWith('&08B9F294222127D6BA471D2A53634393B4FB8E8F038B09183AF6B2164F610C08')).toBe(true);
  expect(parts.signature).toBe('WmKFpDtQMSUhCYjmgA66EX5dQo+pS4qOwu3Kl0tb6KU=');
});

test('derived no-body vector omits str2 and the trailing ampersand', () => {
  const parts = computeSignature(
    { path: '/trade/place_order', query, headers: headers('HMAC-SHA1'), body: null },
    secret,
  );
  expect(parts.canonical.endsWith('x-timestamp=2022-01-04T03:55:31Z')).toBe(true);
  expect(parts.signature).toBe('L1d4zL2x6UmLQ5ja7jnTOjFYjEk=');
});
