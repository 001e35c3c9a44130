import { Client, credentials, Metadata, type ClientReadableStream, type StatusObject } from '@grpc/grpc-js';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import type { SignatureAlgorithm } from '@server/signing/algorithms';
import { signEventSubscription } from '@server/signing/event-signature';
import {
  decodeSubscribeResponse,
  encodeSubscribeRequest,
  SUBSCRIBE_METHOD,
  type SubscribeResponse,
} from '@server/protocol/trade-events-proto';
import { createSeedState } from '@server/simulator/accounts/seed-state';
import { createMarketClock } from '@server/simulator/control/market-clock';
import { buildSimulatorServer } from '@server/simulator/http/app';
import { createFakeMarket } from '@server/simulator/http/testing/fake-market';
import { T0, TEST_KEY, TEST_SECRET } from '@server/simulator/http/testing/test-simulator';
import { createStateStore } from '@server/simulator/state/state-store';
import type { TradeEventStats } from '../event-service';
import type { TradeEventBus } from '../trade-event-bus';
import { listenTradeEvents } from '../grpc-listener';

export const MARGIN_ACCOUNT = 'SIMMARGIN0PAPER000000000001';
export const CASH_ACCOUNT = 'SIMCASH00PAPER000000000002';

/** Generous: a busy machine may be slow, and no assertion depends on how long anything took. */
const WAIT_MS = 20_000;

export interface SubscribeOptions {
  accounts?: string[];
  subscribeType?: number;
  algorithm?: SignatureAlgorithm;
  secret?: string;
  appKey?: string;
  /** Signing time; defaults to the simulator's wall clock. */
  at?: number;
  nonce?: string;
  /** Metadata changes after signing: a string replaces, null removes. */
  override?: Record<string, string | null>;
  /** Bytes sent (and signed) instead of an encoded request. */
  rawRequest?: Uint8Array;
}

/** One Subscribe call from a real grpc-js client, collecting what it receives. */
export interface TestSubscription {
  messages: SubscribeResponse[];
  /** The call's final status (every call ends with one). */
  status: Promise<StatusObject>;
  /** Resolves once `check` holds over the messages so far; fails after a generous wait. */
  until(check: (messages: SubscribeResponse[]) => boolean): Promise<void>;
  cancel(): void;
}

export interface EventStreamHarness {
  bus: TradeEventBus;
  subscribe(options?: SubscribeOptions): TestSubscription;
  control(path: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** Polls `GET /_control/events/stats` until `check` holds; fails after a generous wait. */
  statsUntil(check: (stats: TradeEventStats) => boolean): Promise<TradeEventStats>;
}

let nonceCounter = 0;

/**
 * A simulator whose trade-event stream listens on 127.0.0.1 (any free port) with a real grpc-js
 * client; the HTTP app (control surface) is driven with inject. Everything is closed after each
 * test, failed ones included.
 */
export function useEventStreamHarness(options: { pingMs?: number } = {}): () => Promise<EventStreamHarness> {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return async () => {
    const wall = T0;
    const market = createFakeMarket(0);
    const { app, events, tradeEvents } = buildSimulatorServer({
      market,
      state: createStateStore(createSeedState(market, T0), null),
      seedState: (now) => createSeedState(market, now),
      appKey: TEST_KEY,
      appSecret: TEST_SECRET,
      wallNow: () => wall,
      marketClock: createMarketClock(() => wall),
      marketDataLimit: { limit: 60, windowMs: 60_000 },
      controlEnabled: true,
      eventsPingMs: options.pingMs ?? 60_000,
    });
    cleanups.push(() => app.close());
    const listener = await listenTradeEvents(events, '127.0.0.1', 0);
    cleanups.push(() => listener.close());
    const client = new Client(`127.0.0.1:${String(listener.port)}`, credentials.createInsecure());
    cleanups.push(() => {
      client.close();
    });

    const control = (path: string, body?: unknown) =>
      app.inject({
        method: body === undefined && path.endsWith('stats') ? 'GET' : 'POST',
        url: `/_control/${path}`,
        ...(body === undefined
          ? {}
          : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });

    return {
      bus: tradeEvents,
      subscribe(subscribeOptions = {}) {
        nonceCounter += 1;
        const request =
          subscribeOptions.rawRequest ??
          encodeSubscribeRequest({
            subscribeType: subscribeOptions.subscribeType ?? 1,
            timestamp: wall,
            accounts: subscribeOptions.accounts ?? [MARGIN_ACCOUNT],
          });
        const signed = signEventSubscription({
          request,
          appKey: subscribeOptions.appKey ?? TEST_KEY,
          secret: subscribeOptions.secret ?? TEST_SECRET,
          algorithm: subscribeOptions.algorithm ?? 'HMAC-SHA256',
          now: new Date(subscribeOptions.at ?? wall),
          nonce: subscribeOptions.nonce ?? `events-${String(nonceCounter)}`,
        });
        const metadata = new Metadata();
        const entries = { ...signed, ...subscribeOptions.override };
        for (const [name, value] of Object.entries(entries)) if (value !== null) metadata.set(name, value);
        const call: ClientReadableStream<SubscribeResponse> = client.makeServerStreamRequest(
          SUBSCRIBE_METHOD,
          (bytes: Uint8Array) => Buffer.from(bytes),
          (bytes: Buffer) => decodeSubscribeResponse(bytes),
          request,
          metadata,
        );
        return collect(call);
      },
      control,
      async statsUntil(check) {
        const deadline = Date.now() + WAIT_MS;
        for (;;) {
          const stats = (await control('events/stats')).json<TradeEventStats>();
          if (check(stats)) return stats;
          if (Date.now() > deadline) throw new Error(`gave up waiting; stats ${JSON.stringify(stats)}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    };
  };
}

function collect(call: ClientReadableStream<SubscribeResponse>): TestSubscription {
  const messages: SubscribeResponse[] = [];
  const checks = new Set<() => void>();
  let ended = false;
  const runChecks = () => {
    for (const check of [...checks]) check();
  };
  call.on('data', (message: SubscribeResponse) => {
    messages.push(message);
    runChecks();
  });
  // A non-OK status is also emitted as 'error'; it is read from `status`, so it is only swallowed here.
  call.on('error', () => undefined);
  const status = new Promise<StatusObject>((resolve) => {
    call.on('status', (value: StatusObject) => {
      ended = true;
      resolve(value);
      runChecks();
    });
  });
  return {
    messages,
    status,
    until(check) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          checks.delete(run);
          reject(new Error(`gave up waiting; received ${JSON.stringify(messages)}`));
        }, WAIT_MS);
        function run() {
          if (check(messages)) {
            clearTimeout(timer);
            checks.delete(run);
            resolve();
          } else if (ended) {
            clearTimeout(timer);
            checks.delete(run);
            reject(new Error(`the call ended first; received ${JSON.stringify(messages)}`));
          }
        }
        checks.add(run);
        run();
      });
    },
    cancel: () => {
      call.cancel();
    },
  };
}
