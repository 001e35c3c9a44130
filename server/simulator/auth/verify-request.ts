import { computeSignature } from '@server/signing/sign-request';
import type { SigningHeaders } from '@server/signing/canonical';
import { authFailure, type AuthFailure } from './auth-error';
import { hostCandidates } from './host-candidates';
import { verifySigned, type VerifierOptions } from './verify-signed';

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

export type VerifyResult = { ok: true; appKey: string; apiVersion: 'v2' | 'v3' } | AuthFailure;

/**
 * Verifies a signed HTTP request (docs/protocol.md#signing) with the checks of verify-signed.ts,
 * plus the API version header (`x-version`, after the signature version), and the signature
 * computed over the path, query and body with either `host` form.
 */
export function verifyRequest(input: VerifyInput, options: VerifierOptions): VerifyResult {
  let apiVersion: 'v2' | 'v3' = 'v3';
  const result = verifySigned(
    {
      label: 'Header',
      read: (name) => headerValue(input.headers, name),
      extra: [['x-version', 'MISSING_VERSION']],
      checkExtra: (read) => {
        const version = read('x-version');
        if (version !== 'v2' && version !== 'v3')
          return authFailure('UNSUPPORTED_API_VERSION', `API version ${version} is not supported; use v3 or v2.`);
        apiVersion = version;
        return undefined;
      },
      expected: (signed, secret) =>
        hostCandidates(headerValue(input.headers, 'host') ?? '').map((host) => {
          const headers: SigningHeaders = { ...signed, host };
          return computeSignature({ path: input.path, query: input.query, headers, body: input.body }, secret)
            .signature;
        }),
    },
    input.nowMs,
    options,
  );
  return result.ok ? { ...result, apiVersion } : result;
}

function headerValue(headers: VerifyInput['headers'], name: string): string | undefined {
  const raw = headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}
