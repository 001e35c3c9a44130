import type { FastifyInstance } from 'fastify';
import { expect, test } from 'vitest';
import { apiErrorSchema } from '../src/contracts/common';
import { LAYOUT_VERSION, savedLayoutSchema, type Layout } from '../src/contracts/layout';
import { buildApp } from './app';
import { fakeBroker } from './routes/testing/fake-broker';
import { LoginTokens } from './session/login-tokens';
import { browserRequests, logInWith } from './session/testing/login-test-kit';
import { journalBackends, openFreshStore } from './store/testing/journal-backends';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const arranged: Layout = {
  version: LAYOUT_VERSION,
  panels: { main: { 'research-area': 35, 'quote-area': 20, 'chart-area': 45 } },
  researchTab: 'screeners',
  screener: 'top_active',
  fundamentalsTab: 'dividends',
  watchlistColumns: ['last', 'bid_ask', 'day_range'],
};

// The routes over the real store: what one browser saves, another signed-in browser reads.
async function startApp(backend: (typeof journalBackends)[number], userId = 'key-owner') {
  const { store } = await openFreshStore(backend);
  let now = 1_000;
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 'tok'),
    userId: 'key-test',
    alerts: memoryAlerts(),
    clock: { now: () => now, setTimer: () => () => undefined },
    layouts: { records: store.layouts, userId },
  });
  const browser = async () => {
    const send = browserRequests(app, await logInWith(app, 'tok'));
    return async (method: 'GET' | 'PUT' | 'DELETE', body?: unknown) => {
      const response = await send(method, '/api/layout', body);
      const json: unknown = response.body === '' ? null : JSON.parse(response.body);
      return { status: response.statusCode, json, error: apiErrorSchema.safeParse(json).data?.error };
    };
  };
  return {
    app,
    store,
    browser,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

async function closing<T>(app: FastifyInstance, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await app.close();
  }
}

for (const backend of journalBackends) {
  test(`${backend.name}: a layout saved in one browser is what another browser of the same user reads`, async () => {
    const { app, browser, tick } = await startApp(backend);
    await closing(app, async () => {
      const first = await browser();
      expect(await first('GET')).toEqual({ status: 200, json: { layout: null, updatedAt: null }, error: undefined });
      tick(500);
      expect(await first('PUT', arranged)).toMatchObject({ status: 200, json: { layout: arranged, updatedAt: 1_500 } });
      const second = await browser();
      const read = await second('GET');
      expect(read.status).toBe(200);
      expect(savedLayoutSchema.parse(read.json)).toEqual({ layout: arranged, updatedAt: 1_500 });
    });
  });

  test(`${backend.name}: a body that is not a layout is a 400 naming the field, and the saved layout stays`, async () => {
    const { app, browser } = await startApp(backend);
    await closing(app, async () => {
      const send = await browser();
      await send('PUT', arranged);
      const refusals = [
        [{ ...arranged, researchTab: 'charts' }, /researchTab/],
        [{ ...arranged, version: 2 }, /version must be 1/],
        [
          { ...arranged, panels: { main: { 'research-area': 140 } } },
          /panels\.main\.research-area: a panel size is a percent from 0 to 100/,
        ],
        [{ ...arranged, watchlistColumns: 'last' }, /watchlistColumns/],
        [{ ...arranged, extra: true }, /extra/],
        [[arranged], /request/],
      ] as const;
      for (const [body, message] of refusals) {
        const refused = await send('PUT', body);
        expect(refused.status).toBe(400);
        expect(refused.error?.code).toBe('INVALID_REQUEST');
        expect(refused.error?.message).toMatch(message);
      }
      expect((await send('GET')).json).toEqual({ layout: arranged, updatedAt: 1_000 });
    });
  });

  test(`${backend.name}: DELETE forgets the layout (204) and the next read is the default`, async () => {
    const { app, browser } = await startApp(backend);
    await closing(app, async () => {
      const send = await browser();
      await send('PUT', arranged);
      expect((await send('DELETE')).status).toBe(204);
      expect((await send('GET')).json).toEqual({ layout: null, updatedAt: null });
      expect((await send('DELETE')).status).toBe(204);
    });
  });

  test(`${backend.name}: the layout is filed under the BFF's user, not shared with another key's`, async () => {
    const { app, store, browser } = await startApp(backend, 'key-a');
    await closing(app, async () => {
      await (
        await browser()
      )('PUT', arranged);
      expect((await store.layouts.getLayout('key-a')).layout).toEqual(arranged);
      expect((await store.layouts.getLayout('key-b')).layout).toBeNull();
    });
  });
}

test('without a session the layout is neither read nor written', async () => {
  const sqlite = journalBackends.find((backend) => backend.name === 'sqlite');
  if (sqlite === undefined) throw new Error('SQLite is always among the backends');
  const { app } = await startApp(sqlite);
  await closing(app, async () => {
    expect((await app.inject({ method: 'GET', url: '/api/layout' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/layout' })).statusCode).toBe(401);
  });
});
