import { buildApp } from '@server/app';
import { simulatorWithClient } from '@server/bench/upstream/stack';
import { logInWith } from '@server/session/testing/login-test-kit';
import { LoginTokens } from '@server/session/login-tokens';
import type { OrderJournal } from '@server/store/order-journal';
import { createBroker } from '@server/upstream/broker';
import { createScheduler } from '@server/upstream/client/scheduler';
import { SAFETY_MARGIN, UPSTREAM_RATE_LIMITS } from '@server/upstream/client/rate-limits';
import { systemClock } from '@server/upstream/client/timers';
import { createInstrumentTrading } from '@server/upstream/trading/instrument-trading';
import { createOrderService } from '@server/upstream/trading/order-service';
import { createTradingFeed, type TradingEvent } from '@server/upstream/trading/trading-feed';
import { createMemoryJournal } from '@server/upstream/trading/testing/memory-journal';

export const MARGIN_ACCOUNT = 'SIMMARGIN0PAPER000000000001';
export const CASH_ACCOUNT = 'SIMCASH00PAPER000000000002';
// A Wednesday at 10:30 New York time: the regular session is open.
export const MARKET_OPEN_AT = Date.UTC(2026, 10, 18, 15, 30, 0);

/**
 * The real BFF (routes, order service, scheduler, signed client) over a real simulator process,
 * with the market clock pinned inside a regular session. Every trading event the BFF emits is kept.
 */
export async function startTradingStack(options: { journal?: OrderJournal } = {}) {
  const { sim, client, control, marketTime, clientWith } = await simulatorWithClient();
  await control.pinClock(MARKET_OPEN_AT);
  const broker = createBroker({
    client,
    clock: systemClock,
    marketTime,
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
  });
  const scheduler = createScheduler({
    limits: UPSTREAM_RATE_LIMITS,
    margin: SAFETY_MARGIN,
    burst: 6,
    maxQueue: 200,
    maxWaitMs: 8_000,
    clock: systemClock,
  });
  const journal = options.journal ?? createMemoryJournal();
  const feed = createTradingFeed();
  feed.setAccounts([MARGIN_ACCOUNT, CASH_ACCOUNT]);
  const emitted: TradingEvent[] = [];
  feed.onEvent((event) => emitted.push(event));
  const log: string[] = [];
  const orders = createOrderService({
    client,
    scheduler,
    journal,
    feed,
    clock: systemClock,
    generation: 'v3',
    log: (line) => log.push(line),
  });
  const instrumentTrading = createInstrumentTrading({ client, scheduler, clock: systemClock, generation: 'v3' });
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker,
    loginTokens: new LoginTokens(() => 'tok'),
    trading: { orders, feed, instrumentTrading },
  });
  const { headers: session } = await logInWith(app, 'tok');
  const send = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...session,
        host: 'dash.test',
        origin: 'http://dash.test',
        'x-dashboard-request': '1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const stop = async () => {
    orders.close();
    await app.close();
    await sim.stop();
  };
  return { sim, client, clientWith, control, orders, journal, feed, emitted, log, send, stop };
}
export type TradingStack = Awaited<ReturnType<typeof startTradingStack>>;
