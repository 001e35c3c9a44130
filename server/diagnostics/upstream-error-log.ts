import { DIAGNOSTICS_ERROR_LIMIT, type UpstreamErrorEntry } from '@contracts/diagnostics';
import type { UpstreamFailure } from '../upstream/client/http-client';
import { redactSecrets, type SecretValues } from '../upstream/client/redact-secrets';
import { UpstreamHttpError } from '../upstream/client/upstream-errors';

/** The newest upstream failures and the 429s per rate-limit group, fed by the HTTP client. */
export interface UpstreamErrorLog {
  record(failure: UpstreamFailure): void;
  /** Newest first, at most `limit`. */
  entries(): UpstreamErrorEntry[];
  /** 429 answers per rate-limit group since the start (not limited to the kept entries). */
  throttled(group: string): number;
  onChange(listener: () => void): () => void;
}

/**
 * A ring of the last `limit` failures. `redact` gives the strings that must never be shown (the
 * app key, the secret, every token the keeper has had): a provider message or request id quoting
 * one gets it blanked out before it is kept, with the values known at that moment.
 */
export function createUpstreamErrorLog(options: { redact: SecretValues; limit?: number }): UpstreamErrorLog {
  const limit = options.limit ?? DIAGNOSTICS_ERROR_LIMIT;
  const ring: (UpstreamErrorEntry | undefined)[] = new Array<UpstreamErrorEntry | undefined>(limit);
  let next = 0;
  const throttledPerGroup = new Map<string, number>();
  const listeners = new Set<() => void>();
  return {
    record({ operation, group, at, error }) {
      const secrets = options.redact();
      const blank = (text: string) => redactSecrets(text, secrets);
      const http = error instanceof UpstreamHttpError ? error : null;
      if (http?.status === 429) throttledPerGroup.set(group, (throttledPerGroup.get(group) ?? 0) + 1);
      ring[next % limit] = {
        at,
        operation,
        status: http?.status ?? null,
        error_code: http?.errorCode ?? 'NO_ANSWER',
        message: blank(http?.upstreamMessage ?? error.message),
        request_id: http?.requestId === undefined || http.requestId === null ? null : blank(http.requestId),
      };
      next += 1;
      for (const listener of [...listeners]) listener();
    },
    entries() {
      const out: UpstreamErrorEntry[] = [];
      for (let i = next - 1; i >= Math.max(0, next - limit); i -= 1) {
        const entry = ring[i % limit];
        if (entry !== undefined) out.push(entry);
      }
      return out;
    },
    throttled: (group) => throttledPerGroup.get(group) ?? 0,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
