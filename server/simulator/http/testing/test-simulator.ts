import { afterEach } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signRequest } from '@server/signing/sign-request';
import type { SignatureAlgorithm } from '@server/signing/algorithms';
import { createSeedState } from '@server/simulator/accounts/seed-state';
import { createMarketClock, type MarketClock } from '@server/simulator/control/market-clock';
import type { Market } from '@server/simulator/market/market';
import { createStateStore, type StateStore } from '@server/simulator/state/state-store';
import { buildSimulatorApp } from '../app';
import { createFakeMarket } from './fake-market';

export const TEST_KEY = 'test-app-key';
export const TEST_SECRET = 'test-app-secret';
export const TEST_HOST = '127.0.0.1:9001';
/** 2026-03-02 15:00:00 UTC, a Monday during regular hours. */
export const T0 = Date.UTC(2026, 2, 2, 15, 0, 0);

export interface SignedCall {
  method?: 'GET' | 'POST';
  path: string;
  query?: [string, string][];
  body?: string | null;
  algorithm?: SignatureAlgorithm;
  apiVersion?: 'v2' | 'v3';
  secret?: string;
  appKey?: string;
  /** The `host` value signed; defaults to the Host header sent. */
  signedHost?: string;
  nonce?: string;
  /** Signing time; defaults to the simulator's wall clock. */
  at?: number;
  /** Body put on the wire when it should differ from the body signed. */
  sentBody?: string;
  /** Header changes after signing: a string replaces, null removes. */
  override?: Record<string, string | null>;
}

export interface TestSimulator {
  app: FastifyInstance;
  market: Market;
  marketClock: MarketClock;
  /** Moves the injected wall clock (auth and rate limits). */
  advance(ms: number): void;
  now(): number;
  call(request: SignedCall): Promise<LightMyRequestResponse>;
}

let nonceCounter = 0;

/** An in-process simulator on a fake market with an injected wall clock starting at T0. */
export function createTestSimulator(
  options: {
    controlEnabled?: boolean;
    /** SIM_CONTROL=reset: only the reset of the control surface. */
    resetEnabled?: boolean;
    /** SIM_TOKEN_CHECK: every API request needs an approved x-access-token. */
    tokenCheck?: boolean;
    /** SIM_PATH_GENERATIONS: the path generations served. */
    pathGenerations?: 'both' | 'v2' | 'v3';
    marketDataLimit?: { limit: number; windowMs: number };
    sleep?: (ms: number) => Promise<void>;
    /** Defaults to the fake market; pass the real model for wiring tests. */
    market?: Market;
    /** Defaults to the starting state in memory; pass a file-backed store for restart tests. */
    state?: StateStore;
  } = {},
): TestSimulator {
  let wall = T0;
  const market = options.market ?? createFakeMarket(150);
  const marketClock = createMarketClock(() => wall);
  const app = buildSimulatorApp({
    market,
    state: options.state ?? createStateStore(createSeedState(market, T0), null),
    seedState: (nowMs) => createSeedState(market, nowMs),
    appKey: TEST_KEY,
    appSecret: TEST_SECRET,
    wallNow: () => wall,
    marketClock,
    marketDataLimit: options.marketDataLimit ?? { limit: 60, windowMs: 60_000 },
    controlEnabled: options.controlEnabled ?? false,
    resetEnabled: options.resetEnabled ?? false,
    tokenCheck: options.tokenCheck ?? false,
    pathGenerations: options.pathGenerations ?? 'both',
    sleep: options.sleep ?? (() => Promise.resolve()),
  });
  return {
    app,
    market,
    marketClock,
    advance: (ms) => {
      wall += ms;
    },
    now: () => wall,
    call: (request) => {
      nonceCounter += 1;
      const body = request.body ?? null;
      const query = request.query ?? [];
      const headers: Record<string, string> = {
        ...signRequest({
          host: request.signedHost ?? TEST_HOST,
          path: request.path,
          query,
          body,
          appKey: request.appKey ?? TEST_KEY,
          secret: request.secret ?? TEST_SECRET,
          algorithm: request.algorithm ?? 'HMAC-SHA256',
          now: new Date(request.at ?? wall),
          nonce: request.nonce ?? `nonce-${String(nonceCounter)}`,
          apiVersion: request.apiVersion ?? (request.path.startsWith('/openapi/') ? 'v2' : 'v3'),
        }),
        host: TEST_HOST,
      };
      for (const [name, value] of Object.entries(request.override ?? {})) {
        if (value === null) Reflect.deleteProperty(headers, name);
        else headers[name] = value;
      }
      const search = query.length === 0 ? '' : `?${new URLSearchParams(query).toString()}`;
      return app.inject({
        method: request.method ?? 'GET',
        url: `${request.path}${search}`,
        headers,
        ...(body === null ? {} : { payload: request.sentBody ?? body }),
      });
    },
  };
}

export type TestSimulatorOptions = Parameters<typeof createTestSimulator>[0];

/**
 * Closes each test's simulator after the test and returns a starter for a fresh one, so test
 * files do not repeat the lifecycle. Call at the top level of a test file.
 */
export function useTestSimulator(): (options?: TestSimulatorOptions) => TestSimulator {
  let sim: TestSimulator | undefined;
  afterEach(async () => {
    await sim?.app.close();
    sim = undefined;
  });
  return (options = {}) => {
    sim = createTestSimulator(options);
    return sim;
  };
}
