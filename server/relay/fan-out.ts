import {
  FEED_STATUS_TOPIC,
  symbolTopic,
  type FeedStatus,
  type LiveDepth,
  type LiveQuote,
  type LiveTicks,
} from '@contracts/stream';
import { WATCHLISTS_TOPIC, type WatchlistChange } from '@contracts/watchlist-topic';
import type { FeedEvent, MarketFeed } from '../upstream/stream/market-feed';
import type { WatchlistService } from '../upstream/research/watchlist-service';
import type { TradingEvent, TradingFeed } from '../upstream/trading/trading-feed';
import type { Clock } from '@server/shared/clock';
import { createAlertNoticeFanOut, type AlertNoticeSource } from './alert-notices';
import type { PublishEncoder } from './encode-publish';
import { pulledTopics, type PulledStatus, type StatusSources } from './status-sources';
import type { GrantedTopic } from './topic-acl';

/** One browser socket as the fan-out sees it. */
export interface Subscriber {
  /** Queues a frame for this subscriber (`keepWhole`: never conflated with a newer one)... */
  deliver(topic: string, frame: Buffer, keepWhole?: boolean): void;
  /** ...and writes what was queued, once per flush. */
  flushWrites(): void;
}

export interface FanOutTally {
  /** Messages encoded (each once, whatever the number of subscribers). */
  encoded: number;
  /** Frames handed to subscribers. */
  deliveries: number;
}

export interface FanOut {
  /** Adds a subscriber to a granted topic, watches the symbol, and sends the latest value at once. */
  subscribe(subscriber: Subscriber, granted: GrantedTopic): void;
  /** The reverse of `subscribe`: one unwatch per subscribe. */
  unsubscribe(subscriber: Subscriber, granted: GrantedTopic): void;
  readonly tally: FanOutTally;
  close(): void;
}

type Latest = LiveQuote | LiveDepth | FeedStatus | PulledStatus;

/** Runs `run` once the current I/O callbacks are done; returns a cancel. */
export type Soon = (run: () => void) => () => void;

/** The production `Soon`: Node's check phase, right after the poll phase that read the feed. */
export const setImmediateSoon: Soon = (run) => {
  const handle = setImmediate(run);
  return () => {
    clearImmediate(handle);
  };
};

/**
 * Fan-out of the feed to subscribed browsers. Quote, depth and status updates wait in `latest`
 * (newest per topic wins) and ticks in `ticks` (appended per symbol), at most one message per
 * topic per `flushMs`: a topic quiet for that long goes out as soon as the current read is done (no added
 * latency for a feed slower than the window), a burst on one topic is conflated. Each message is
 * encoded once and the same Buffer goes to every subscriber.
 */
export function createFanOut(
  deps: StatusSources & {
    feed: MarketFeed;
    trading?: TradingFeed | undefined;
    /** Watchlist writes that passed through the BFF, told to every tab on `watchlists/changed`. */
    watchlists?: Pick<WatchlistService, 'onChange'> | undefined;
    /** Each user's alerts notice, relayed on the retained `alerts/<USER>`. */
    alerts?: AlertNoticeSource | undefined;
    /** A line when something the relay reads for a topic fails. */
    log?: (line: string) => void;
    clock: Clock;
    flushMs: number;
    encode: PublishEncoder;
    soon?: Soon;
  },
): FanOut {
  const pulled = new Map(pulledTopics(deps).map((p) => [p.topic, p]));
  const subscribers = new Map<string, Set<Subscriber>>();
  const latest = new Map<string, Latest>();
  const ticks = new Map<string, LiveTicks>();
  /** When each pending topic may go out: at once after a quiet spell, else `flushMs` after its last send. */
  const dueAt = new Map<string, number>();
  const sentAt = new Map<string, number>();
  const tally: FanOutTally = { encoded: 0, deliveries: 0 };
  /** Subscribers given frames in the current flush. */
  const touched = new Set<Subscriber>();
  let cancelFlush: (() => void) | null = null;
  let timerAt = Number.POSITIVE_INFINITY;

  function publish(topic: string, payload: Latest | LiveTicks): void {
    const targets = subscribers.get(topic);
    if (targets === undefined || targets.size === 0) return;
    const frame = deps.encode(topic, payload, false);
    tally.encoded += 1;
    tally.deliveries += targets.size;
    for (const target of targets) {
      target.deliver(topic, frame);
      touched.add(target);
    }
  }

  function flush(): void {
    cancelFlush = null;
    timerAt = Number.POSITIVE_INFINITY;
    const now = deps.clock.now();
    let next = Number.POSITIVE_INFINITY;
    // Walked in place, not copied: a Map walk survives deletions, and an entry added during it
    // (a status read that reports a change, a socket closed by its outbox) is simply visited too.
    for (const [topic, due] of dueAt) {
      if (due > now) {
        next = Math.min(next, due);
        continue;
      }
      dueAt.delete(topic);
      sentAt.set(topic, now);
      const value = readOnSend(topic) ?? latest.get(topic);
      const batch = ticks.get(topic);
      latest.delete(topic);
      ticks.delete(topic);
      if (value !== undefined) publish(topic, value);
      if (batch !== undefined) publish(topic, batch);
    }
    for (const target of touched) target.flushWrites();
    touched.clear();
    if (next !== Number.POSITIVE_INFINITY) schedule(next);
  }

  function schedule(at: number): void {
    if (at >= timerAt) return;
    cancelFlush?.();
    timerAt = at;
    const delay = at - deps.clock.now();
    // Due now: flush right after this I/O turn has read the rest of the burst (setImmediate),
    // not on the next timer turn, which costs a millisecond or more on every quiet-topic update.
    cancelFlush =
      delay <= 0 && deps.soon !== undefined ? deps.soon(flush) : deps.clock.setTimer(flush, Math.max(0, delay));
  }

  function onEvent(event: FeedEvent): void {
    const topic = event.kind === 'status' ? FEED_STATUS_TOPIC : symbolTopic(event.kind, event.symbol);
    // Nobody listening: nothing to keep (the feed may still be in its unwatch grace period).
    if (!subscribers.has(topic)) return;
    if (event.kind === 'tick') {
      const batch = ticks.get(topic);
      if (batch === undefined)
        ticks.set(topic, { symbol: event.symbol, ticks: [...event.data.ticks], received_at: event.data.received_at });
      else {
        batch.ticks.push(...event.data.ticks);
        batch.received_at = event.data.received_at;
      }
    } else {
      latest.set(topic, event.data);
    }
    markDue(topic, deps.flushMs);
  }

  function markDue(topic: string, everyMs: number): void {
    if (dueAt.has(topic)) return;
    const due = Math.max(deps.clock.now(), (sentAt.get(topic) ?? Number.NEGATIVE_INFINITY) + everyMs);
    dueAt.set(topic, due);
    schedule(due);
  }

  const readOnSend = (topic: string): Latest | undefined => pulled.get(topic)?.read();

  /**
   * Order and account changes go out at once, each encoded once: they are rare, and every step
   * of an order must reach the browser (docs/trading.md#live-updates), so none is conflated.
   */
  function onTradingEvent(event: TradingEvent): void {
    const topic = `${event.kind}/${event.accountId}`;
    const targets = subscribers.get(topic);
    if (targets === undefined || targets.size === 0) return;
    const frame = deps.encode(topic, event.data, false);
    tally.encoded += 1;
    tally.deliveries += targets.size;
    for (const target of targets) {
      target.deliver(topic, frame, event.kind === 'orders');
      target.flushWrites();
    }
  }

  /**
   * A watchlist change goes out at once to every tab that listens: writes are rare, and each
   * notice makes a tab re-read a list, so none is held back or merged with the next.
   */
  function onWatchlistChange(change: WatchlistChange): void {
    const targets = subscribers.get(WATCHLISTS_TOPIC);
    if (targets === undefined || targets.size === 0) return;
    const frame = deps.encode(WATCHLISTS_TOPIC, change, false);
    tally.encoded += 1;
    tally.deliveries += targets.size;
    for (const target of targets) {
      target.deliver(WATCHLISTS_TOPIC, frame, true);
      target.flushWrites();
    }
  }

  function sendLatest(subscriber: Subscriber, granted: GrantedTopic): void {
    // Notices of what happened, not state: a tab reads the lists when it starts.
    if (granted.kind === 'orders' || granted.kind === 'watchlists') return;
    const value =
      granted.kind === 'account'
        ? deps.trading?.latestAccount(granted.accountId)
        : granted.kind === 'status'
          ? deps.feed.status()
          : pulled.has(granted.topic)
            ? readOnSend(granted.topic)
            : granted.kind === 'quote'
              ? deps.feed.latestQuote(granted.symbol)
              : granted.kind === 'depth'
                ? deps.feed.latestDepth(granted.symbol)
                : undefined;
    if (value === undefined) return;
    tally.encoded += 1;
    tally.deliveries += 1;
    // The status topics are retained (the browser contract): the value is the current state.
    const retained =
      granted.kind === 'status' ||
      granted.kind === 'budget' ||
      granted.kind === 'token' ||
      granted.kind === 'diagnostics';
    subscriber.deliver(granted.topic, deps.encode(granted.topic, value, retained));
    subscriber.flushWrites();
  }

  const stopListening = deps.feed.onEvent(onEvent);
  const stopTrading = deps.trading?.onEvent(onTradingEvent);
  const stopWatchlists = deps.watchlists?.onChange(onWatchlistChange);
  const alertNotices =
    deps.alerts === undefined
      ? null
      : createAlertNoticeFanOut({
          source: deps.alerts,
          encode: deps.encode,
          tally,
          log: deps.log ?? (() => undefined),
        });
  const stopPulled = [...pulled.values()].map((p) =>
    p.onChange(() => {
      if (subscribers.has(p.topic)) markDue(p.topic, p.everyMs);
    }),
  );
  return {
    tally,
    subscribe(subscriber, granted) {
      if (granted.kind === 'alerts') {
        alertNotices?.subscribe(subscriber, granted.topic, granted.user);
        return;
      }
      let set = subscribers.get(granted.topic);
      if (set === undefined) subscribers.set(granted.topic, (set = new Set()));
      set.add(subscriber);
      if ('symbol' in granted) deps.feed.watch(granted.symbol, granted.kind);
      sendLatest(subscriber, granted);
    },
    unsubscribe(subscriber, granted) {
      if (granted.kind === 'alerts') {
        alertNotices?.unsubscribe(subscriber, granted.topic);
        return;
      }
      const set = subscribers.get(granted.topic);
      if (set?.delete(subscriber) !== true) return;
      if (set.size === 0) {
        for (const map of [subscribers, latest, ticks, dueAt, sentAt]) map.delete(granted.topic);
      }
      if ('symbol' in granted) deps.feed.unwatch(granted.symbol, granted.kind);
    },
    close() {
      stopListening();
      stopTrading?.();
      stopWatchlists?.();
      alertNotices?.close();
      for (const stop of stopPulled) stop();
      cancelFlush?.();
      cancelFlush = null;
      for (const map of [subscribers, latest, ticks, dueAt, sentAt]) map.clear();
    },
  };
}
