import { z } from 'zod';

const count = z.number().int().nonnegative();

/** Body of `POST /_control/faults`; `{}` clears every fault. */
export const faultsSchema = z.strictObject({
  latencyMs: count.max(60_000).optional(),
  fail429: count.optional(),
  fail5xx: count.optional(),
  retryAfterSeconds: count.optional(),
  /** The next n accepted order writes are carried out, then their connection is closed unanswered. */
  dropOrderResponses: count.optional(),
});
export type FaultSettings = z.infer<typeof faultsSchema>;

export type FaultVerdict = { kind: 'none' } | { kind: '429'; retryAfterSeconds: number | undefined } | { kind: '5xx' };

/** Injected failures for tests of the client; each POST replaces the previous settings. */
export interface Faults {
  set(settings: FaultSettings): void;
  latencyMs(): number;
  /** Consumes one pending failure, 429s first. */
  next(): FaultVerdict;
  /** Consumes one pending lost response of an order write; true when this answer is to be lost. */
  loseOrderResponse(): boolean;
  clear(): void;
}

// `{}` means no faults, so clearing and the initial state are both this one reading of settings.
function withDefaults(settings: FaultSettings) {
  return {
    latencyMs: settings.latencyMs ?? 0,
    fail429: settings.fail429 ?? 0,
    fail5xx: settings.fail5xx ?? 0,
    retryAfterSeconds: settings.retryAfterSeconds,
    dropOrderResponses: settings.dropOrderResponses ?? 0,
  };
}

export function createFaults(): Faults {
  let current = withDefaults({});
  return {
    set(settings) {
      current = withDefaults(settings);
    },
    latencyMs: () => current.latencyMs,
    next() {
      if (current.fail429 > 0) {
        current.fail429 -= 1;
        return { kind: '429', retryAfterSeconds: current.retryAfterSeconds };
      }
      if (current.fail5xx > 0) {
        current.fail5xx -= 1;
        return { kind: '5xx' };
      }
      return { kind: 'none' };
    },
    loseOrderResponse() {
      if (current.dropOrderResponses === 0) return false;
      current.dropOrderResponses -= 1;
      return true;
    },
    clear() {
      current = withDefaults({});
    },
  };
}
