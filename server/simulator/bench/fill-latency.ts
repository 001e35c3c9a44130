import type { SubscribeResponse } from '@server/protocol/trade-events-proto';
import { signRequest } from '@server/signing/sign-request';
import { newNonce } from '@server/signing/timestamp';
import { createSeedState } from '../accounts/seed-state';
import { createMarketClock } from '../control/market-clock';
import { listenTradeEvents } from '../events/grpc-listener';
import { openSignedSubscriber } from '../events/testing/signed-subscriber';
import { buildSimulatorServer } from '../http/app';
import type { Market } from '../market/market';
import { createStateStore } from '../state/state-store';
import { ACCOUNT } from './engine-throughput';

const KEY = 'bench-key';
const SECRET = 'bench-secret';

/**
 * The simulator on 127.0.0.1 (HTTP with the control surface, gRPC stream) and one subscribed
 * grpc-js client, in this process. Returns what the latency run needs and a close.
 */
export async function startStack(market: Market, marketNowMs: number) {
  const marketClock = createMarketClock(() => Date.now());
  marketClock.pin(marketNowMs);
  const { app, events } = buildSimulatorServer({
    market,
    state: createStateStore(createSeedState(market, marketNowMs), null),
    seedState: (now) => createSeedState(market, now),
    appKey: KEY,
    appSecret: SECRET,
    wallNow: () => Date.now(),
    marketClock,
    marketDataLimit: { limit: 60, windowMs: 60_000 },
    controlEnabled: true,
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const grpc = await listenTradeEvents(events, '127.0.0.1', 0);
  const subscriber = openSignedSubscriber(`127.0.0.1:${String(grpc.port)}`, {
    appKey: KEY,
    secret: SECRET,
    accounts: [ACCOUNT],
  });
  await subscriber.until((m) => m.eventType === 0);
  // Resolves on the first message from now on that passes `check`.
  const next = (check: (m: SubscribeResponse) => boolean) => {
    const seen = subscriber.messages.length;
    return subscriber.until((m) => subscriber.messages.indexOf(m) >= seen && check(m));
  };

  const post = async (path: string, body: unknown) => {
    const text = JSON.stringify(body);
    const url = new URL(path, origin);
    const signedHeaders = path.startsWith('/_control/')
      ? { 'content-type': 'application/json' }
      : signRequest({
          host: url.host,
          path,
          query: [],
          body: text,
          appKey: KEY,
          secret: SECRET,
          algorithm: 'HMAC-SHA256',
          now: new Date(),
          nonce: newNonce(),
          apiVersion: 'v3',
        });
    const response = await fetch(url, { method: 'POST', headers: signedHeaders, body: text });
    if (!response.ok) throw new Error(`${path} answered ${String(response.status)}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  const close = async () => {
    subscriber.close();
    await grpc.close();
    await app.close();
  };
  return { post, next, close };
}
