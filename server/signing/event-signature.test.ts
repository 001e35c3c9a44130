import { expect, test } from 'vitest';
import type { SignatureAlgorithm } from './algorithms';
import { computeEventSignature, signEventSubscription, type EventSigningHeaders } from './event-signature';

// docs/protocol.md#metadata-signing: the derived HMAC-SHA1 example, with the HTTP vectors' key,
// nonce, timestamp and secret. The HMAC-SHA256 variant was computed independently with Python's
// hashlib, hmac and urllib.parse.quote(safe='').
const request = Buffer.from('08011080d095ffbc312a054143435431', 'hex');
const secret = '0f50a2e853334a9aae1a783bee120c1f';

function headers(algorithm: SignatureAlgorithm): EventSigningHeaders {
  return {
    'x-app-key': '776da210ab4a452795d74e726ebd74b6',
    'x-timestamp': '2022-01-04T03:55:31Z',
    'x-signature-algorithm': algorithm,
    'x-signature-version': '1.0',
    'x-signature-nonce': '48ef5afed43d4d91ae514aaeafbc29ba',
  };
}

test('the derived HMAC-SHA1 vector: pairs joined with "=", lower-case MD5 of the request bytes', () => {
  const parts = computeEventSignature({ headers: headers('HMAC-SHA1'), request }, secret);
  expect(parts.canonical).toBe(
    'x-app-key=776da210ab4a452795d74e726ebd74b6=x-signature-algorithm=HMAC-SHA1=x-signature-nonce=48ef5afed43d4d91ae514aaeafbc29ba=x-signature-version=1.0=x-timestamp=2022-01-04T03:55:31Z&f1c3c9182a3ce26df755d621466b6523',
  );
  expect(parts.encoded).toBe(
    'x-app-key%3D776da210ab4a452795d74e726ebd74b6%3Dx-signature-algorithm%3DHMAC-SHA1%3Dx-signature-nonce%3D48ef5afed43d4d91ae514aaeafbc29ba%3Dx-signature-version%3D1.0%3Dx-timestamp%3D2022-01-04T03%3A55%3A31Z%26f1c3c9182a3ce26df755d621466b6523',
  );
  expect(parts.signature).toBe('GT6pk5O+g8B0AWBGTbi7/ZYMijA=');
});

test('HMAC-SHA256 hashes the request with SHA-256, lower-case', () => {
  const parts = computeEventSignature({ headers: headers('HMAC-SHA256'), request }, secret);
  expect(parts.canonical.endsWith('&53a7646d71e426a5e0f72dc4376e416f461c03428a6adb1fe94ac290f820a6e0')).toBe(true);
  expect(parts.signature).toBe('/YObmeDJeDIHpKcurGBCKsm331RqI6Nmyz+gNGXwBqc=');
});

test('signing a subscription gives the six metadata entries and no host, version or token', () => {
  const metadata = signEventSubscription({
    request,
    appKey: '776da210ab4a452795d74e726ebd74b6',
    secret,
    algorithm: 'HMAC-SHA1',
    now: new Date('2022-01-04T03:55:31.480Z'),
    nonce: '48ef5afed43d4d91ae514aaeafbc29ba',
  });
  expect(metadata).toEqual({ ...headers('HMAC-SHA1'), 'x-signature': 'GT6pk5O+g8B0AWBGTbi7/ZYMijA=' });
});
