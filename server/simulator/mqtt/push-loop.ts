import { generate } from 'mqtt-packet';
import { hashString } from '../market/hash';
import type { Market } from '../market/market';
import { sessionAt } from '../market/trading-window';
import type { StreamBroker, StreamConnection } from './broker';
import { encodeQuote, encodeSnapshot, encodeTick, TOPIC_OF, type PushMoment, type SubType } from './push-messages';
import type { SubscriptionRegistry, SymbolSubscription } from './subscriptions';

/** What of a subscription shapes its `quote` push: the levels and whether overnight was asked. */
type BookAsked = Pick<SymbolSubscription, 'depth' | 'overnight'>;

/** Bytes a connection may have queued before further pushes to it are dropped (a reader that stopped). */
const MAX_PENDING_BYTES = 1 << 20;
/** At most this many trades in one tick push: the documented pace is 3 messages per second. */
const MAX_TICKS_PER_PUSH = 3;

/** Per-connection counters reported in `notice` (docs/protocol.md#topics-and-messages: `{"type":"status","rtt","drop","sent"}`). */
interface Counters {
  sent: number;
  drop: number;
}

export interface PushLoop {
  /** One round: every subscribed (session, symbol, sub_type) gets the current value. */
  pushAll(): void;
  /** One of `slices` parts of a round: the symbols whose hash falls in `slice`. */
  pushSlice(slice: number, slices: number): void;
  /** Pushes `types` of `symbol` to every session subscribed to them; returns messages sent. */
  pushSymbol(symbol: string, types: readonly SubType[]): number;
  /** The current values of what one session just subscribed to, so it need not wait a round. */
  pushSession(sessionId: string, symbols: readonly string[], types: readonly SubType[]): number;
  echo(): void;
  notice(): void;
  /** While paused nothing is pushed, echo and notice included; connections stay open. */
  setPaused(paused: boolean): void;
  paused(): boolean;
  /** Data messages sent (quote, snapshot, tick) since start or reset. */
  pushed(): number;
  resetCounters(): void;
}

export function publishBytes(topic: string, payload: Uint8Array | string): Buffer {
  // QoS 0, no retain: the service pushes at most once (docs/protocol.md#topics-and-messages).
  return generate({ cmd: 'publish', topic, payload: Buffer.from(payload), qos: 0, retain: false, dup: false });
}

export function createPushLoop(deps: {
  broker: StreamBroker;
  subscriptions: SubscriptionRegistry;
  market: () => Market;
  moment: () => PushMoment;
  /** Quiet mode (SIM_STREAM_QUIET): no data push while market time is outside every session. */
  quiet?: boolean;
}): PushLoop {
  const counters = new WeakMap<StreamConnection, Counters>();
  let pushed = 0;
  let paused = false;
  const countersOf = (c: StreamConnection) => {
    const found = counters.get(c) ?? { sent: 0, drop: 0 };
    counters.set(c, found);
    return found;
  };
  const send = (connection: StreamConnection, bytes: Buffer): boolean => {
    if (paused) return false;
    const count = countersOf(connection);
    if (connection.link.pendingBytes() > MAX_PENDING_BYTES) {
      count.drop += 1;
      return false;
    }
    if (!connection.link.sendBytes(bytes)) return false;
    count.sent += 1;
    return true;
  };

  /** Time of the newest trade pushed to each (session, symbol), so trades are sent once each. */
  const lastTick = new Map<string, number>();
  deps.broker.onSessionEnd((connection) => {
    for (const key of lastTick.keys()) if (key.startsWith(`${connection.sessionId}\n`)) lastTick.delete(key);
  });

  /**
   * Encodes each (symbol, type, depth) once per round; every session gets the same bytes. For
   * TICK: the trades after `since` (at most 3, oldest first), or, when there is none (a pinned
   * clock), the newest again, so a subscribed topic never goes quiet.
   */
  const round = (moment: PushMoment) => {
    const cache = new Map<string, { bytes: Buffer[]; newest?: number }>();
    const market = deps.market();
    const encode = (symbol: string, type: SubType, sub: BookAsked, since: number | undefined) => {
      if (type === 'SNAPSHOT') return { bytes: [publishBytes('snapshot', encodeSnapshot(market, symbol, moment))] };
      if (type === 'QUOTE')
        return { bytes: [publishBytes('quote', encodeQuote(market, symbol, sub.depth, moment, sub.overnight))] };
      const recent = market.ticks(symbol, moment.marketNowMs, MAX_TICKS_PER_PUSH);
      const fresh = recent.filter((t) => since === undefined || t.time > since).reverse();
      const ticks = fresh.length > 0 ? fresh.slice(since === undefined ? -1 : 0) : recent.slice(0, 1);
      return {
        bytes: ticks.map((t) => publishBytes(TOPIC_OF.TICK, encodeTick(market, symbol, t, moment))),
        newest: recent[0]?.time,
      };
    };
    return (symbol: string, type: SubType, sub: BookAsked, since: number | undefined) => {
      const book = type === 'QUOTE' ? `${String(sub.depth)}/${String(sub.overnight)}` : '';
      const key = `${symbol}\n${type}\n${book}\n${type === 'TICK' ? String(since) : ''}`;
      const found = cache.get(key) ?? encode(symbol, type, sub, since);
      cache.set(key, found);
      return found;
    };
  };

  const pushFiltered = (filter: {
    sessionId?: string;
    symbols?: readonly string[];
    types?: readonly SubType[];
    slice?: { index: number; of: number };
  }): number => {
    if (paused) return 0;
    const moment = deps.moment();
    // A closed market prints nothing; only quiet mode says so, the default keeps the topics busy.
    if (deps.quiet === true && sessionAt(moment.marketNowMs) === 'CLOSED') return 0;
    const bytesFor = round(moment);
    let sent = 0;
    const sessions = filter.sessionId === undefined ? deps.subscriptions.sessions() : [filter.sessionId];
    for (const sessionId of sessions) {
      const connection = deps.broker.connection(sessionId);
      if (connection === undefined) continue;
      for (const [symbol, sub] of deps.subscriptions.of(sessionId)) {
        if (filter.symbols !== undefined && !filter.symbols.includes(symbol)) continue;
        if (filter.slice !== undefined && hashString(symbol) % filter.slice.of !== filter.slice.index) continue;
        const types = filter.types ?? [...sub.types];
        for (const type of types) {
          if (!sub.types.has(type)) continue;
          const tickKey = `${sessionId}\n${symbol}`;
          const out = bytesFor(symbol, type, sub, type === 'TICK' ? lastTick.get(tickKey) : undefined);
          for (const bytes of out.bytes) if (send(connection, bytes)) sent += 1;
          if (out.newest !== undefined) lastTick.set(tickKey, out.newest);
        }
      }
    }
    pushed += sent;
    return sent;
  };

  return {
    pushAll: () => {
      pushFiltered({});
    },
    pushSlice: (index, of) => {
      pushFiltered({ slice: { index, of } });
    },
    pushSymbol: (symbol, types) => pushFiltered({ symbols: [symbol], types }),
    pushSession: (sessionId, symbols, types) => pushFiltered({ sessionId, symbols, types }),
    echo: () => {
      const bytes = publishBytes('echo', '');
      for (const connection of deps.broker.connections()) send(connection, bytes);
    },
    notice: () => {
      for (const connection of deps.broker.connections()) {
        const count = countersOf(connection);
        // rtt is not measured by this simulator (no client acknowledges QoS 0); 0 says so.
        const body = JSON.stringify({ type: 'status', rtt: 0, drop: count.drop, sent: count.sent });
        send(connection, publishBytes('notice', body));
      }
    },
    setPaused: (value) => {
      paused = value;
    },
    paused: () => paused,
    pushed: () => pushed,
    resetCounters: () => {
      pushed = 0;
    },
  };
}
