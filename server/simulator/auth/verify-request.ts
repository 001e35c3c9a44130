import { computeSignature } from '@server/signing/sign-request';
import { isSignatureAlgorithm, SIGNATURE_VERSION } from '@server/signing/algorithms';
import { parseSigningTimestamp } from '@server/signing/timestamp';
import type { SigningHeaders } from '@server/signing/canonical';
import { authFailure, type AuthFailure } from './auth-error';
import { equalsConstantTime } from './constant-time';
import { hostCandidates } from './host-candidates';
import type { NonceStore } from './nonce-store';

export interface VerifyInput {
  /** Request headers as Node delivers them (names lower case). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Path without the query string, exactly as sent. */
  path: string;
  /** Decoded query pairs in wire order; names may repeat. */
  query: readonly (readonly [string, string])[];
  /** Exact body text, or null when there is none. */
  body: string | null;
  /** Wall-clock time; never the (pinnable) market clock. */
  nowMs: number;
}

export interface VerifierOptions {
  /** Secret of a known app key, undefined for an unknown one. */
  secretFor: (appKey: string) => string | undefined;
  nonces: NonceStore;
  /** Allowed distance of x-timestamp from the wall clock (300 s: docs/protocol.md#clock-and-nonce). */
  windowMs: number;
}

export type VerifyResult = { ok: true; appKey: string; apiVersion: 'v2' | 'v3' } | AuthFailure;

// Checked in the order of the 401 table of docs/protocol.md#errors.
const REQUIRED = [
  ['x-app-key', 'MISSING_APP_KEY'],
  ['x-signature', 'MISSING_SIGNATURE'],
  ['x-signature-algorithm', 'MISSING_ALGORITHM'],
  ['x-signature-nonce', 'MISSING_NONCE'],
  ['x-timestamp', 'MISSING_TIMESTAMP'],
  ['x-signature-version', 'MISSING_VERSION'],
  ['x-version', 'MISSING_VERSION'],
] as const;

/**
 * Verifies a signed request the way the provider does: every header present, supported
 * algorithm and versions, timestamp within the window, signature (constant-time, either
 * `host` form), then nonce freshness. A nonce is remembered only once the signature is valid,
 * so forged requests cannot burn a client's nonces.
 */
export function verifyRequest(input: VerifyInput, options: VerifierOptions): VerifyResult {
  const values = new Map<string, string>();
  for (const [name, code] of REQUIRED) {
    const value = headerValue(input.headers, name);
    if (value === undefined) return authFailure(code, `Header ${name} is missing.`);
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
  const apiVersion = get('x-version');
  if (apiVersion !== 'v2' && apiVersion !== 'v3') {
    return authFailure('UNSUPPORTED_API_VERSION', `API version ${apiVersion} is not supported; use v3 or v2.`);
  }
  const timestamp = parseSigningTimestamp(get('x-timestamp'));
  if (timestamp === null || Math.abs(timestamp.getTime() - input.nowMs) > options.windowMs) {
    return authFailure('ILLEGAL_TIMESTAMP', 'Header x-timestamp is invalid.');
  }
  const appKey = get('x-app-key');
  const secret = options.secretFor(appKey);
  if (secret === undefined) return authFailure('UNAUTHORIZED', 'Invalid credentials.');

  const signed = hostCandidates(headerValue(input.headers, 'host') ?? '').map((host) => {
    const headers: SigningHeaders = {
      'x-app-key': appKey,
      'x-timestamp': get('x-timestamp'),
      'x-signature-algorithm': algorithm,
      'x-signature-version': get('x-signature-version'),
      'x-signature-nonce': get('x-signature-nonce'),
      host,
    };
    return computeSignature({ path: input.path, query: input.query, headers, body: input.body }, secret).signature;
  });
  // Compare against every candidate (no early exit) so timing does not reveal which matched.
  const matches = signed.map((expected) => equalsConstantTime(expected, get('x-signature')));
  if (!matches.includes(true)) return authFailure('UNAUTHORIZED', 'Header x-signature is invalid.');

  const nonceKey = `${appKey}\n${get('x-signature-nonce')}`;
  if (options.nonces.has(nonceKey, input.nowMs)) {
    return authFailure('DUPLICATED_REQUEST', 'Header x-signature-nonce was already used.');
  }
  // The timestamp check still passes at exactly timestamp + window (it refuses only beyond),
  // so the nonce must outlive that instant; one millisecond later a replay fails on time.
  options.nonces.remember(nonceKey, timestamp.getTime() + options.windowMs + 1, input.nowMs);
  return { ok: true, appKey, apiVersion };
}

function headerValue(headers: VerifyInput['headers'], name: string): string | undefined {
  const raw = headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}
