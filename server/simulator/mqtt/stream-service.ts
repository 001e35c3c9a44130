import type { PublishedTrade, PublishedTrades } from '../control/published-trades';
import type { MarketClock } from '../control/market-clock';
import type { Market } from '../market/market';
import { createStreamBroker, type StreamBroker } from './broker';
import { createPushLoop, type PushLoop } from './push-loop';
import { createSnapshotMemo } from './snapshot-memo';
import { SUB_TYPES } from './push-messages';
import { createSubscriptionRegistry, type SubscriptionRegistry } from './subscriptions';

export interface StreamOptions {
  appKey: string;
  wallNow: () => number;
  marketClock: MarketClock;
  trades: PublishedTrades;
  /** Push interval per (symbol, sub_type); default 1000 ms. */
  intervalMs?: number;
  echoMs?: number;
  noticeMs?: number;
  /**
   * Quiet mode: echo every 60 s and no quote, snapshot or tick while market time is outside every
   * session, the quietest stream the provider's documents allow (docs/protocol.md#a-quiet-stream).
   */
  quiet?: boolean;
}

export interface StreamStats {
  connections: { session_id: string; app_key: string; connected_at: number }[];
  subscriptions: Record<string, Record<string, string[]>>;
  subscribe_calls: number;
  unsubscribe_calls: number;
  pushed: number;
}

/** The simulator's streaming side: broker, subscriptions, timed pushes and the control knobs. */
export interface StreamService {
  broker: StreamBroker;
  subscriptions: SubscriptionRegistry;
  pushLoop: PushLoop;
  /** The market as pushed and served: the model plus published trades. */
  market(): Market;
  countCall(kind: 'subscribe' | 'unsubscribe'): void;
  /** Records the trade (REST reflects it) and pushes Tick, Snapshot, Quote to subscribers. */
  publishTrade(trade: PublishedTrade): number;
  setPaused(paused: boolean): void;
  paused(): boolean;
  setIntervalMs(ms: number): void;
  stats(): StreamStats;
  /** Overrides, pause, refuse and rate back to their defaults; counters to zero. */
  reset(): void;
  close(): void;
}

export const DEFAULT_INTERVAL_MS = 1000;
/** Parts a push round is spread over. */
const ROUND_SLICES = 10;
const ECHO_MS = 5000;
const QUIET_ECHO_MS = 60_000;
const NOTICE_MS = 10_000;

export function createStreamService(options: StreamOptions): StreamService {
  const broker = createStreamBroker({ appKey: options.appKey, wallNow: options.wallNow });
  const subscriptions = createSubscriptionRegistry();
  const memo = createSnapshotMemo(() => options.trades.market);
  const pushLoop = createPushLoop({
    broker,
    subscriptions,
    market: () => memo.market(),
    moment: () => ({ marketNowMs: options.marketClock.now(), wallNow: options.wallNow }),
    quiet: options.quiet === true,
  });
  // Subscriptions live and die with the connection: a reconnect starts empty (docs/protocol.md#streaming).
  broker.onSessionEnd((connection) => {
    subscriptions.removeSession(connection.sessionId);
  });

  const defaultInterval = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  let calls = { subscribe: 0, unsubscribe: 0 };
  // Unreferenced: the listening servers keep the process alive, never these timers.
  const every = (ms: number, run: () => void) => setInterval(run, ms).unref();
  // A round is spread over its interval in slices of symbols, as a real feed's updates arrive
  // through the second rather than all at one instant; each symbol still gets one push a round.
  const spreadRound = (ms: number) => {
    let slice = 0;
    return every(Math.max(1, Math.round(ms / ROUND_SLICES)), () => {
      pushLoop.pushSlice(slice, ROUND_SLICES);
      slice = (slice + 1) % ROUND_SLICES;
    });
  };
  let dataTimer = spreadRound(defaultInterval);
  const echoTimer = every(options.echoMs ?? (options.quiet === true ? QUIET_ECHO_MS : ECHO_MS), () => {
    pushLoop.echo();
  });
  const noticeTimer = every(options.noticeMs ?? NOTICE_MS, () => {
    pushLoop.notice();
  });
  const setIntervalMs = (ms: number) => {
    clearInterval(dataTimer);
    dataTimer = spreadRound(ms);
  };

  return {
    broker,
    subscriptions,
    pushLoop,
    market: () => options.trades.market,
    countCall: (kind) => {
      calls[kind] += 1;
    },
    publishTrade: (trade) => {
      options.trades.publish(trade, options.marketClock.now());
      memo.forget(trade.symbol);
      return pushLoop.pushSymbol(trade.symbol, ['TICK', 'SNAPSHOT', 'QUOTE']);
    },
    setPaused: (value) => {
      pushLoop.setPaused(value);
    },
    paused: () => pushLoop.paused(),
    setIntervalMs,
    stats: () => ({
      connections: broker
        .connections()
        .map((c) => ({ session_id: c.sessionId, app_key: c.appKey, connected_at: c.connectedAt })),
      subscriptions: Object.fromEntries(
        subscriptions
          .sessions()
          .map((id) => [
            id,
            Object.fromEntries(
              [...subscriptions.of(id)].map(([symbol, sub]) => [symbol, SUB_TYPES.filter((t) => sub.types.has(t))]),
            ),
          ]),
      ),
      subscribe_calls: calls.subscribe,
      unsubscribe_calls: calls.unsubscribe,
      pushed: pushLoop.pushed(),
    }),
    reset: () => {
      options.trades.clear();
      memo.clear();
      pushLoop.setPaused(false);
      broker.setRefusing(false);
      setIntervalMs(defaultInterval);
      calls = { subscribe: 0, unsubscribe: 0 };
      pushLoop.resetCounters();
    },
    close: () => {
      clearInterval(dataTimer);
      clearInterval(echoTimer);
      clearInterval(noticeTimer);
      broker.dropAll();
    },
  };
}
