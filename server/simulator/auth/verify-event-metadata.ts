import { isSignatureAlgorithm, SIGNATURE_VERSION } from '@server/signing/algorithms';
import { computeEventSignature } from '@server/signing/event-signature';
import { parseSigningTimestamp } from '@server/signing/timestamp';
import { authFailure, type AuthFailure } from './auth-error';
import { equalsConstantTime } from './constant-time';
import type { VerifierOptions } from './verify-request';

export interface EventMetadataInput {
  /** First value of each metadata entry (names lower case, as gRPC carries them). */
  metadata: Readonly<Record<string, string | undefined>>;
  /** The serialized `SubscribeRequest` exactly as received: the signature hashes these bytes. */
  request: Uint8Array;
  /** Wall-clock time; never the (pinnable) market clock. */
  nowMs: number;
}

export type EventMetadataResult = { ok: true; appKey: string } | AuthFailure;

// The HTTP order of docs/protocol.md#errors, without x-version (the stream carries none).
const REQUIRED = [
  ['x-app-key', 'MISSING_APP_KEY'],
  ['x-signature', 'MISSING_SIGNATURE'],
  ['x-signature-algorithm', 'MISSING_ALGORITHM'],
  ['x-signature-nonce', 'MISSING_NONCE'],
  ['x-timestamp', 'MISSING_TIMESTAMP'],
  ['x-signature-version', 'MISSING_VERSION'],
] as const;

/**
 * Verifies the signed metadata of a trade-event subscription (docs/protocol.md#metadata-signing)
 * with the HTTP rules: every entry present, supported algorithm and version, timestamp within
 * the window, signature (constant time), then nonce freshness. The nonce store is the one HTTP
 * requests use, so a nonce is single-use across both; only a valid signature records one.
 */
export function verifyEventMetadata(input: EventMetadataInput, options: VerifierOptions): EventMetadataResult {
  const values = new Map<string, string>();
  for (const [name, code] of REQUIRED) {
    const value = input.metadata[name];
    if (value === undefined || value === '') return authFailure(code, `Metadata ${name} is missing.`);
    values.set(name, value);
  }
  const get = (name: (typeof REQUIRED)[number][0]): string => values.get(name) ?? '';
  const algorithm = get('x-signature-algorithm');
  if (!isSignatureAlgorithm(algorithm)) {
    return authFailure(
      'SIGNATURE_ALGORITHM_NOT_SUPPORTED',
      `Signature algorithm ${algorithm} is not supported; use HMAC-SHA256 or HMAC-SHA1.`,
    );
  }
  if (get('x-signature-version') !== SIGNATURE_VERSION) {
    return authFailure(
      'VERSION_NOT_SUPPORTED',
      `Signature version ${get('x-signature-version')} is not supported; use 1.0.`,
    );
  }
  const timestamp = parseSigningTimestamp(get('x-timestamp'));
  if (timestamp === null || Math.abs(timestamp.getTime() - input.nowMs) > options.windowMs) {
    return authFailure('ILLEGAL_TIMESTAMP', 'Metadata x-timestamp is invalid or outside the allowed window.');
  }
  const appKey = get('x-app-key');
  const secret = options.secretFor(appKey);
  if (secret === undefined) return authFailure('UNAUTHORIZED', 'Invalid credentials: unknown x-app-key.');
  const expected = computeEventSignature(
    {
      headers: {
        'x-app-key': appKey,
        'x-timestamp': get('x-timestamp'),
        'x-signature-algorithm': algorithm,
        'x-signature-version': get('x-signature-version'),
        'x-signature-nonce': get('x-signature-nonce'),
      },
      request: input.request,
    },
    secret,
  ).signature;
  if (!equalsConstantTime(expected, get('x-signature'))) {
    return authFailure('UNAUTHORIZED', 'Metadata x-signature is invalid.');
  }
  const nonceKey = `${appKey}\n${get('x-signature-nonce')}`;
  if (options.nonces.has(nonceKey, input.nowMs)) {
    return authFailure('DUPLICATED_REQUEST', 'Metadata x-signature-nonce was already used.');
  }
  // Outlives the last instant the timestamp is still accepted, as for HTTP (verify-request.ts).
  options.nonces.remember(nonceKey, timestamp.getTime() + options.windowMs + 1, input.nowMs);
  return { ok: true, appKey };
}
