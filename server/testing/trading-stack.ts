import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAPER_ACCOUNT_RESET_PATH } from '@contracts/paper-account';
import { buildBff } from '@server/build-bff';
import { closeBff } from './built-bff';
import { loadConfig } from '@server/config/load-config';
import { simulatorWithClient } from '@server/bench/upstream/stack';
import { browserRequests, logInWith } from '@server/session/testing/login-test-kit';
import { LoginTokens } from '@server/session/login-tokens';
import { openStore, type Store } from '@server/store/open-store';
import { createScheduler } from '@server/upstream/client/scheduler';
import { SAFETY_MARGIN, UPSTREAM_RATE_LIMITS } from '@server/upstream/client/rate-limits';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport, type Transport } from '@server/upstream/client/transport';
import { usCalendarSessionAt } from '@server/upstream/client/market-session';
import { createOrderService, type OrderService } from '@server/upstream/trading/order-service';
import { createTradingFeed } from '@server/upstream/trading/trading-feed';
import type { TradingEvent } from '@server/upstream/trading/trading-feed';

export const MARGIN_ACCOUNT = 'SIMMARGIN0PAPER000000000001';
export const CASH_ACCOUNT = 'SIMCASH00PAPER000000000002';
// A Wednesday at 10:30 New York time: the regular session is open.
export const MARKET_OPEN_AT = Date.UTC(2026, 10, 18, 15, 30, 0);

export type SimulatorStack = Awaited<ReturnType<typeof simulatorWithClient>>;

/**
 * One BFF as `server/main.ts` builds it (`buildBff`: routes, order service over `store`'s journal,
 * the trade-event stream, scheduler, its own signed client, market feed) over `simulator`, signed
 * in from one browser. Every trading event it emits is kept. Several over one simulator and one
 * database are several BFFs of one app key (docs/store.md#several-bffs-on-one-postgres).
 */
export async function startBff(simulator: SimulatorStack, store: Store) {
  const { sim, credentials } = simulator;
  const log: string[] = [];
  const bff = await buildBff({
    config: { ...loadConfig({}), serveSpa: false },
    upstream: {
      baseUrl: sim.ready.http,
      mqttUrl: sim.ready.mqtt,
      eventsUrl: sim.ready.grpc,
      ...credentials,
    },
    store,
    transport: createNodeTransport(),
    clock: systemClock,
    loginTokens: new LoginTokens(() => 'tok'),
    log: (source, line) => log.push(`[${source}] ${line}`),
  });
  const emitted: TradingEvent[] = [];
  bff.trading.feed.onEvent((event) => emitted.push(event));
  const send = browserRequests(bff.app, await logInWith(bff.app, 'tok'));
  return {
    broker: bff.broker,
    orders: bff.trading.orders,
    emitted,
    log,
    send,
    eventState: bff.trading.eventState,
    diagnostics: bff.diagnostics,
    stop: () => closeBff(bff),
  };
}
export type TestBff = Awaited<ReturnType<typeof startBff>>;

/**
 * The real BFF (`startBff`) with the journal in SQLite over a real simulator process, with the
 * market clock pinned inside a regular session. `client` is a second signed client of the
 * simulator, for reading it past the BFF. `simEnv`: the simulator's own settings (SIM_*).
 */
export async function startTradingStack(simEnv: Record<string, string> = {}) {
  const simulator = await simulatorWithClient(simEnv);
  const { sim, client, control, clientWith } = simulator;
  await control.pinClock(MARKET_OPEN_AT);
  const dataDir = mkdtempSync(join(tmpdir(), 'trading-stack-'));
  const store = await openStore({ kind: 'sqlite', dataDir });
  const bff = await startBff(simulator, store);
  const stop = async () => {
    await bff.stop();
    await store.close();
    await sim.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    sim,
    client,
    clientWith,
    control,
    ...bff,
    journal: store.journal,
    stop,
  };
}
export type TradingStack = Awaited<ReturnType<typeof startTradingStack>>;

/**
 * Another run of the BFF's order service over the stack's journal and simulator (a run before a
 * crash, or the one after), signing through `transport` when given.
 */
export function anotherOrderService(stack: TradingStack, transport?: Transport): OrderService {
  return createOrderService({
    client: transport === undefined ? stack.client : stack.clientWith(transport),
    scheduler: createScheduler({
      limits: UPSTREAM_RATE_LIMITS,
      margin: SAFETY_MARGIN,
      burst: 6,
      maxQueue: 10,
      maxWaitMs: 8_000,
      clock: systemClock,
    }),
    journal: stack.journal,
    feed: createTradingFeed(),
    clock: systemClock,
    generation: 'v3',
    market: {
      sessionNow: () => usCalendarSessionAt(stack.broker.marketClock().market_time),
      quote: async (symbol) => {
        const [snapshot] = await stack.broker.getSnapshots([symbol]);
        return { bid: snapshot?.bid, ask: snapshot?.ask };
      },
      overnight: () => Promise.resolve(false),
    },
    log: () => undefined,
  });
}

/**
 * A stack of its own for each test of the calling file: started before the test (handed to
 * `use`), stopped after it, also when it fails.
 */
export function stackForEachTest(use: (stack: TradingStack) => void): void {
  let current: TradingStack | undefined;
  beforeEach(async () => {
    current = await startTradingStack();
    use(current);
  });
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });
}

/**
 * One stack for the whole calling file, for tests that need no fresh simulator: started before
 * its first test (handed to `use`), stopped after its last, also when one fails. With
 * `resetEachTest`, every test after the first starts from a stack as fresh as a new one
 * (resetStack) for the cost of a few requests instead of two processes.
 */
export function stackForFile(use: (stack: TradingStack) => void, options: { resetEachTest?: boolean } = {}): void {
  let current: TradingStack | undefined;
  let used = false;
  beforeAll(async () => {
    current = await startTradingStack();
    use(current);
  });
  if (options.resetEachTest === true) {
    beforeEach(async () => {
      if (current !== undefined && used) await resetStack(current);
      used = true;
    });
  }
  afterAll(async () => {
    await current?.stop();
    current = undefined;
  });
}

/**
 * Puts a started stack back where `startTradingStack` left it, through the paths the dashboard
 * and the tests already have: the BFF's "Reset paper account" (the simulator's `POST
 * /_control/reset`: accounts back to their seed, faults, stream and event-stream knobs, rate-limit
 * windows and the request log cleared; then the BFF forgets the accounts' journaled orders,
 * docs/store.md#resetting-the-paper-account), the market clock pinned again, and the trading
 * events and log lines kept so far dropped.
 */
export async function resetStack(stack: TradingStack): Promise<void> {
  const reset = await stack.send('POST', PAPER_ACCOUNT_RESET_PATH);
  if (reset.statusCode !== 200) throw new Error(`the paper reset answered ${String(reset.statusCode)}: ${reset.body}`);
  await stack.control.pinClock(MARKET_OPEN_AT);
  stack.emitted.length = 0;
  stack.log.length = 0;
}
