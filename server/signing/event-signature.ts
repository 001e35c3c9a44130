import { hashBodyLowerHex, hmacBase64, SIGNATURE_VERSION, type SignatureAlgorithm } from './algorithms';
import type { SigningHeaders } from './canonical';
import { percentEncode } from './percent-encode';
import type { SignatureParts } from './sign-request';
import { formatSigningTimestamp } from './timestamp';

/** The five signed metadata entries of a trade-event subscription: the HTTP ones without `host`. */
export type EventSigningHeaders = Omit<SigningHeaders, 'host'>;

/**
 * The string signed for a trade-event subscription (docs/protocol.md#metadata-signing): the
 * sorted `name=value` pairs joined with `=` (there is no path), then `&` and the LOWER-case hex
 * digest of the serialized `SubscribeRequest` bytes.
 */
export function buildEventSignString(headers: EventSigningHeaders, request: Uint8Array): string {
  const pairs = Object.entries(headers)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('=');
  return `${pairs}&${hashBodyLowerHex(headers['x-signature-algorithm'], request)}`;
}

/**
 * Signs the metadata of one trade-event subscription whose entries are already chosen; the
 * simulator recomputes it to verify.
 * @see docs/protocol.md#metadata-signing
 */
export function computeEventSignature(
  input: { headers: EventSigningHeaders; request: Uint8Array },
  secret: string,
): SignatureParts {
  const canonical = buildEventSignString(input.headers, input.request);
  const encoded = percentEncode(canonical);
  const signature = hmacBase64(input.headers['x-signature-algorithm'], secret, encoded);
  return { canonical, encoded, signature };
}

export interface SignEventSubscriptionInput {
  /** The exact serialized `SubscribeRequest` that is sent. */
  request: Uint8Array;
  appKey: string;
  secret: string;
  algorithm: SignatureAlgorithm;
  /** Injected so tests are exact. */
  now: Date;
  nonce: string;
}

/**
 * Returns the six metadata entries a trade-event subscription carries: the five signed ones and
 * `x-signature`. No `x-version` and no token (docs/protocol.md#metadata-signing).
 */
export function signEventSubscription(input: SignEventSubscriptionInput): Record<string, string> {
  const headers: EventSigningHeaders = {
    'x-app-key': input.appKey,
    'x-timestamp': formatSigningTimestamp(input.now),
    'x-signature-algorithm': input.algorithm,
    'x-signature-version': SIGNATURE_VERSION,
    'x-signature-nonce': input.nonce,
  };
  const { signature } = computeEventSignature({ headers, request: input.request }, input.secret);
  return { ...headers, 'x-signature': signature };
}
