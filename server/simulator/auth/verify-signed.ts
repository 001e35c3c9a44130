import { isSignatureAlgorithm, SIGNATURE_VERSION, type SignatureAlgorithm } from '@server/signing/algorithms';
import { parseSigningTimestamp } from '@server/signing/timestamp';
import { authFailure, type AuthErrorCode, type AuthFailure } from './auth-error';
import { equalsConstantTime } from './constant-time';
import type { NonceStore } from './nonce-store';

export interface VerifierOptions {
  /** Secret of a known app key, undefined for an unknown one. */
  secretFor: (appKey: string) => string | undefined;
  nonces: NonceStore;
  /** Allowed distance of x-timestamp from the wall clock (300 s: docs/protocol.md#clock-and-nonce). */
  windowMs: number;
}

/** The signed entries every request carries, by their names on the wire. */
export interface SignedEntries {
  'x-app-key': string;
  'x-timestamp': string;
  'x-signature-algorithm': SignatureAlgorithm;
  'x-signature-version': string;
  'x-signature-nonce': string;
}

/** What one door (HTTP headers, or the trade-event stream's gRPC metadata) adds to the checks. */
export interface SignedDoor {
  /** How its refusals name an entry: `Header x-timestamp is invalid.` */
  label: 'Header' | 'Metadata';
  /** An entry by its lower-case name; undefined when absent or empty. */
  read: (name: string) => string | undefined;
  /** Entries only this door requires, after the shared ones in the provider's order. */
  extra: readonly (readonly [string, AuthErrorCode])[];
  /** The door's own check of its extra entries, made right after the signature version's. */
  checkExtra?: (read: (name: string) => string) => AuthFailure | undefined;
  /** Every signature the request may carry with this secret (HTTP: one per `host` form). */
  expected: (signed: SignedEntries, secret: string) => string[];
}

// Checked in the order of the 401 table of docs/protocol.md#errors.
const SHARED = [
  ['x-app-key', 'MISSING_APP_KEY'],
  ['x-signature', 'MISSING_SIGNATURE'],
  ['x-signature-algorithm', 'MISSING_ALGORITHM'],
  ['x-signature-nonce', 'MISSING_NONCE'],
  ['x-timestamp', 'MISSING_TIMESTAMP'],
  ['x-signature-version', 'MISSING_VERSION'],
] as const;

/**
 * Verifies a signed request the way the provider does, for either door: every entry present,
 * supported algorithm and version, the door's own entries, timestamp within the window, the
 * signature (constant time, against every form the door allows, with no early exit, so timing
 * does not reveal which matched), then nonce freshness. One nonce store serves both doors, so a
 * nonce is single-use across them; only a valid signature records one, so forged requests cannot
 * burn a client's nonces.
 */
export function verifySigned(
  door: SignedDoor,
  nowMs: number,
  options: VerifierOptions,
): { ok: true; appKey: string } | AuthFailure {
  const values = new Map<string, string>();
  for (const [name, code] of [...SHARED, ...door.extra]) {
    const value = door.read(name);
    if (value === undefined) return authFailure(code, `${door.label} ${name} is missing.`);
    values.set(name, value);
  }
  const get = (name: string): string => values.get(name) ?? '';
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
  const refused = door.checkExtra?.(get);
  if (refused !== undefined) return refused;
  const timestamp = parseSigningTimestamp(get('x-timestamp'));
  if (timestamp === null || Math.abs(timestamp.getTime() - nowMs) > options.windowMs) {
    return authFailure('ILLEGAL_TIMESTAMP', `${door.label} x-timestamp is invalid.`);
  }
  const appKey = get('x-app-key');
  const secret = options.secretFor(appKey);
  if (secret === undefined) return authFailure('UNAUTHORIZED', 'Invalid credentials.');
  const signed: SignedEntries = {
    'x-app-key': appKey,
    'x-timestamp': get('x-timestamp'),
    'x-signature-algorithm': algorithm,
    'x-signature-version': get('x-signature-version'),
    'x-signature-nonce': get('x-signature-nonce'),
  };
  const matches = door.expected(signed, secret).map((expected) => equalsConstantTime(expected, get('x-signature')));
  if (!matches.includes(true)) return authFailure('UNAUTHORIZED', `${door.label} x-signature is invalid.`);

  const nonceKey = `${appKey}\n${get('x-signature-nonce')}`;
  if (options.nonces.has(nonceKey, nowMs)) {
    return authFailure('DUPLICATED_REQUEST', `${door.label} x-signature-nonce was already used.`);
  }
  // The timestamp check still passes at exactly timestamp + window (it refuses only beyond),
  // so the nonce must outlive that instant; one millisecond later a replay fails on time.
  options.nonces.remember(nonceKey, timestamp.getTime() + options.windowMs + 1, nowMs);
  return { ok: true, appKey };
}
