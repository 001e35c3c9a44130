import { createHash, createHmac } from 'node:crypto';

/** Signature algorithms the provider accepts in `x-signature-algorithm`. */
export const SIGNATURE_ALGORITHMS = ['HMAC-SHA256', 'HMAC-SHA1'] as const;
export type SignatureAlgorithm = (typeof SIGNATURE_ALGORITHMS)[number];

export const SIGNATURE_VERSION = '1.0';

export function isSignatureAlgorithm(value: string): value is SignatureAlgorithm {
  return (SIGNATURE_ALGORITHMS as readonly string[]).includes(value);
}

// HMAC-SHA1 pairs with an MD5 body digest, HMAC-SHA256 with SHA-256: docs/protocol.md#body-digest.
const bodyDigest: Record<SignatureAlgorithm, string> = { 'HMAC-SHA256': 'sha256', 'HMAC-SHA1': 'md5' };
const hmacDigest: Record<SignatureAlgorithm, string> = { 'HMAC-SHA256': 'sha256', 'HMAC-SHA1': 'sha1' };

/** Upper-case hex digest of the exact body bytes with the hash that goes with `algorithm`. */
export function hashBody(algorithm: SignatureAlgorithm, body: string | Uint8Array): string {
  return hashBodyLowerHex(algorithm, body).toUpperCase();
}

/**
 * Lower-case hex digest with the same hash, as the trade-event stream's signature uses it:
 * docs/protocol.md#metadata-signing
 */
export function hashBodyLowerHex(algorithm: SignatureAlgorithm, body: string | Uint8Array): string {
  return createHash(bodyDigest[algorithm]).update(body).digest('hex');
}

/** base64(HMAC(secret + "&", encoded)): docs/protocol.md#the-canonical-string, step 7. */
export function hmacBase64(algorithm: SignatureAlgorithm, secret: string, encoded: string): string {
  return createHmac(hmacDigest[algorithm], `${secret}&`).update(encoded).digest('base64');
}
