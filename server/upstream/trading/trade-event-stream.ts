import { EVENT_TYPE, SUBSCRIBE_TYPE } from '@server/protocol/trade-events-proto';
import type { SignatureAlgorithm } from '@server/signing/algorithms';
import { systemClock, type Clock } from '@server/shared/clock';
import { grpcEventConnector, type EventConnector } from './event-call';
import {
  createEventStreamController,
  type StreamConnected,
  type TradeEventStreamState,
  type TradeEventStreamStats,
} from './event-stream-controller';
import { createHeartbeatWindow } from './heartbeat-window';
import type { StreamDown } from './stream-down';
import { parseOrderEvent, type TradeOrderEvent } from './trade-event-payload';

/**
 * Quiet this long, pings included, and the stream counts as dead: 2.5 intervals of the only
 * heartbeat known, the simulator's 10 s; the provider publishes none (docs/protocol.md#trade-events).
 */
export const DEFAULT_EVENTS_SILENT_AFTER_MS = 25_000;
/** The most the window grows to when the provider's pings turn out slower (./heartbeat-window.ts). */
export const MAX_EVENTS_SILENT_AFTER_MS = 300_000;

export interface TradeEventStreamOptions {
  /** `grpcs://host:port` (provider) or `grpc://127.0.0.1:port` (simulator). */
  url: string;
  appKey: string;
  appSecret: string;
  algorithm: SignatureAlgorithm;
  /** The accounts to subscribe, read before every attempt. */
  accounts: () => Promise<string[]>;
  /** Bit mask of docs/protocol.md#trade-events; 1 (order status events) by default. */
  subscribeType?: number;
  /** The watchdog's first window (ms); DEFAULT_EVENTS_SILENT_AFTER_MS by default. */
  silentAfterMs?: number;
  maxSilentAfterMs?: number;
  /** Timers and the signing clock; the system clock by default. */
  clock?: Clock;
  /** Added to the clock for the signature: the broker's measured offset when large (docs/protocol.md#clock-and-nonce). */
  signingCorrectionMs?: () => number;
  random?: () => number;
  nonce?: () => string;
  /** Replaces the gRPC client (tests of the state machine). */
  connector?: EventConnector;
  /** Each order event, in the order the provider sent them. */
  onEvent: (event: TradeOrderEvent) => void;
  /** After every SubscribeSuccess, the first included: reconcile then. */
  onConnected?: (connected: StreamConnected) => void;
  onDown?: (down: StreamDown) => void;
  log: (line: string) => void;
}

/** The BFF's one trade-event stream of its app key. */
export interface TradeEventStream {
  state(): TradeEventStreamState;
  stats(): TradeEventStreamStats;
  /** Ends the call and every timer; nothing is reported after it. */
  close(): Promise<void>;
}

/**
 * Starts the one trade-event stream of the app key (docs/decisions/0058-one-trade-event-stream-per-app-key.md):
 * subscribed, signed afresh on every attempt, watched for silence, reconnected with backoff by
 * cause, order events parsed (a bad one is logged and skipped). Throws at once on a URL that is
 * not `grpc(s)://host:port`; `state()` is `down` after `close()`.
 * @see docs/protocol.md#the-bffs-event-stream
 */
export function startTradeEventStream(options: TradeEventStreamOptions): TradeEventStream {
  const clock = options.clock ?? systemClock;
  const connector =
    options.connector ??
    grpcEventConnector({
      url: options.url,
      appKey: options.appKey,
      appSecret: options.appSecret,
      algorithm: options.algorithm,
      now: () => clock.now() + (options.signingCorrectionMs?.() ?? 0),
      ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
    });
  const ignored = new Set<number>();
  const controller = createEventStreamController({
    connector,
    accounts: options.accounts,
    subscribeType: options.subscribeType ?? SUBSCRIBE_TYPE.order,
    clock,
    random: options.random ?? Math.random,
    heartbeat: createHeartbeatWindow({
      silentAfterMs: options.silentAfterMs ?? DEFAULT_EVENTS_SILENT_AFTER_MS,
      maxSilentAfterMs: options.maxSilentAfterMs ?? MAX_EVENTS_SILENT_AFTER_MS,
    }),
    onData: (message) => {
      if (message.eventType !== EVENT_TYPE.Order) {
        // Position and option events (other subscribeType bits) have no reader yet: said once.
        if (!ignored.has(message.eventType))
          options.log(`Trade events: eventType ${String(message.eventType)} is not read; skipped.`);
        ignored.add(message.eventType);
        return;
      }
      const parsed = parseOrderEvent(message);
      if (parsed.ok) options.onEvent(parsed.event);
      else options.log(`Trade events: order event ${message.requestId} skipped: ${parsed.problem}.`);
    },
    onConnected: (connected) => options.onConnected?.(connected),
    onDown: (down) => options.onDown?.(down),
    log: options.log,
  });
  controller.start();
  return {
    state: () => controller.state(),
    stats: () => controller.stats(),
    close() {
      controller.close();
      return Promise.resolve();
    },
  };
}
