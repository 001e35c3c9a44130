import { Client, credentials, Metadata } from '@grpc/grpc-js';
import {
  decodeSubscribeResponse,
  encodeSubscribeRequest,
  SUBSCRIBE_METHOD,
  type SubscribeResponse,
} from '@server/protocol/trade-events-proto';
import { signEventSubscription } from '@server/signing/event-signature';
import { signRequest } from '@server/signing/sign-request';
import { newNonce } from '@server/signing/timestamp';
import { createSeedState } from '../accounts/seed-state';
import { createMarketClock } from '../control/market-clock';
import { listenTradeEvents } from '../events/grpc-listener';
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
  const client = new Client(`127.0.0.1:${String(grpc.port)}`, credentials.createInsecure());
  const request = encodeSubscribeRequest({ subscribeType: 1, timestamp: Date.now(), accounts: [ACCOUNT] });
  const metadata = new Metadata();
  const signed = signEventSubscription({
    request,
    appKey: KEY,
    secret: SECRET,
    algorithm: 'HMAC-SHA256',
    now: new Date(),
    nonce: newNonce(),
  });
  for (const [name, value] of Object.entries(signed)) metadata.set(name, value);
  const call = client.makeServerStreamRequest(
    SUBSCRIBE_METHOD,
    (bytes: Uint8Array) => Buffer.from(bytes),
    (bytes: Buffer) => decodeSubscribeResponse(bytes),
    request,
    metadata,
  );
  const waiters = new Set<(message: SubscribeResponse) => void>();
  call.on('data', (message: SubscribeResponse) => {
    for (const waiter of [...waiters]) waiter(message);
  });
  call.on('error', () => undefined);
  const next = (check: (m: SubscribeResponse) => boolean) =>
    new Promise<void>((resolve) => {
      const waiter = (m: SubscribeResponse) => {
        if (!check(m)) return;
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
    });
  await next((m) => m.eventType === 0);

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
    call.cancel();
    client.close();
    await grpc.close();
    await app.close();
  };
  return { post, next, close };
}
