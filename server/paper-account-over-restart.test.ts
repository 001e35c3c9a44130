import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { LAYOUT_VERSION, savedLayoutSchema, type Layout } from '@contracts/layout';
import { orderListSchema } from '@contracts/orders';
import { paperAccountResetSchema } from '@contracts/paper-account';
import { balanceSchema, positionListSchema } from '@contracts/portfolio';
import { watchlistInstrumentsSchema, watchlistListSchema } from '@contracts/watchlists';
import { buildBff } from './build-bff';
import { loadConfig } from './config/load-config';
import { connectUpstream, SIMULATOR_KEY_FILE, SIMULATOR_STATE_FILE } from './connect-upstream';
import { LoginTokens } from './session/login-tokens';
import { browserRequests, logInWith } from './session/testing/login-test-kit';
import { openStore } from './store/open-store';
import { sampleDraft } from './store/testing/sample-orders';
import { closeBff } from './testing/built-bff';
import { MARGIN_ACCOUNT, MARKET_OPEN_AT } from './testing/trading-stack';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from './upstream/client/transport';
import { simulatorControl } from './upstream/paper/simulator-control';

// Two simulator and BFF starts per test on a busy machine: a wide budget, never a speed claim.
vi.setConfig({ testTimeout: 240_000 });

const DAY_MS = 86_400_000;
const arranged: Layout = {
  version: LAYOUT_VERSION,
  panels: { main: { 'research-area': 40, 'quote-area': 20, 'chart-area': 40 } },
  researchTab: 'screeners',
  screener: 'losers',
  fundamentalsTab: 'earnings',
  watchlistColumns: ['last', 'bid_ask'],
};

const dirs: string[] = [];
const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0).reverse()) await stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The dashboard as `npm start` runs it with no keys (server/main.ts): the configuration from the
 * environment, the simulator started by `connectUpstream`, the store, the BFF; only DATA_DIR, the
 * seed and the control surface (to pin the market clock) are set. Signed in from one browser.
 */
async function startDashboard(dataDir: string) {
  const printed: string[] = [];
  const config = { ...loadConfig({ DATA_DIR: dataDir, SIM_SEED: '42', SIM_CONTROL: '1' }), serveSpa: false };
  const store = await openStore(config.store);
  const upstream = await connectUpstream(config, {
    onLine: (line) => printed.push(line),
    onErrorLine: (line) => printed.push(line),
  });
  const bff = await buildBff({
    config,
    upstream,
    store,
    transport: createNodeTransport(),
    clock: systemClock,
    loginTokens: new LoginTokens(() => 'tok'),
    log: (_source, line) => printed.push(line),
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await closeBff(bff);
    await store.close();
    // SIGTERM, as the BFF's own shutdown does: the simulator writes its state once more.
    await upstream.simulator?.stop();
  };
  running.push(stop);
  const send = browserRequests(bff.app, await logInWith(bff.app, 'tok'));
  const control = simulatorControl(upstream.baseUrl);
  const read = async <T>(url: string, schema: z.ZodType<T>): Promise<T> => {
    const answer = await send('GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    return schema.parse(answer.json());
  };
  return {
    upstream,
    printed,
    send,
    control,
    stop,
    journal: store.journal,
    orders: async (view: 'open' | 'history') =>
      (await read(`/api/orders?account_id=${MARGIN_ACCOUNT}&view=${view}`, orderListSchema)).orders,
    positions: async () =>
      Object.fromEntries(
        (await read(`/api/accounts/${MARGIN_ACCOUNT}/positions`, positionListSchema)).positions.map((p) => [
          p.symbol,
          p.quantity,
        ]),
      ),
    cash: async () => (await read(`/api/accounts/${MARGIN_ACCOUNT}/balance`, balanceSchema)).cash,
    watchlists: () => read('/api/watchlists', watchlistListSchema),
    instruments: async (id: string) =>
      (await read(`/api/watchlists/${id}/instruments`, watchlistInstrumentsSchema)).instruments.map((i) => i.symbol),
    layout: () => read('/api/layout', savedLayoutSchema),
  };
}

test('the paper account, its watchlists and layout survive a restart on the same data directory; the key is reused; reset empties them', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'paper-restart-'));
  dirs.push(dataDir);

  const first = await startDashboard(dataDir);
  await first.control.pinClock(MARKET_OPEN_AT);
  // The key pair is kept for the next start, readable by this user only, and its secret is
  // never printed.
  const keyFile = join(dataDir, SIMULATOR_KEY_FILE);
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  expect(z.object({ app_key: z.string() }).parse(JSON.parse(readFileSync(keyFile, 'utf8'))).app_key).toBe(
    first.upstream.appKey,
  );
  const startingCash = await first.cash();
  const startingPositions = await first.positions();
  expect(await first.watchlists()).toEqual([]);

  // A market buy (a position), a GTC and a DAY limit far below the market (both working).
  const market = sampleDraft({
    account_id: MARGIN_ACCOUNT,
    client_order_id: 'restart-market',
    symbol: 'KO',
    order_type: 'MARKET',
    quantity: '5',
    limit_price: undefined,
  });
  const gtc = sampleDraft({
    account_id: MARGIN_ACCOUNT,
    client_order_id: 'restart-gtc',
    symbol: 'KO',
    quantity: '3',
    limit_price: '1.00',
    time_in_force: 'GTC',
  });
  const day = sampleDraft({ ...gtc, client_order_id: 'restart-day', time_in_force: 'DAY' });
  for (const draft of [market, gtc, day]) {
    const placed = await first.send('POST', '/api/orders', draft);
    expect(placed.statusCode, placed.body).toBe(200);
  }
  await vi.waitFor(
    async () => {
      expect((await first.positions()).KO).toBe('5');
    },
    { timeout: 60_000, interval: 500 },
  );
  const cashAfterBuy = await first.cash();
  expect(cashAfterBuy).not.toBe(startingCash);
  const created = await first.send('POST', '/api/watchlists', { name: 'Kept' });
  expect(created.statusCode, created.body).toBe(201);
  const listId = z.object({ id: z.string() }).parse(created.json()).id;
  expect(
    (await first.send('POST', `/api/watchlists/${listId}/instruments`, { symbols: ['NVDA', 'KO'] })).statusCode,
  ).toBe(200);
  expect((await first.send('PUT', '/api/layout', arranged)).statusCode).toBe(200);
  await first.stop();
  expect(statSync(join(dataDir, SIMULATOR_STATE_FILE)).isFile()).toBe(true);

  const second = await startDashboard(dataDir);
  expect(second.upstream.appKey).toBe(first.upstream.appKey);
  expect(second.upstream.appSecret).toBe(first.upstream.appSecret);
  for (const line of [...first.printed, ...second.printed]) expect(line).not.toContain(first.upstream.appSecret);
  // The next trading morning: the close passed while the dashboard was stopped.
  await second.control.pinClock(MARKET_OPEN_AT + DAY_MS);
  await vi.waitFor(
    async () => {
      expect((await second.orders('open')).map((o) => o.client_order_id)).toEqual(['restart-gtc']);
    },
    { timeout: 60_000, interval: 500 },
  );
  const history = await second.orders('history');
  expect(history.find((o) => o.client_order_id === 'restart-day')?.status).toBe('CANCELLED');
  expect(history.find((o) => o.client_order_id === 'restart-market')?.status).toBe('FILLED');
  expect((await second.positions()).KO).toBe('5');
  expect(await second.cash()).toBe(cashAfterBuy);
  expect((await second.watchlists()).map((l) => l.name)).toEqual(['Kept']);
  expect(await second.instruments(listId)).toEqual(['NVDA', 'KO']);
  expect((await second.layout()).layout).toEqual(arranged);

  const reset = await second.send('POST', '/api/paper-account/reset');
  expect(reset.statusCode, reset.body).toBe(200);
  expect(paperAccountResetSchema.parse(reset.json()).accounts).toContain(MARGIN_ACCOUNT);
  await second.control.pinClock(MARKET_OPEN_AT + DAY_MS);
  expect(await second.orders('open')).toEqual([]);
  expect(await second.orders('history')).toEqual([]);
  expect(await second.journal.listOrders(MARGIN_ACCOUNT, 0)).toEqual([]);
  expect(Object.keys(await second.positions())).toEqual(Object.keys(startingPositions));
  expect(await second.cash()).toBe(startingCash);
  expect(await second.watchlists()).toEqual([]);
  expect(await second.layout()).toEqual({ layout: null, updatedAt: null });

  // And a reset is kept too: a third start finds the account as the reset left it.
  await second.stop();
  const third = await startDashboard(dataDir);
  await third.control.pinClock(MARKET_OPEN_AT + DAY_MS);
  expect(await third.orders('history')).toEqual([]);
  expect((await third.positions()).KO).toBeUndefined();
  expect(await third.watchlists()).toEqual([]);
});
