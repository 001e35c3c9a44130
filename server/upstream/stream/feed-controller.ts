import type { FeedState } from '@contracts/stream';
import type { Clock } from '@server/shared/clock';
import { reconnectDelayMs } from './reconnect-delay';
import type { StreamConnection, StreamConnector } from './stream-connection';
import type { SubscriptionManager } from './subscription-manager';
import { judgeFeed } from './feed-judgement';

export interface FeedControllerOptions {
  /** null where the region publishes no MQTT host: the feed only polls. */
  connector: StreamConnector | null;
  sessionId: string;
  clock: Clock;
  random: () => number;
  /** While symbols are expected to print, nothing at all for this long: silent (never a reconnect). */
  silentAfterMs: number;
  /** Down (or silent) this long while the market is open: poll snapshots. */
  pollAfterMs: number;
  /** Whether liquid symbols print now (pre, regular, post): only then is silence suspicious. */
  isMarketActive: () => boolean;
  /** Whether any session the product shows is open (overnight included): only then is polling worth its budget. */
  isMarketOpen: () => boolean;
  subscriptions: Pick<SubscriptionManager, 'connected' | 'disconnected' | 'resubscribe' | 'subscribedSince'>;
  poller: { start(): void; stop(): void };
  onState: (state: FeedState, since: number) => void;
  /** A message arrived; returns the symbol of a data push, or null (echo, notice, unreadable). */
  onMessage: (topic: string, payload: Uint8Array, receivedAt: number) => string | null;
  /** Called on every check (a few times a second at most), e.g. to publish the status. */
  onCheck: (now: number) => void;
}

/**
 * The feed's watchdog (docs/decisions/0029-a-stream-watchdog-that-cannot-loop.md). Only the MQTT
 * client's close (keepalive unanswered, socket error) reconnects, with 250 ms doubling to 3 s and
 * full jitter, forever. Silence never does: it is judged against the calendar by `judgeFeed`,
 * and polling runs only while the market is open. Live = connected and the union resubscribed.
 */
export function createFeedController(o: FeedControllerOptions) {
  const { clock } = o;
  let state: FeedState = 'reconnecting';
  let since = clock.now();
  let generation = 0;
  let connection: StreamConnection | null = null;
  let up = false;
  let attempt = 0;
  let downSince = clock.now();
  let lastMessageAt = clock.now();
  let notExpectingAt = clock.now();
  const lastDataAt = new Map<string, number>();
  const lastResubscribeAt = new Map<string, number>();
  let cancelReconnect: (() => void) | null = null;
  let cancelDue: (() => void) | null = null;
  let cancelCheck: (() => void) | null = null;
  let closed = false;
  // The calendar and the per-symbol silence need no finer grain than this.
  const checkEveryMs = Math.max(10, Math.min(1_000, Math.floor(o.silentAfterMs / 4)));

  function setState(next: FeedState): void {
    if (state === next) return;
    const wasPolling = state === 'polling';
    state = next;
    since = clock.now();
    if (wasPolling) o.poller.stop();
    if (next === 'polling') o.poller.start();
    o.onState(state, since);
  }

  /** Puts the feed in the state the facts call for, and wakes up again when that could change. */
  function evaluate(): void {
    if (closed) return;
    const now = clock.now();
    const expecting = up && o.isMarketActive() && o.subscriptions.subscribedSince().size > 0;
    if (!expecting) notExpectingAt = now;
    const verdict = judgeFeed({
      now,
      hasHost: o.connector !== null,
      up,
      downSince,
      quietSince: Math.max(lastMessageAt, notExpectingAt),
      marketOpen: o.isMarketOpen(),
      silentAfterMs: o.silentAfterMs,
      pollAfterMs: o.pollAfterMs,
    });
    setState(verdict.state);
    cancelDue?.();
    cancelDue = verdict.recheckAt === null ? null : clock.setTimer(evaluate, Math.max(0, verdict.recheckAt - now));
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
        attempt = 0;
        void o.subscriptions.connected(o.sessionId).then((ok) => {
          if (!ok || mine !== generation) return;
          up = true;
          lastMessageAt = clock.now();
          evaluate();
        });
      },
      onMessage: (topic, payload) => {
        if (mine !== generation) return;
        const now = clock.now();
        lastMessageAt = now;
        const symbol = o.onMessage(topic, payload, now);
        if (symbol !== null) lastDataAt.set(symbol, now);
        if (state === 'silent' || (up && state === 'polling')) evaluate();
      },
      onClosed: () => {
        if (mine === generation) lost();
      },
    });
  }

  function lost(): void {
    const dropped = connection;
    generation += 1;
    connection = null;
    if (up) downSince = clock.now();
    up = false;
    dropped?.close();
    o.subscriptions.disconnected();
    evaluate();
    if (!closed && cancelReconnect === null)
      cancelReconnect = clock.setTimer(open, reconnectDelayMs(attempt++, o.random));
  }

  /** One symbol stuck while others flow, in trading hours: subscribe it again, once per period. */
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
    // The calendar moves on by itself (a session opens or closes): judged again on each check.
    evaluate();
    if (up && state === 'live' && o.isMarketActive()) checkSymbols(now);
    o.onCheck(now);
  }

  return {
    start(): void {
      cancelCheck = clock.setTimer(check, checkEveryMs);
      // Down until the first CONNACK: polling begins if that takes too long in an open market.
      open();
      evaluate();
    },
    state: () => ({ state, since }),
    close(): void {
      closed = true;
      cancelCheck?.();
      cancelDue?.();
      cancelReconnect?.();
      generation += 1;
      connection?.close();
      connection = null;
      o.poller.stop();
    },
  };
}

export type FeedController = ReturnType<typeof createFeedController>;
