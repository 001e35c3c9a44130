import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { logInWith, type SignedIn } from '@server/session/testing/login-test-kit';
import { LoginTokens } from '@server/session/login-tokens';
import type { Broker } from '@server/upstream/broker';
import { fakeFundamentals } from './fake-fundamentals';
import { fakeScreeners } from './fake-screeners';
import { fakeWatchlists } from './fake-watchlists';
import { memoryLayouts } from './memory-layouts';
import { memoryAlerts } from './memory-alerts';

const snapshot = {
  symbol: 'AAPL',
  instrument_id: '913256135',
  price: '190.12',
  open: '189.00',
  high: '191.00',
  low: '188.50',
  pre_close: '188.90',
  volume: '1000',
  change: '1.22',
  change_ratio: '0.0065',
  last_trade_time: 1_700_000_000_000,
  received_at: 1_700_000_000_500,
};

/** A Broker that answers from fixed data, for route tests that must not open sockets. */
export function fakeBroker(overrides: Partial<Broker> = {}): Broker {
  return {
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
    marketClock: () => ({ market_time: 1_700_000_000_000, wall_time: 1_700_000_000_000 }),
    clockSkew: () => ({ offset_ms: null, measured_at: null, corrected: false }),
    listAccounts: () => Promise.resolve([{ account_id: 'ACC1', account_type: 'MARGIN' }]),
    searchInstruments: () =>
      Promise.resolve([
        { symbol: 'AAPL', name: 'Apple Inc.', exchange_code: 'NAS', category: 'US_STOCK', instrument_id: '913256135' },
      ]),
    getSnapshots: (symbols) => Promise.resolve(symbols.map((symbol) => ({ ...snapshot, symbol }))),
    getBars: (request) =>
      Promise.resolve({
        symbol: request.symbol,
        timespan: request.timespan,
        bars: [{ time: 1, open: '1', high: '2', low: '0.5', close: '1.5', volume: '10' }],
      }),
    getDepth: (symbol) =>
      Promise.resolve({
        symbol,
        quote_time: 1,
        asks: [{ price: '1.01', size: '100' }],
        bids: [{ price: '1.00', size: '200' }],
      }),
    getTicks: (symbol) => Promise.resolve({ symbol, ticks: [{ time: 1, price: '1.00', volume: '5', side: 'B' }] }),
    fundamentals: fakeFundamentals(),
    watchlists: fakeWatchlists(),
    screeners: fakeScreeners(),
    ...overrides,
  };
}

/**
 * An app over a fake broker plus a logged-in browser: `headers` carries the session cookie and
 * the session's secret, as every `/api` call from the SPA does.
 */
export async function loggedInApp(broker: Broker = fakeBroker()): Promise<{ app: FastifyInstance } & SignedIn> {
  const loginTokens = new LoginTokens(() => 'login-token');
  const app = await buildApp({
    config: { allowedOrigins: ['http://localhost:5173'], serveSpa: false },
    broker,
    loginTokens,
    userId: 'key-test',
    alerts: memoryAlerts(),
    layouts: { records: memoryLayouts(), userId: 'key-test' },
  });
  return { app, ...(await logInWith(app, 'login-token')) };
}
