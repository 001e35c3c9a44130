import { hmacBase64, SIGNATURE_VERSION, type SignatureAlgorithm } from './algorithms';
import { buildCanonicalString, type CanonicalInput, type SigningHeaders } from './canonical';
import { percentEncode } from './percent-encode';
import { formatSigningTimestamp } from './timestamp';

export interface SignatureParts {
  /** str3 of docs/protocol.md#the-canonical-string. */
  canonical: string;
  /** The percent-encoded str3 that is fed to the HMAC. */
  encoded: string;
  signature: string;
}

/** Computes the signature of a request whose signing headers are already chosen. */
export function computeSignature(input: CanonicalInput, secret: string): SignatureParts {
  const canonical = buildCanonicalString(input);
  const encoded = percentEncode(canonical);
  const signature = hmacBase64(input.headers['x-signature-algorithm'], secret, encoded);
  return { canonical, encoded, signature };
}

export interface SignRequestInput {
  host: string;
  path: string;
  query: CanonicalInput['query'];
  body: string | null;
  appKey: string;
  secret: string;
  algorithm: SignatureAlgorithm;
  /** Injected so tests are exact. */
  now: Date;
  nonce: string;
  /** `v3` for generation-3 paths, `v2` for `/openapi/...`. */
  apiVersion: 'v2' | 'v3';
}

/**
 * Returns every header the provider requires on a request (docs/protocol.md#headers). The app secret
 * itself is never among them. `host` is signed but sent by the HTTP client as the Host header.
 */
export function signRequest(input: SignRequestInput): Record<string, string> {
  const headers: SigningHeaders = {
    'x-app-key': input.appKey,
    'x-timestamp': formatSigningTimestamp(input.now),
    'x-signature-algorithm': input.algorithm,
    'x-signature-version': SIGNATURE_VERSION,
    'x-signature-nonce': input.nonce,
    host: input.host,
  };
  const { signature } = computeSignature(
    { path: input.path, query: input.query, headers, body: input.body },
    input.secret,
  );
  return {
    'x-app-key': headers['x-app-key'],
    'x-timestamp': headers['x-timestamp'],
    'x-signature-algorithm': headers['x-signature-algorithm'],
    'x-signature-version': headers['x-signature-version'],
    'x-signature-nonce': headers['x-signature-nonce'],
    'x-signature': signature,
    'x-version': input.apiVersion,
    ...(input.body === null ? {} : { 'content-type': 'application/json' }),
  };
}
