import type { Snapshot } from '@contracts/market-data';
import type { FeedStatus, LiveDepth, LiveQuote, StreamKind } from '@contracts/stream';
import type { SymbolDirectory } from '../market-data/symbol-directory';
import type { Clock } from '@server/shared/clock';
import { createFeedController } from './feed-controller';
import type { FeedEvent, MarketFeed } from './market-feed';
import { isUsMarketActive, isUsMarketOpen } from './market-hours';
import { createSnapshotPoller } from './snapshot-poller';
import type { StreamApi } from './stream-api';
import type { StreamConnector } from './stream-connection';
import { decodePush, type StreamPush } from './stream-decode';
import { createSubscriptionManager } from './subscription-manager';

export interface MarketFeedOptions {
  api: StreamApi;
  /** null: no MQTT host for this region, so the feed polls only. */
  connector: StreamConnector | null;
  sessionId: string;
  directory: SymbolDirectory;
  /** Snapshots through the broker's snapshot service at background priority. */
  pollSnapshots: (symbols: readonly string[]) => Promise<Snapshot[]>;
  clock: Clock;
  random?: () => number;
  silentAfterMs?: number;
  pollAfterMs?: number;
  pollIntervalMs?: number;
  graceMs?: number;
  debounceMs?: number;
  /** The calendar's instants: pre, regular and post (liquid hours), and any session shown (overnight too). */
  isMarketActive?: (marketMs: number) => boolean;
  isMarketOpen?: (marketMs: number) => boolean;
  /** Market time now (the broker's); the clock's time when absent (the provider's market is real time). */
  marketNow?: () => number;
  /** Problems worth a line in the log (an unreadable push, a failed poll). */
  onProblem?: (message: string) => void;
}

const isDataTopic = (topic: string): topic is 'snapshot' | 'quote' | 'tick' =>
  topic === 'snapshot' || topic === 'quote' || topic === 'tick';
// A status is published on every state change, otherwise at most this often.
const STATUS_EVERY_MS = 1_000;

/**
 * The BFF's one upstream stream (docs/decisions/0027-one-upstream-stream-many-browsers.md):
 * subscriptions, state machine, polling and status together.
 */
export function createMarketFeed(o: MarketFeedOptions): MarketFeed {
  const { clock } = o;
  const marketNow = o.marketNow ?? (() => clock.now());
  const listeners = new Set<(event: FeedEvent) => void>();
  const quotes = new Map<string, LiveQuote>();
  const depths = new Map<string, LiveDepth>();
  const updatedAt = new Map<string, number>();
  let statusChanged = false;
  let statusAt = -Infinity;
  const subscriptions = createSubscriptionManager({
    api: o.api,
    directory: o.directory,
    clock,
    graceMs: o.graceMs,
    debounceMs: o.debounceMs,
    onRefused: (message) => o.onProblem?.(message),
  });

  function emit(event: FeedEvent): void {
    for (const listener of [...listeners]) listener(event);
  }

  function deliver(push: StreamPush): void {
    if (push.kind === 'quote') quotes.set(push.symbol, push.data);
    else if (push.kind === 'depth') depths.set(push.symbol, push.data);
    updatedAt.set(push.symbol, push.data.received_at);
    statusChanged = true;
    emit(push);
  }

  function status(): FeedStatus {
    const { state, since } = controller.state();
    const symbols: Record<string, number | null> = {};
    for (const symbol of [...subscriptions.watched().keys()].sort()) symbols[symbol] = updatedAt.get(symbol) ?? null;
    return { state, since, symbols, at: clock.now() };
  }

  function publishStatus(): void {
    statusChanged = false;
    statusAt = clock.now();
    emit({ kind: 'status', data: status() });
  }

  const poller = createSnapshotPoller({
    clock,
    intervalMs: o.pollIntervalMs ?? 2_000,
    symbols: () => subscriptions.quoteSymbols(),
    load: o.pollSnapshots,
    onQuote: (quote) => {
      deliver({ kind: 'quote', symbol: quote.symbol, data: quote });
    },
    onError: (error) =>
      o.onProblem?.(`snapshot poll failed: ${error instanceof Error ? error.message : String(error)}`),
  });

  const controller = createFeedController({
    connector: o.connector,
    sessionId: o.sessionId,
    clock,
    random: o.random ?? Math.random,
    silentAfterMs: o.silentAfterMs ?? 10_000,
    pollAfterMs: o.pollAfterMs ?? 5_000,
    isMarketActive: () => (o.isMarketActive ?? isUsMarketActive)(marketNow()),
    isMarketOpen: () => (o.isMarketOpen ?? isUsMarketOpen)(marketNow()),
    subscriptions,
    poller,
    onState: () => {
      publishStatus();
    },
    onMessage: (topic, payload, receivedAt) => {
      if (!isDataTopic(topic)) return null; // echo (liveness only) and notice
      try {
        const push = decodePush(topic, payload, receivedAt);
        deliver(push);
        return push.symbol;
      } catch (error) {
        o.onProblem?.(`unreadable ${topic} push: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    },
    onCheck: (now) => {
      if (statusChanged && now - statusAt >= STATUS_EVERY_MS) publishStatus();
    },
  });
  controller.start();

  return {
    watch(symbol, kind: StreamKind) {
      subscriptions.watch(symbol.toUpperCase(), kind);
      statusChanged = true;
    },
    unwatch(symbol, kind: StreamKind) {
      subscriptions.unwatch(symbol.toUpperCase(), kind);
      statusChanged = true;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    status,
    latestQuote: (symbol) => quotes.get(symbol.toUpperCase()),
    latestDepth: (symbol) => depths.get(symbol.toUpperCase()),
    close() {
      controller.close();
      subscriptions.close();
      listeners.clear();
      return Promise.resolve();
    },
  };
}
