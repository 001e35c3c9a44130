import { expect, test } from 'vitest';
import { z } from 'zod';
import {
  FUND_FUNDAMENTALS,
  STOCK_FUNDAMENTALS,
  fundamentalsResponseSchema,
  fundamentalsSummarySchema,
} from '../src/contracts/fundamentals';
import { buildApp } from './app';
import { logInWith } from './session/testing/login-test-kit';
import { LoginTokens } from './session/login-tokens';
import { createBroker } from './upstream/broker';
import { createUpstreamClient } from './upstream/client/http-client';
import { simulatorControl } from './upstream/paper/simulator-control';
import { spawnKeyedSimulator } from './testing/keyed-simulator';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from './upstream/client/transport';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

// The fundamentals routes over the real simulator process: every operation for a stock and an
// ETF passes its contract, a repeat is served from the cache, and a kind mismatch costs nothing.
async function startStack(generation: 'v2' | 'v3' = 'v3') {
  const { sim, appKey, appSecret } = await spawnKeyedSimulator({ SIM_MARKET_DATA_LIMIT: '600/60' });
  const client = createUpstreamClient({
    baseUrl: sim.ready.http,
    appKey,
    appSecret,
    algorithm: 'HMAC-SHA256',
    generation,
    transport: createNodeTransport(),
    now: Date.now,
  });
  const broker = createBroker({
    client,
    clock: systemClock,
    info: { mode: 'paper', region: 'simulator', pathGeneration: generation },
    marketDataLimit: { limit: 600, windowMs: 60_000 },
  });
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker,
    loginTokens: new LoginTokens(() => 'tok'),
    userId: 'key-test',
    alerts: memoryAlerts(),
  });
  const { headers: session } = await logInWith(app, 'tok');
  const get = (url: string) => app.inject({ url, headers: session });
  const control = simulatorControl(sim.ready.http);
  const fundamentalCalls = async () => (await control.stats()).filter((r) => r.path.includes('/fundamentals/')).length;
  const fundamentalPaths = async () =>
    (await control.stats()).filter((r) => r.group === 'market-data' && r.status === 200).map((r) => r.path);
  return {
    get,
    fundamentalCalls,
    fundamentalPaths,
    stop: async () => {
      await app.close();
      await sim.stop();
    },
  };
}

test('every stock operation for AAPL and every fund operation for SPY round-trips in its contract shape', async () => {
  const stack = await startStack();
  try {
    for (const operation of STOCK_FUNDAMENTALS) {
      const res = await stack.get(`/api/fundamentals/${operation}?symbol=AAPL`);
      expect([operation, res.statusCode]).toEqual([operation, 200]);
      expect(fundamentalsResponseSchema(operation).parse(res.json()).symbol).toBe('AAPL');
    }
    for (const operation of FUND_FUNDAMENTALS) {
      const res = await stack.get(`/api/fundamentals/${operation}?symbol=SPY`);
      expect([operation, res.statusCode]).toEqual([operation, 200]);
      expect(fundamentalsResponseSchema(operation).parse(res.json()).symbol).toBe('SPY');
    }
    expect(await stack.fundamentalCalls()).toBe(STOCK_FUNDAMENTALS.length + FUND_FUNDAMENTALS.length);

    // Served from the cache: no further upstream call.
    const again = await stack.get('/api/fundamentals/income?symbol=AAPL');
    expect(again.statusCode).toBe(200);
    expect(await stack.fundamentalCalls()).toBe(STOCK_FUNDAMENTALS.length + FUND_FUNDAMENTALS.length);

    // Different parameters are a different request.
    const annual = fundamentalsResponseSchema('income').parse(
      (await stack.get('/api/fundamentals/income?symbol=AAPL&type=ANNUAL&count=2')).json(),
    );
    expect(annual.data.map((r) => r.fiscal_period)).toEqual([0, 0]);

    // A stock operation for an ETF (and the reverse) is refused here without an upstream call.
    const calls = await stack.fundamentalCalls();
    const wrong = await stack.get('/api/fundamentals/analyst-rating?symbol=SPY');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'UNSUPPORTED_CATEGORY' } });
    expect((await stack.get('/api/fundamentals/fund-holdings?symbol=AAPL')).statusCode).toBe(400);
    expect((await stack.get('/api/fundamentals/company-profile?symbol=ZZZZ')).statusCode).toBe(404);
    expect(await stack.fundamentalCalls()).toBe(calls);
  } finally {
    await stack.stop();
  }
});

test('the watchlist summary gives a stock its yield, next report and target, and an ETF only its yield', async () => {
  const stack = await startStack();
  try {
    const res = await stack.get('/api/fundamentals-summary?symbols=AAPL,SPY,XOM');
    expect(res.statusCode).toBe(200);
    const rows = fundamentalsSummarySchema.parse(res.json());
    const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
    const aapl = bySymbol.get('AAPL');
    expect(aapl?.next_earnings_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(aapl?.target_price_mean)).toBeGreaterThan(0);
    expect(Number(bySymbol.get('XOM')?.dividend_yield)).toBeGreaterThan(0.01);
    expect(bySymbol.get('SPY')).toMatchObject({ next_earnings_date: null, target_price_mean: null });
    expect(Number(bySymbol.get('SPY')?.dividend_yield)).toBeGreaterThan(0);
    // The yield is the dividend calendar's annualised amount over the quote's price.
    const calendar = z
      .object({ data: z.array(z.object({ amount: z.string() })) })
      .parse((await stack.get('/api/fundamentals/dividend-calendar?symbol=XOM')).json());
    const price = z
      .array(z.object({ price: z.string() }))
      .parse((await stack.get('/api/snapshots?symbols=XOM')).json())[0]?.price;
    const expected = (Number(calendar.data[0]?.amount) * 4) / Number(price);
    expect(Math.abs(Number(bySymbol.get('XOM')?.dividend_yield) - expected)).toBeLessThan(0.0005);
  } finally {
    await stack.stop();
  }
});

test('with the gen-2 paths configured, every operation goes to its /openapi/ path and still passes its contract', async () => {
  const stack = await startStack('v2');
  try {
    for (const [operation, symbol] of [
      ...STOCK_FUNDAMENTALS.map((op) => [op, 'MSFT'] as const),
      ...FUND_FUNDAMENTALS.map((op) => [op, 'QQQ'] as const),
    ]) {
      const res = await stack.get(`/api/fundamentals/${operation}?symbol=${symbol}`);
      expect([operation, res.statusCode]).toEqual([operation, 200]);
      fundamentalsResponseSchema(operation).parse(res.json());
    }
    const paths = await stack.fundamentalPaths();
    expect(paths).toHaveLength(STOCK_FUNDAMENTALS.length + FUND_FUNDAMENTALS.length);
    expect(paths.every((p) => p.startsWith('/openapi/'))).toBe(true);
  } finally {
    await stack.stop();
  }
});
