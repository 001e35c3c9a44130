import { EVENT_TYPE, type SubscribeResponse } from '@server/protocol/trade-events-proto';
import type { Clock } from '@server/shared/clock';
import { EVENT_BACKOFF, eventRetryDelayMs } from './event-backoff';
import type { EventCall, EventConnector } from './event-call';
import type { HeartbeatWindow } from './heartbeat-window';
import { BACKOFF_OF, downOfMessage, downOfStatus, type StreamDown } from './stream-down';

export type TradeEventStreamState = 'connecting' | 'live' | 'down';

/** What the diagnostics show of the stream. */
export interface TradeEventStreamStats {
  state: TradeEventStreamState;
  /** When the last message (a ping included) arrived; null before the first. */
  lastMessageAt: number | null;
  /** Subscriptions accepted after the first: times the stream was lost and came back. */
  reconnects: number;
  /** Accounts of the last accepted subscription (0 before one). */
  accounts: number;
}

/** Told after every SubscribeSuccess. */
export interface StreamConnected {
  /**
   * Always true: events are not replayed (docs/protocol.md#trade-events) and, on the first
   * connect, nothing says none happened before it, so the caller reconciles after every one.
   */
  afterGap: true;
  /** The first SubscribeSuccess since the stream was started. */
  first: boolean;
  accounts: string[];
}

export interface EventStreamControllerOptions {
  connector: EventConnector;
  /** Read before every attempt, so an account opened meanwhile is subscribed on the next. */
  accounts: () => Promise<string[]>;
  subscribeType: number;
  clock: Clock;
  random: () => number;
  heartbeat: HeartbeatWindow;
  /** Each data message (order, position, option events), in the order received. */
  onData: (message: SubscribeResponse) => void;
  onConnected: (connected: StreamConnected) => void;
  onDown: (down: StreamDown) => void;
  log: (line: string) => void;
}

/**
 * The trade-event stream's state machine: connecting (accounts read, call signed and opened) ->
 * live (SubscribeSuccess) -> down (the call ended, was refused, or said nothing for the heartbeat
 * window) -> connecting after a backoff by cause, forever until closed. The backoff counter
 * resets once an accepted subscription carries a ping or an event.
 */
export function createEventStreamController(o: EventStreamControllerOptions) {
  const { clock } = o;
  let state: TradeEventStreamState = 'down';
  let closed = false;
  let generation = 0;
  let call: EventCall | null = null;
  let attempt = 0;
  let connects = 0;
  let accepted = false;
  let lastMessageAt = 0;
  let lastReceivedAt: number | null = null;
  let subscribedAccounts = 0;
  let cancelWatchdog: (() => void) | null = null;
  let cancelRetry: (() => void) | null = null;

  async function connect(): Promise<void> {
    cancelRetry = null;
    const mine = ++generation;
    state = 'connecting';
    accepted = false;
    // Watched from here, so an account list that never answers is given up on too.
    lastMessageAt = clock.now();
    watch(mine);
    let accounts: string[];
    try {
      accounts = await o.accounts();
    } catch (error) {
      if (mine === generation) down({ kind: 'no-accounts', message: `the account list failed: ${describe(error)}` });
      return;
    }
    if (mine !== generation) return;
    if (accounts.length === 0) {
      down({ kind: 'no-accounts', message: 'the app key has no accounts to subscribe' });
      return;
    }
    try {
      const opened = o.connector(
        { accounts, subscribeType: o.subscribeType },
        {
          onMessage: (message) => {
            if (mine === generation) received(message, accounts);
          },
          onEnd: (end) => {
            if (mine !== generation) return;
            call = null;
            down(downOfStatus(end));
          },
        },
      );
      // A call that ended while it was being opened is already down.
      if (mine === generation) call = opened;
      else opened.cancel();
    } catch (error) {
      // A URL or credentials grpc-js cannot even start with: retried like a drop, and said.
      down({ kind: 'dropped', message: `the call could not start: ${describe(error)}` });
    }
  }

  function received(message: SubscribeResponse, accounts: string[]): void {
    lastMessageAt = clock.now();
    lastReceivedAt = lastMessageAt;
    const refusal = downOfMessage(message);
    if (refusal !== null) {
      down(refusal);
      return;
    }
    if (message.eventType === EVENT_TYPE.SubscribeSuccess) {
      accepted = true;
      state = 'live';
      o.heartbeat.subscribed();
      o.log(`Trade events: subscribed for ${String(accounts.length)} account(s).`);
      const first = connects === 0;
      connects += 1;
      subscribedAccounts = accounts.length;
      guard(() => {
        o.onConnected({ afterGap: true, first, accounts });
      });
      return;
    }
    // Traffic on an accepted subscription: the connection works, the backoff starts over.
    if (accepted) attempt = 0;
    if (message.eventType === EVENT_TYPE.Ping) {
      o.heartbeat.ping(lastMessageAt);
      return;
    }
    guard(() => {
      o.onData(message);
    });
  }

  /**
   * One timer at the moment the window would run out (not one per message): when it fires early
   * because messages came meanwhile, it is set again from the latest one.
   */
  function watch(mine: number): void {
    cancelWatchdog?.();
    cancelWatchdog = clock.setTimer(
      () => {
        cancelWatchdog = null;
        if (mine !== generation) return;
        const windowMs = o.heartbeat.current();
        if (clock.now() - lastMessageAt < windowMs) {
          watch(mine);
          return;
        }
        const wasAccepted = accepted;
        down({
          kind: 'silent',
          message: wasAccepted
            ? `nothing for ${seconds(windowMs)}, pings included`
            : `not subscribed within ${seconds(windowMs)}`,
        });
        if (!wasAccepted) return;
        const grown = o.heartbeat.wentSilent();
        if (grown !== null) {
          o.log(
            `Trade events: no heartbeat came; the provider's may be slower than assumed, so the stream is given ${seconds(grown)} of quiet from now on.`,
          );
        }
      },
      Math.max(0, lastMessageAt + o.heartbeat.current() - clock.now()),
    );
  }

  function down(reason: Omit<StreamDown, 'retryInMs'>): void {
    generation += 1;
    cancelWatchdog?.();
    cancelWatchdog = null;
    call?.cancel();
    call = null;
    accepted = false;
    state = 'down';
    if (closed) return;
    const retryInMs = eventRetryDelayMs(EVENT_BACKOFF[BACKOFF_OF[reason.kind]], attempt, o.random);
    attempt += 1;
    o.log(`Trade events down (${reason.message}); ${advice(reason.kind)}next attempt in ${seconds(retryInMs)}.`);
    guard(() => {
      o.onDown({ ...reason, retryInMs });
    });
    cancelRetry = clock.setTimer(() => void connect(), retryInMs);
  }

  /** A throwing callback must not stop the stream; it is logged instead. */
  function guard(callback: () => void): void {
    try {
      callback();
    } catch (error) {
      o.log(`Trade events: a listener failed: ${describe(error)}`);
    }
  }

  return {
    start(): void {
      if (!closed && state === 'down' && cancelRetry === null) void connect();
    },
    state: (): TradeEventStreamState => state,
    stats: (): TradeEventStreamStats => ({
      state,
      lastMessageAt: lastReceivedAt,
      reconnects: Math.max(0, connects - 1),
      accounts: subscribedAccounts,
    }),
    close(): void {
      closed = true;
      generation += 1;
      cancelRetry?.();
      cancelRetry = null;
      cancelWatchdog?.();
      cancelWatchdog = null;
      call?.cancel();
      call = null;
      state = 'down';
    },
  };
}

function advice(kind: StreamDown['kind']): string {
  if (kind === 'refused-auth')
    return 'check BROKER_APP_KEY, BROKER_APP_SECRET, the accounts of the key and this machine clock; ';
  if (kind === 'refused-busy') return 'another trade-event stream of this app key is open; ';
  return '';
}

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${String(Math.round(ms / 1000))} s`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
