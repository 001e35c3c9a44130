import { expect, test, vi } from 'vitest';
import { buildApp } from './app';
import type { Store } from './store/open-store';
import { logInWith } from './session/testing/login-test-kit';
import { LoginTokens } from './session/login-tokens';
import { temporaryStore } from './testing/built-bff';
import { spawnKeyedSimulator } from './testing/keyed-simulator';
import { createBroker } from './upstream/broker';
import { createUpstreamClient } from './upstream/client/http-client';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from './upstream/client/transport';
import { simulatorControl } from './upstream/paper/simulator-control';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

// A simulator start on a busy machine: a budget for starting, never a speed claim.
vi.setConfig({ testTimeout: 120_000 });

// What a symbol switch and a screener open ask for that the research cache keeps
// (docs/store.md#the-research-cache): a restart of the BFF on the same database asks none of it again.
const KEPT = [
  '/api/fundamentals/company-profile?symbol=AAPL',
  '/api/fundamentals/earnings-calendar?symbol=AAPL',
  '/api/fundamentals/fund-holdings?symbol=SPY',
  '/api/bars?symbol=AAPL&timespan=D&count=300',
  '/api/screeners/top-active',
];

/** One BFF process's services over the simulator and the store: a start of the dashboard. */
async function startBff(sim: { url: string; appKey: string; appSecret: string }, store: Store) {
  const client = createUpstreamClient({
    baseUrl: sim.url,
    appKey: sim.appKey,
    appSecret: sim.appSecret,
    algorithm: 'HMAC-SHA256',
    generation: 'v3',
    transport: createNodeTransport(),
    now: Date.now,
  });
  const broker = createBroker({
    client,
    clock: systemClock,
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
    research: store.research,
  });
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker,
    loginTokens: new LoginTokens(() => 'tok'),
    userId: 'key-test',
    alerts: memoryAlerts(),
  });
  const { headers } = await logInWith(app, 'tok');
  return { get: (url: string) => app.inject({ url, headers }), close: () => app.close() };
}

test('a restart on the same database asks the provider nothing it already has, and answers alike', async () => {
  const { sim, appKey, appSecret } = await spawnKeyedSimulator();
  const { store, remove } = await temporaryStore();
  try {
    const upstream = { url: sim.ready.http, appKey, appSecret };
    const marketData = async () =>
      (await simulatorControl(sim.ready.http).stats()).filter((r) => r.group === 'market-data').map((r) => r.path);

    const first = await startBff(upstream, store);
    const before = await Promise.all(KEPT.map((url) => first.get(url)));
    expect(before.map((res) => res.statusCode)).toEqual(KEPT.map(() => 200));
    await first.close();
    const asked = await marketData();
    expect(asked).toHaveLength(KEPT.length);

    const second = await startBff(upstream, store);
    try {
      const after = await Promise.all(KEPT.map((url) => second.get(url)));
      expect(after.map((res) => res.json<unknown>())).toEqual(before.map((res) => res.json<unknown>()));
      expect(await marketData()).toEqual(asked);
    } finally {
      await second.close();
    }
  } finally {
    await remove();
    await sim.stop();
  }
});
