import { expect, test } from 'vitest';
import { buildApp } from './app';
import { logInWith } from './session/testing/login-test-kit';
import { LoginTokens } from './session/login-tokens';
import { createBroker } from './upstream/broker';
import { maxInAnyWindow } from './upstream/paper/simulator-control';
import { systemClock } from '@server/shared/clock';
import { simulatorForFile } from './testing/simulator-for-file';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const freshSimulator = simulatorForFile();

// Real BFF code over the real simulator process, on loopback with random credentials. Each test
// has a BFF of its own (in this process) over the file's simulator, reset to its seed
// (simulatorForFile).
async function startStack(maxWaitMs: number) {
  const { client, control, marketTime } = await freshSimulator();
  const broker = createBroker({
    client,
    clock: systemClock,
    marketTime,
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
    maxWaitMs,
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
  const stop = async () => {
    await app.close();
  };
  /** Resolves once the background load of the instrument listing a search starts has ended. */
  const catalogLoaded = () => broker.catalog.get();
  return { get, control, catalogLoaded, stop };
}

const marketData = (records: { group: string | null; at: number; status: number }[]) =>
  records.filter((r) => r.group === 'market-data');

test('an upstream 429 becomes a freeze: the browser gets 503 + Retry-After and nothing more is sent', async () => {
  const stack = await startStack(8_000);
  try {
    expect((await stack.get('/api/instruments/search?q=A')).statusCode).toBe(200);
    // The search starts loading the listing page by page in the background; the injected 429
    // must meet the bars call, not one of those pages.
    await stack.catalogLoaded();
    await stack.control.faults({ fail429: 1, retryAfterSeconds: 30 });
    const throttled = await stack.get('/api/bars?symbol=AAPL&timespan=D');
    expect(throttled.statusCode).toBe(503);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    const during = await stack.get('/api/ticks?symbol=MSFT');
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const sent = marketData(await stack.control.stats());
    expect(sent.map((r) => r.status)).toEqual([429]);
  } finally {
    await stack.stop();
  }
});

test('a 429 without Retry-After freezes until the window frees', async () => {
  const stack = await startStack(8_000);
  try {
    expect((await stack.get('/api/ticks?symbol=AAPL')).statusCode).toBe(200);
    // The listing the first request started loading must not take the 429 meant for MSFT.
    await stack.catalogLoaded();
    await stack.control.faults({ fail429: 1 });
    expect((await stack.get('/api/ticks?symbol=MSFT')).statusCode).toBe(503);
    const during = await stack.get('/api/depth?symbol=NVDA');
    expect(during.statusCode).toBe(503);
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(30);
    expect(marketData(await stack.control.stats()).map((r) => r.status)).toEqual([200, 429]);
  } finally {
    await stack.stop();
  }
});

test('a burst of browser requests never makes the BFF exceed the market-data limit, and earns no 429', async () => {
  const stack = await startStack(1_500);
  try {
    const hits = await stack.get('/api/instruments/search?q=A&limit=50');
    const symbols = hits.json<{ symbol: string }[]>().map((i) => i.symbol);
    const timespans = ['M1', 'M5', 'D', 'W'];
    const urls = symbols.flatMap((s) => [
      `/api/ticks?symbol=${s}`,
      `/api/depth?symbol=${s}`,
      ...timespans.map((t) => `/api/bars?symbol=${s}&timespan=${t}`),
    ]);
    expect(urls.length).toBeGreaterThan(100);
    const answers = await Promise.all(urls.map((u) => stack.get(u)));
    for (const answer of answers) {
      expect([200, 503], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 503) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const sent = marketData(await stack.control.stats());
    expect(sent.length).toBeGreaterThan(0);
    expect(
      maxInAnyWindow(
        sent.map((r) => r.at),
        60_000,
      ),
    ).toBeLessThanOrEqual(60);
    expect(sent.filter((r) => r.status === 429)).toHaveLength(0);
  } finally {
    await stack.stop();
  }
});

test("the browser learns the simulator's market time from its answers, and real time without them", async () => {
  const stack = await startStack(8_000);
  try {
    // Wednesday 2026-11-18 10:30 New York, pinned.
    const pinned = Date.UTC(2026, 10, 18, 15, 30);
    await stack.control.pinClock(pinned);
    expect((await stack.get('/api/ticks?symbol=AAPL')).statusCode).toBe(200);
    const clock = (await stack.get('/api/market-clock')).json<{ market_time: number; wall_time: number }>();
    expect(clock.market_time).toBeGreaterThanOrEqual(pinned);
    expect(clock.market_time - pinned).toBeLessThan(30_000);
    expect(Math.abs(clock.wall_time - Date.now())).toBeLessThan(30_000);
  } finally {
    await stack.stop();
  }
});
