import type { FastifyInstance } from 'fastify';
import type { InstrumentTrading } from '@contracts/instruments';
import type { OrderDraft, TradingOrder } from '@contracts/orders';
import type { TokenStatus } from '@contracts/token';
import { buildApp } from '@server/app';
import { logInWith } from '@server/session/testing/login-test-kit';
import { LoginTokens } from '@server/session/login-tokens';
import { createTradingFeed } from '@server/upstream/trading/trading-feed';
import type { OrderService } from '@server/upstream/trading/order-service';
import { sampleOrder } from '@server/store/testing/sample-orders';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contracts/session';
import type { LayoutRecords } from '../layout';
import { fakeBroker } from './fake-broker';
import { memoryDrawings } from './memory-drawings';
import { memoryLayouts } from './memory-layouts';
import { memoryAlerts } from './memory-alerts';

/** Every call that reached a service behind the routes, as `service.method`. */
export type CallLog = string[];

/**
 * Wraps each method of `target` so its calls are written to `log` as `name.method` before they
 * run: a test can then say that a refused request reached nothing.
 */
function recorded<T extends object>(name: string, target: T, log: CallLog): T {
  return new Proxy(target, {
    get(object, property, receiver): unknown {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]): unknown => {
        log.push(`${name}.${property}`);
        return Reflect.apply(value, object, args);
      };
    },
  });
}

const placed = (draft: OrderDraft): TradingOrder =>
  sampleOrder({
    account_id: draft.account_id,
    client_order_id: draft.client_order_id,
    symbol: draft.symbol,
    status: 'SUBMITTED',
  });

/** An order service that takes every request; the calls are what tests look at. */
function acceptingOrders(): OrderService {
  return {
    preview: () =>
      Promise.resolve({ estimated_cost: '1', estimated_fee: '0', commission: '0', fees: [], currency: 'USD' }),
    place: (draft) => Promise.resolve([placed(draft)]),
    replace: (id) => Promise.resolve(sampleOrder({ client_order_id: id })),
    cancel: (accountId, id) => Promise.resolve(sampleOrder({ account_id: accountId, client_order_id: id })),
    cancelAll: () => Promise.resolve({ cancelled: [], failed: [] }),
    openOrders: () => Promise.resolve([]),
    history: () => Promise.resolve([]),
    detail: () => Promise.resolve(null),
    closePosition: (accountId, symbol) =>
      Promise.resolve({
        orders: [
          sampleOrder({ account_id: accountId, symbol, side: 'SELL', order_type: 'MARKET', status: 'SUBMITTED' }),
        ],
        cancelled: [],
      }),
    balance: () => Promise.reject(new Error('not in this fake')),
    positions: () => Promise.reject(new Error('not in this fake')),
    executions: () => Promise.reject(new Error('not in this fake')),
    onTradeEvent: () => undefined,
    reconcile: () => Promise.resolve(),
    resolveUnfinished: () => Promise.resolve(0),
    afterPendingUpdates: (work) => work(),
    close: () => undefined,
  };
}

const TOKEN_STATUS: TokenStatus = { state: 'off', expires_at: null, expires_in_ms: null, at: 0 };

/** Whole-share instruments in these tests; every other symbol trades in fractions. */
export const WHOLE_SHARE_SYMBOLS: readonly string[] = ['BRK.A'];

const instrument = (symbol: string): InstrumentTrading => ({
  symbol,
  tradable: true,
  fractionable: !WHOLE_SHARE_SYMBOLS.includes(symbol),
  shortable: true,
  overnight: true,
});

/**
 * The app with every kind of route `main.ts` registers (market data, watchlists, layout, the
 * token, orders and positions) over fakes that record each call, and a signed-in page's headers
 * for reads and writes.
 */
export async function recordingApp(): Promise<{
  app: FastifyInstance;
  headers: Record<string, string>;
  calls: CallLog;
}> {
  const calls: CallLog = [];
  const broker = fakeBroker();
  const loginTokens = new LoginTokens(() => 'login-token');
  const layouts: LayoutRecords = recorded('layouts', memoryLayouts(), calls);
  const app = await buildApp({
    config: { allowedOrigins: ['http://localhost:5173'], serveSpa: false },
    broker: { ...broker, watchlists: recorded('watchlists', broker.watchlists, calls) },
    loginTokens,
    userId: 'key-test',
    alerts: recorded('alerts', memoryAlerts(), calls),
    layouts: { records: layouts, userId: 'key-test' },
    drawings: { records: recorded('drawings', memoryDrawings(), calls), userId: 'key-test' },
    accessToken: recorded(
      'token',
      {
        status: () => TOKEN_STATUS,
        renew: () => Promise.resolve(TOKEN_STATUS),
        onChange: () => () => undefined,
      },
      calls,
    ),
    trading: {
      orders: recorded('orders', acceptingOrders(), calls),
      feed: createTradingFeed(),
      instrumentTrading: (symbol) => {
        calls.push('instruments.trading');
        return Promise.resolve(instrument(symbol));
      },
    },
  });
  const { headers } = await logInWith(app, 'login-token');
  return {
    app,
    headers: { ...headers, origin: 'http://localhost:5173', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    calls,
  };
}
