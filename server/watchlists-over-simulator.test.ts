import { expect, test } from 'vitest';
import { z } from 'zod';
import { watchlistInstrumentsSchema, watchlistListSchema } from '../src/contracts/watchlists';
import { gainersLosersResponseSchema, marketSectorsResponseSchema } from '../src/contracts/screeners';
import { buildApp } from './app';
import { browserRequests, logInWith } from './session/testing/login-test-kit';
import { LoginTokens } from './session/login-tokens';
import { createBroker } from './upstream/broker';
import { systemClock } from '@server/shared/clock';
import { simulatorForFile } from './testing/simulator-for-file';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const freshSimulator = simulatorForFile();

// Real BFF code over the real simulator process: what the BFF says is what the provider keeps.
// Each test has a BFF of its own (in this process: nothing to wait for) over the file's simulator,
// reset to its seed (simulatorForFile).
async function startStack() {
  const { client, control } = await freshSimulator();
  const broker = createBroker({
    client,
    clock: systemClock,
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
  });
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker,
    loginTokens: new LoginTokens(() => 'tok'),
    userId: 'key-test',
    alerts: memoryAlerts(),
  });
  const send = browserRequests(app, await logInWith(app, 'tok'));
  /** The provider's own view, read past the BFF and its cache. */
  const providerOrder = async (id: string) =>
    z
      .object({ instruments: z.array(z.object({ symbol: z.string(), sort: z.number() })) })
      .parse(await client.call('watchlists:instruments', { query: [['watchlist_id', id]] }))
      .instruments.sort((a, b) => a.sort - b.sort)
      .map((i) => i.symbol);
  const stop = async () => {
    await app.close();
  };
  return { send, control, client, providerOrder, stop };
}

const created = z.object({ id: z.string() });
// The BFF paces market-data calls after a burst of 6 (about one per 1.1 s), a round trip makes a
// dozen, on a busy machine: a wide budget for a correctness check, never a claim about speed.
const PACED_MS = 120_000;

test(
  'a watchlist round trip: two lists, symbols added and reordered, kept by the provider in that order',
  async () => {
    const stack = await startStack();
    try {
      const first = created.parse((await stack.send('POST', '/api/watchlists', { name: 'Tech' })).json()).id;
      const second = created.parse((await stack.send('POST', '/api/watchlists', { name: 'Funds' })).json()).id;
      expect(
        (await stack.send('POST', `/api/watchlists/${first}/instruments`, { symbols: ['AAPL', 'MSFT', 'NVDA'] }))
          .statusCode,
      ).toBe(200);
      expect((await stack.send('POST', `/api/watchlists/${second}/instruments`, { symbols: ['SPY'] })).statusCode).toBe(
        200,
      );
      expect(
        (await stack.send('PUT', `/api/watchlists/${first}/order`, { symbols: ['NVDA', 'AAPL', 'MSFT'] })).statusCode,
      ).toBe(200);
      expect(await stack.providerOrder(first)).toEqual(['NVDA', 'AAPL', 'MSFT']);
      const items = watchlistInstrumentsSchema.parse(
        (await stack.send('GET', `/api/watchlists/${first}/instruments`)).json(),
      );
      expect(items.instruments.map((i) => i.symbol)).toEqual(['NVDA', 'AAPL', 'MSFT']);
      const fund = watchlistInstrumentsSchema.parse(
        (await stack.send('GET', `/api/watchlists/${second}/instruments`)).json(),
      );
      expect(fund.instruments).toMatchObject([{ symbol: 'SPY', category: 'US_ETF' }]);
      expect((await stack.send('PATCH', `/api/watchlists/${second}`, { name: 'ETFs' })).statusCode).toBe(200);
      expect((await stack.send('DELETE', `/api/watchlists/${first}/instruments/AAPL`)).statusCode).toBe(204);
      expect(await stack.providerOrder(first)).toEqual(['NVDA', 'MSFT']);
      const lists = watchlistListSchema.parse((await stack.send('GET', '/api/watchlists')).json());
      expect(lists.map((l) => l.name)).toEqual(['Tech', 'ETFs']);
      expect((await stack.send('DELETE', `/api/watchlists/${second}`)).statusCode).toBe(204);
      expect(watchlistListSchema.parse((await stack.send('GET', '/api/watchlists')).json()).map((l) => l.id)).toEqual([
        first,
      ]);
    } finally {
      await stack.stop();
    }
  },
  PACED_MS,
);

test(
  'a refused write reaches the user, is sent once, and the next read shows the provider truth',
  async () => {
    const stack = await startStack();
    try {
      const id = created.parse((await stack.send('POST', '/api/watchlists', { name: 'Core' })).json()).id;
      const duplicate = await stack.send('POST', '/api/watchlists', { name: 'core' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        error: { code: 'BROKER_REFUSED', message: 'Parameter error, name: a watchlist named "core" already exists.' },
      });

      // Warm the symbol lookup and the list cache, so the injected fault meets the write itself.
      expect((await stack.send('GET', '/api/snapshots?symbols=AAPL')).statusCode).toBe(200);
      await stack.send('GET', `/api/watchlists/${id}/instruments`);
      await stack.control.faults({ fail5xx: 1 });
      const failed = await stack.send('POST', `/api/watchlists/${id}/instruments`, { symbols: ['AAPL'] });
      expect(failed.statusCode).toBe(502);
      const posts = (await stack.control.stats()).filter((r) => r.path === '/market-data/watchlists/instruments/add');
      expect(posts.map((r) => r.status)).toEqual([500]);
      const after = watchlistInstrumentsSchema.parse(
        (await stack.send('GET', `/api/watchlists/${id}/instruments`)).json(),
      );
      expect(after.instruments).toEqual([]);
      expect((await stack.send('POST', `/api/watchlists/${id}/instruments`, { symbols: ['AAPL'] })).statusCode).toBe(
        200,
      );
      expect(
        watchlistInstrumentsSchema
          .parse((await stack.send('GET', `/api/watchlists/${id}/instruments`)).json())
          .instruments.map((i) => i.symbol),
      ).toEqual(['AAPL']);
    } finally {
      await stack.stop();
    }
  },
  PACED_MS,
);

test(
  'a screener through the BFF is one upstream call, reused while fresh',
  async () => {
    const stack = await startStack();
    try {
      // The simulator works out a minute's screeners on first use: seconds, and on a busy machine
      // past the BFF's 10 s read timeout, after which the BFF asks again. Pin the minute and have
      // it worked out first, so the call counted is the BFF's and only its caching is under test.
      await stack.control.pinClock(Date.UTC(2026, 10, 18, 15, 30));
      await stack.client.call('screeners:gainers-losers', {
        query: [
          ['category', 'US_STOCK'],
          ['rank_type', 'DAY_1'],
        ],
      });
      const screenerCalls = async () =>
        (await stack.control.stats()).filter((r) => r.path.startsWith('/market-data/screeners/')).length;
      const before = await screenerCalls();
      const first = gainersLosersResponseSchema.parse(
        (await stack.send('GET', '/api/screeners/gainers-losers?rank_type=DAY_1')).json(),
      );
      expect(first.rows.length).toBeGreaterThan(150);
      const again = gainersLosersResponseSchema.parse(
        (await stack.send('GET', '/api/screeners/gainers-losers?rank_type=DAY_1')).json(),
      );
      expect(again.fetched_at).toBe(first.fetched_at);
      expect(await screenerCalls()).toBe(before + 1);
      // Sector pages: the provider's key goes back as it came, and the pages add up to all 11 sectors.
      const page1 = marketSectorsResponseSchema.parse(
        (await stack.send('GET', '/api/screeners/market-sectors?agg_type=VOLUME')).json(),
      );
      expect(page1.pagination_key).toBeDefined();
      const page2 = marketSectorsResponseSchema.parse(
        (
          await stack.send(
            'GET',
            `/api/screeners/market-sectors?agg_type=VOLUME&pagination_key=${page1.pagination_key ?? ''}`,
          )
        ).json(),
      );
      expect([...page1.sectors, ...page2.sectors].map((s) => s.id)).toHaveLength(11);
      expect(page2.pagination_key).toBeUndefined();
    } finally {
      await stack.stop();
    }
  },
  PACED_MS,
);
