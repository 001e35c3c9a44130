import { BUDGET_STATUS_TOPIC, type BudgetStatus } from '@contracts/budget';
import { DIAGNOSTICS_TOPIC, type Diagnostics } from '@contracts/diagnostics';
import { TOKEN_STATUS_TOPIC, type TokenStatus } from '@contracts/token';
import type { Scheduler } from '../upstream/client/scheduler';

/** The second-factor token's state as the relay reads it (server/upstream/access-token/token-keeper.ts). */
export interface TokenStatusSource {
  status(): TokenStatus;
  onChange(listener: () => void): () => void;
}

/** Where the relay reads `status/diagnostics` (server/diagnostics builds it). */
export interface DiagnosticsSource {
  snapshot(): Diagnostics;
  /** Calls `listener` whenever the snapshot may have changed; returns a stop. */
  onChange(listener: () => void): () => void;
}

/** The BFF's parts whose state the relay reads when it sends, each on a retained `status/...` topic. */
export interface StatusSources {
  /** The scheduler's budget, relayed on `status/budget`. */
  budget?: Pick<Scheduler, 'status' | 'onChange'> | undefined;
  /** The second-factor token, relayed on `status/token`. */
  token?: TokenStatusSource | undefined;
  /** The BFF's diagnostics, relayed on `status/diagnostics`. */
  diagnostics?: DiagnosticsSource | undefined;
}

export type PulledStatus = BudgetStatus | TokenStatus | Diagnostics;

/** One status topic read when it goes out, so a burst of changes costs one message. */
export interface PulledTopic {
  topic: string;
  /** At most one message per this many ms. */
  everyMs: number;
  read(): PulledStatus;
  onChange(listener: () => void): () => void;
}

/**
 * The pulled status topics of the sources given: the budget changes with every call (at most
 * every 250 ms), the diagnostics with every call and push (500 ms), and a token change is rare and
 * awaited by the trader (an approval), so it goes out at once.
 */
export function pulledTopics(sources: StatusSources): PulledTopic[] {
  const { budget, token, diagnostics } = sources;
  return [
    ...pulled(budget, BUDGET_STATUS_TOPIC, 250, (b) => b.status()),
    ...pulled(token, TOKEN_STATUS_TOPIC, 0, (t) => t.status()),
    ...pulled(diagnostics, DIAGNOSTICS_TOPIC, 500, (d) => d.snapshot()),
  ];
}

/** The topic of one source, or none when the BFF runs without that part. */
function pulled<S extends { onChange(listener: () => void): () => void }>(
  source: S | undefined,
  topic: string,
  everyMs: number,
  read: (source: S) => PulledStatus,
): PulledTopic[] {
  if (source === undefined) return [];
  return [{ topic, everyMs, read: () => read(source), onChange: (listener) => source.onChange(listener) }];
}
