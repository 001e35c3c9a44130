import { expect, test } from 'vitest';
import { createNonceStore } from './nonce-store';
import { verifyEventMetadata, type EventMetadataInput } from './verify-event-metadata';

// The derived trade-event vector of docs/protocol.md#metadata-signing.
const KEY = '776da210ab4a452795d74e726ebd74b6';
const NOW = Date.parse('2022-01-04T03:55:31Z');
const request = Buffer.from('08011080d095ffbc312a054143435431', 'hex');

function input(changes: Record<string, string | undefined> = {}, nowMs = NOW): EventMetadataInput {
  return {
    metadata: {
      'x-app-key': KEY,
      'x-timestamp': '2022-01-04T03:55:31Z',
      'x-signature-algorithm': 'HMAC-SHA1',
      'x-signature-version': '1.0',
      'x-signature-nonce': '48ef5afed43d4d91ae514aaeafbc29ba',
      'x-signature': 'GT6pk5O+g8B0AWBGTbi7/ZYMijA=',
      ...changes,
    },
    request,
    nowMs,
  };
}

function options() {
  return {
    secretFor: (key: string) => (key === KEY ? '0f50a2e853334a9aae1a783bee120c1f' : undefined),
    nonces: createNonceStore(),
    windowMs: 300_000,
  };
}

test('the derived vector is accepted, and its nonce only once', () => {
  const shared = options();
  expect(verifyEventMetadata(input(), shared)).toEqual({ ok: true, appKey: KEY });
  expect(verifyEventMetadata(input(), shared)).toMatchObject({ ok: false, code: 'DUPLICATED_REQUEST' });
});

test('each missing entry is named, in the HTTP order', () => {
  expect(verifyEventMetadata(input({ 'x-app-key': undefined, 'x-signature': '' }), options())).toMatchObject({
    code: 'MISSING_APP_KEY',
  });
  expect(verifyEventMetadata(input({ 'x-signature-version': undefined }), options())).toMatchObject({
    code: 'MISSING_VERSION',
    message: 'Metadata x-signature-version is missing.',
  });
});

test('other bytes than the ones signed, a stale timestamp, an unknown key or version are refused', () => {
  const tampered = { ...input(), request: Buffer.from('08031080d095ffbc312a054143435431', 'hex') };
  expect(verifyEventMetadata(tampered, options())).toMatchObject({ code: 'UNAUTHORIZED' });
  expect(verifyEventMetadata(input({}, NOW + 300_001), options())).toMatchObject({ code: 'ILLEGAL_TIMESTAMP' });
  expect(verifyEventMetadata(input({ 'x-app-key': 'other' }), options())).toMatchObject({ code: 'UNAUTHORIZED' });
  expect(verifyEventMetadata(input({ 'x-signature-version': '2.0' }), options())).toMatchObject({
    code: 'VERSION_NOT_SUPPORTED',
  });
  expect(verifyEventMetadata(input({ 'x-signature-algorithm': 'HMAC-MD5' }), options())).toMatchObject({
    code: 'SIGNATURE_ALGORITHM_NOT_SUPPORTED',
  });
});

test('a refused signature does not use up the nonce', () => {
  const shared = options();
  expect(verifyEventMetadata(input({ 'x-signature': 'AAAA' }), shared)).toMatchObject({ code: 'UNAUTHORIZED' });
  expect(verifyEventMetadata(input(), shared).ok).toBe(true);
});
