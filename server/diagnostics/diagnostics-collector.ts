import type { Diagnostics, StreamDiagnostics, TokenDiagnostics } from '@contracts/diagnostics';
import type { ClockSkewTracker } from '../upstream/client/clock-skew';
import type { Scheduler } from '../upstream/client/scheduler';
import type { Clock } from '@server/shared/clock';
import type { MarketFeed } from '../upstream/stream/market-feed';
import type { TradeEventStreamStats } from '../upstream/trading/event-stream-controller';
import { watchMarketStream } from './market-stream-watch';
import type { UpstreamErrorLog } from './upstream-error-log';

export interface DiagnosticsSources {
  connection: Diagnostics['connection'];
  scheduler: Pick<Scheduler, 'status' | 'onChange'>;
  errors: UpstreamErrorLog;
  feed: Pick<MarketFeed, 'onEvent' | 'status'>;
  /** The trade-event stream; null where no stream host is known. */
  tradeEvents: { stats(): TradeEventStreamStats; onChange(listener: () => void): () => void } | null;
  clockSkew: Pick<ClockSkewTracker, 'current'>;
  /** Whether the provider asks for the second-factor token; absent while the BFF does not know. */
  tokenCheck?: () => boolean | null;
  /** The token's state and expiry (never the token), from the token keeper (./token-sources.ts). */
  tokenStatus?: () => TokenDiagnostics | null;
  /** Tells of each change of the token's state. */
  tokenChanges?: (listener: () => void) => () => void;
  clock: Clock;
}

export interface DiagnosticsCollector {
  snapshot(): Diagnostics;
  /** Calls `listener` whenever something in the snapshot may have changed; returns a stop. */
  onChange(listener: () => void): () => void;
  close(): void;
}

const TRADE_EVENTS_QUOTA = { limit: null, note: 'one trade-event stream per app key, for every account of the key' };

/** Gathers what the diagnostics panel shows from the parts of the BFF that know it. */
export function createDiagnosticsCollector(sources: DiagnosticsSources): DiagnosticsCollector {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const market = watchMarketStream(sources.feed, { mode: sources.connection.mode, onChange: changed });
  const stops = [
    sources.scheduler.onChange(changed),
    sources.errors.onChange(changed),
    sources.tradeEvents?.onChange(changed) ?? (() => undefined),
    sources.tokenChanges?.(changed) ?? (() => undefined),
  ];

  function tradeEvents(): StreamDiagnostics {
    const stats = sources.tradeEvents?.stats();
    if (stats === undefined)
      return {
        state: 'off',
        since: null,
        last_message_at: null,
        reconnects: 0,
        subscribed: 0,
        quota: TRADE_EVENTS_QUOTA,
      };
    return {
      state: stats.state,
      since: null,
      last_message_at: stats.lastMessageAt,
      reconnects: stats.reconnects,
      subscribed: stats.accounts,
      quota: TRADE_EVENTS_QUOTA,
    };
  }

  /** Field by field: the token flow's status object may carry the token itself, which must not go out. */
  function tokenState(): TokenDiagnostics | null {
    const status = sources.tokenStatus?.() ?? null;
    return status === null ? null : { status: status.status, expires_at: status.expires_at };
  }

  return {
    snapshot() {
      const budget = sources.scheduler.status();
      return {
        connection: sources.connection,
        groups: budget.groups.map((group) => ({
          group: group.group,
          budget: group.budget,
          window_ms: group.window_ms,
          used: group.used,
          left: Math.max(0, group.budget - group.used),
          queued: group.queued,
          next_slot_ms: group.wait_ms,
          frozen_for_ms: group.frozen_for_ms,
          throttled: sources.errors.throttled(group.group),
        })),
        streams: { market: market.current(), trade_events: tradeEvents() },
        session: { token_check: sources.tokenCheck?.() ?? null, token: tokenState() },
        clock_skew: sources.clockSkew.current(),
        errors: sources.errors.entries(),
        at: sources.clock.now(),
      };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      market.close();
      for (const stop of stops) stop();
      listeners.clear();
    },
  };
}
