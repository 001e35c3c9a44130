import type { FeedState } from '@contracts/stream';
import type { Clock } from '../client/timers';
import { reconnectDelayMs } from './reconnect-delay';
import type { StreamConnection, StreamConnector } from './stream-connection';
import type { SubscriptionManager } from './subscription-manager';

export interface FeedControllerOptions {
  /** null where the region publishes no MQTT host: the feed only polls. */
  connector: StreamConnector | null;
  sessionId: string;
  clock: Clock;
  random: () => number;
  /** No message of any kind for this long: silent; as long again: reconnect. */
  silentAfterMs: number;
  /** Down this long: poll snapshots. */
  pollAfterMs: number;
  /** Whether symbols are expected to push (a quiet symbol outside trading hours is normal). */
  isMarketActive: (now: number) => boolean;
  subscriptions: Pick<SubscriptionManager, 'connected' | 'disconnected' | 'resubscribe' | 'subscribedSince'>;
  poller: { start(): void; stop(): void };
  onState: (state: FeedState, since: number) => void;
  /** A message arrived; returns the symbol of a data push, or null (echo, notice, unreadable). */
  onMessage: (topic: string, payload: Uint8Array, receivedAt: number) => string | null;
  /** Called on every check (a few times a second at most), e.g. to publish the status. */
  onCheck: (now: number) => void;
}

/**
 * The feed's state machine (docs/decisions.md#stream-states-by-time-polling-as-the-fallback): live -> silent (nothing for silentAfterMs) -> reconnect
 * (silent as long again); connection lost -> reconnecting (250 ms doubling to 3 s, full jitter,
 * forever) -> polling after pollAfterMs down, until the stream is live again. Live = connected
 * and the whole union resubscribed. A symbol quiet while others flow is resubscribed.
 */
export function createFeedController(o: FeedControllerOptions) {
  const { clock } = o;
  let state: FeedState = 'reconnecting';
  let since = clock.now();
  let generation = 0;
  let connection: StreamConnection | null = null;
  let connected = false;
  let attempt = 0;
  let downSince = clock.now();
  let lastMessageAt = clock.now();
  const lastDataAt = new Map<string, number>();
  const lastResubscribeAt = new Map<string, number>();
  let cancelReconnect: (() => void) | null = null;
  let cancelPolling: (() => void) | null = null;
  let cancelCheck: (() => void) | null = null;
  let cancelSilence: (() => void) | null = null;
  let closed = false;
  // Per-symbol silence and the status need no finer grain than this.
  const checkEveryMs = Math.max(10, Math.min(1_000, Math.floor(o.silentAfterMs / 4)));

  function setState(next: FeedState): void {
    if (state === next) return;
    state = next;
    since = clock.now();
    if (next === 'live') {
      cancelPolling?.();
      cancelPolling = null;
      o.poller.stop();
    }
    if (next === 'polling') o.poller.start();
    o.onState(state, since);
  }

  function open(): void {
    cancelReconnect = null;
    if (closed || o.connector === null) return;
    const mine = ++generation;
    try {
      connection = openConnection(o.connector, mine);
    } catch {
      // A URL the client cannot even start with: counts as a failed attempt, retried with backoff.
      connection = null;
      lost();
    }
  }

  function openConnection(connector: StreamConnector, mine: number): StreamConnection {
    return connector({
      onConnected: () => {
        if (mine !== generation) return;
        connected = true;
        attempt = 0;
        lastMessageAt = clock.now();
        void o.subscriptions.connected(o.sessionId).then((ok) => {
          if (!ok || mine !== generation || !connected) return;
          lastMessageAt = clock.now();
          setState('live');
          watchSilence();
        });
      },
      onMessage: (topic, payload) => {
        if (mine !== generation) return;
        const now = clock.now();
        lastMessageAt = now;
        const symbol = o.onMessage(topic, payload, now);
        if (symbol !== null) lastDataAt.set(symbol, now);
        if (state === 'silent') {
          setState('live');
          watchSilence();
        }
      },
      onClosed: () => {
        if (mine === generation) lost();
      },
    });
  }

  /**
   * One timer at the moment the quiet period would run out (not one per message): when it fires
   * early because messages came meanwhile, it is set again from the latest one.
   */
  function watchSilence(): void {
    cancelSilence?.();
    cancelSilence = null;
    if (!connected || (state !== 'live' && state !== 'silent')) return;
    const due = lastMessageAt + (state === 'live' ? o.silentAfterMs : 2 * o.silentAfterMs);
    cancelSilence = clock.setTimer(
      () => {
        cancelSilence = null;
        const quiet = clock.now() - lastMessageAt;
        if (state === 'silent' && quiet >= 2 * o.silentAfterMs) {
          lost();
          return;
        }
        if (state === 'live' && quiet >= o.silentAfterMs) {
          // With nothing subscribed that pushes by itself, quiet is expected: not a silent feed.
          if (o.subscriptions.subscribedSince().size === 0) lastMessageAt = clock.now();
          else setState('silent');
        }
        watchSilence();
      },
      Math.max(0, due - clock.now()),
    );
  }

  function lost(): void {
    cancelSilence?.();
    cancelSilence = null;
    const dropped = connection;
    generation += 1;
    connection = null;
    connected = false;
    dropped?.close();
    o.subscriptions.disconnected();
    if (state === 'live' || state === 'silent') {
      downSince = clock.now();
      setState('reconnecting');
    }
    schedulePolling();
    if (!closed && cancelReconnect === null)
      cancelReconnect = clock.setTimer(open, reconnectDelayMs(attempt++, o.random));
  }

  /** The stream counts as down from `downSince`; polling starts once that has lasted pollAfterMs. */
  function schedulePolling(): void {
    if (state !== 'reconnecting' || cancelPolling !== null) return;
    cancelPolling = clock.setTimer(
      () => {
        cancelPolling = null;
        if (state === 'reconnecting') setState('polling');
      },
      Math.max(0, downSince + o.pollAfterMs - clock.now()),
    );
  }

  function checkSymbols(now: number): void {
    const flowing = [...lastDataAt.values()].some((at) => now - at < o.silentAfterMs);
    if (!flowing) return;
    for (const [symbol, subscribedAt] of o.subscriptions.subscribedSince()) {
      const last = Math.max(lastDataAt.get(symbol) ?? 0, subscribedAt, lastResubscribeAt.get(symbol) ?? 0);
      if (now - last < o.silentAfterMs) continue;
      lastResubscribeAt.set(symbol, now);
      o.subscriptions.resubscribe(symbol);
    }
  }

  function check(): void {
    cancelCheck = clock.setTimer(check, checkEveryMs);
    const now = clock.now();
    if (connected && state === 'live' && o.isMarketActive(now)) checkSymbols(now);
    o.onCheck(now);
  }

  return {
    start(): void {
      cancelCheck = clock.setTimer(check, checkEveryMs);
      if (o.connector === null) setState('polling');
      else {
        // Down until the first CONNACK: polling begins if that takes too long.
        open();
        schedulePolling();
      }
    },
    state: () => ({ state, since }),
    close(): void {
      closed = true;
      cancelCheck?.();
      cancelSilence?.();
      cancelReconnect?.();
      cancelPolling?.();
      generation += 1;
      connection?.close();
      connection = null;
      o.poller.stop();
    },
  };
}

export type FeedController = ReturnType<typeof createFeedController>;
