import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '@server/app';
import { logInWith } from '@server/session/testing/login-test-kit';
import { LoginTokens } from '@server/session/login-tokens';
import { createBroker } from '@server/upstream/broker';
import type { UpstreamClient } from '@server/upstream/client/http-client';
import { systemClock } from '@server/shared/clock';
import type { MarketFeed } from '@server/upstream/stream/market-feed';
import { startMarketFeed } from '@server/upstream/stream/start-market-feed';
import type { BrowserApi } from './browser-api';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const quotesSchema = z.array(z.object({ symbol: z.string(), received_at: z.number() }));

/**
 * The real BFF (scheduler, caches, batching, and its one upstream stream, which the symbols
 * browsers poll ride too) driven through `app.inject()` as browsers would.
 */
export async function optimizedBff(
  client: UpstreamClient,
  stream: { mqttUrl: string; appKey: string },
): Promise<{ api: BrowserApi; app: FastifyInstance; feed: MarketFeed }> {
  const broker = createBroker({
    client,
    clock: systemClock,
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
  });
  const feed = startMarketFeed({
    client,
    broker,
    ...stream,
    silentAfterMs: 10_000,
    pollAfterMs: 5_000,
    log: (line) => {
      process.stderr.write(`feed: ${line}\n`);
    },
  });
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker,
    loginTokens: new LoginTokens(() => 'bench'),
    userId: 'key-test',
    alerts: memoryAlerts(),
  });
  // The cookie and the session's secret header, as the SPA sends them.
  const { headers } = await logInWith(app, 'bench');
  const api: BrowserApi = {
    async snapshots(symbols) {
      const response = await app.inject({ url: `/api/snapshots?symbols=${symbols.join(',')}`, headers });
      if (response.statusCode !== 200) return { status: response.statusCode, quotes: [] };
      const quotes = quotesSchema.parse(response.json()).map((q) => ({ symbol: q.symbol, receivedAt: q.received_at }));
      return { status: 200, quotes };
    },
    async bars(symbol, timespan, count) {
      const response = await app.inject({
        url: `/api/bars?symbol=${symbol}&timespan=${timespan}&count=${String(count)}`,
        headers,
      });
      return { status: response.statusCode };
    },
  };
  return { api, app, feed };
}
