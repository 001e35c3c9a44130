import { afterEach } from 'vitest';
import { signRequest } from '@server/signing/sign-request';
import { createSeedState } from '@server/simulator/accounts/seed-state';
import { createMarketClock } from '@server/simulator/control/market-clock';
import type { OrderEvent } from '@server/simulator/events/order-event';
import { createTradeEventBus } from '@server/simulator/events/trade-event-bus';
import { ApiError, type ApiErrorCode } from '@server/simulator/http/api-error';
import { buildSimulatorServer } from '@server/simulator/http/app';
import { createMarket, type Market } from '@server/simulator/market/market';
import { createStateStore, type StateStore } from '@server/simulator/state/state-store';
import type { PaperBroker } from '../paper-broker';

/** 2026-03-02 15:00:00 UTC: Monday 10:00 in New York, regular hours. */
export const BROKER_T0 = Date.UTC(2026, 2, 2, 15, 0, 0);
export const MARGIN = 'SIMMARGIN0PAPER000000000001';
export const CASH = 'SIMCASH00PAPER000000000002';
const KEY = 'kit-key';
const SECRET = 'kit-secret';

const sharedMarket = createMarket({ seed: 42 });
const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

export interface BrokerKit {
  /** The order operations over signed HTTP; a refusal throws an ApiError with the answer's status, code and message. */
  place(body: unknown): Promise<unknown>;
  replace(body: unknown): Promise<unknown>;
  cancel(body: unknown): Promise<unknown>;
  /** The broker behind the routes, to read its records. */
  broker: PaperBroker;
  /** The market the simulator serves (published trades included). */
  market: Market;
  state: StateStore;
  events: OrderEvent[];
  now(): number;
  /** Moves the (pinned) market clock forward and lets the broker read the prints in between. */
  advance(ms: number): Promise<void>;
  /** Moves `symbol` through these prices with the control surface, each one a print the broker works. */
  trade(symbol: string, ...prices: string[]): Promise<void>;
  /** A NORMAL order body for `place`, with the fields a trader would send. */
  order(fields: Record<string, unknown>): { account_id: string; new_orders: Record<string, unknown>[] };
  scenes(clientOrderId: string): string[];
}

let counter = 0;

/**
 * The simulator's HTTP app on the seeded market, driven through signed requests and its control
 * surface, with a market clock the test moves by hand and every order event collected.
 */
export function createBrokerKit(options: { startMs?: number; seed?: number } = {}): BrokerKit {
  let now = options.startMs ?? BROKER_T0;
  // Authentication runs on this fixed wall clock; only market time moves.
  const wall = now;
  const market = options.seed === undefined ? sharedMarket : createMarket({ seed: options.seed });
  const state = createStateStore(createSeedState(market, now), null);
  const marketClock = createMarketClock(() => wall);
  marketClock.pin(now);
  const bus = createTradeEventBus();
  const events: OrderEvent[] = [];
  bus.listen((event) => events.push(event));
  const server = buildSimulatorServer({
    market,
    state,
    seedState: (at) => createSeedState(market, at),
    appKey: KEY,
    appSecret: SECRET,
    wallNow: () => wall,
    marketClock,
    marketDataLimit: { limit: 60, windowMs: 60_000 },
    controlEnabled: true,
    tradeEvents: bus,
  });
  open.push(server.app);

  const call = async (path: string, body: unknown): Promise<unknown> => {
    counter += 1;
    const text = JSON.stringify(body);
    const headers = signRequest({
      host: '127.0.0.1:9001',
      path,
      query: [],
      body: text,
      appKey: KEY,
      secret: SECRET,
      algorithm: 'HMAC-SHA256',
      now: new Date(wall),
      nonce: `kit-${String(counter)}`,
      apiVersion: 'v3',
    });
    const response = await server.app.inject({
      method: 'POST',
      url: path,
      headers: { ...headers, host: '127.0.0.1:9001' },
      payload: text,
    });
    const answer = JSON.parse(response.body) as unknown;
    if (response.statusCode !== 200) {
      const { error_code, message } = answer as { error_code: ApiErrorCode; message: string };
      throw new ApiError(response.statusCode, error_code, message);
    }
    return answer;
  };
  const control = async (path: string, body: unknown) => {
    const response = await server.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 200)
      throw new Error(`${path} answered ${String(response.statusCode)}: ${response.body}`);
  };

  return {
    place: (body) => call('/trading/orders/place', body),
    replace: (body) => call('/trading/orders/replace', body),
    cancel: (body) => call('/trading/orders/cancel', body),
    broker: server.broker,
    market: server.stream.market(),
    state,
    events,
    now: () => now,
    async advance(ms) {
      now += ms;
      marketClock.pin(now);
      await server.broker.step();
    },
    async trade(symbol, ...prices) {
      await control('/_control/market/move', { symbol, prices, volume: '1000' });
    },
    order(fields) {
      counter += 1;
      return {
        account_id: MARGIN,
        new_orders: [
          {
            client_order_id: `kit${String(counter)}`,
            combo_type: 'NORMAL',
            instrument_type: 'EQUITY',
            market: 'US',
            symbol: 'AAPL',
            side: 'BUY',
            order_type: 'MARKET',
            time_in_force: 'DAY',
            support_trading_session: 'CORE',
            entrust_type: 'QTY',
            quantity: '10',
            ...fields,
          },
        ],
      };
    },
    scenes: (clientOrderId) =>
      events.filter((e) => e.payload.client_order_id === clientOrderId).map((e) => e.payload.scene_type),
  };
}
