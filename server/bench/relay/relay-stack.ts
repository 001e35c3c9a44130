import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { attachRelay, type Relay } from '@server/relay/attach-relay';
import { createHostAllowlist } from '@server/session/host-allowlist';
import { logInWith } from '@server/session/testing/login-test-kit';
import { LoginTokens } from '@server/session/login-tokens';
import { SessionStore } from '@server/session/session-store';
import { systemClock } from '@server/shared/clock';
import { startFeedStack, type FeedStack } from './feed-stack';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

export interface RelayStack extends FeedStack {
  relay: Relay;
  app: FastifyInstance;
  /** ws://.../mqtt on the BFF. */
  url: string;
  origin: string;
  /** Signs a browser in (one session per call): its cookie header and the secret the SPA sends as the MQTT password. */
  login(): Promise<{ cookie: string; secret: string }>;
}

/**
 * The production path end to end: the feed stack (simulator and the BFF's one upstream session)
 * and the relay on top of it, all on loopback.
 */
export async function startRelayStack(intervalMs: number): Promise<RelayStack> {
  const source = await startFeedStack(intervalMs);
  const { broker, feed } = source;
  let n = 0;
  const tokens = new LoginTokens(() => `bench-${String(++n)}`);
  // The relay attached here exactly as buildApp attaches it, so the bench can read its counters.
  const sessions = new SessionStore(systemClock);
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker,
    loginTokens: tokens,
    userId: 'key-test',
    alerts: memoryAlerts(),
    sessions,
    logger: { level: 'warn' },
  });
  const hosts = createHostAllowlist(app.server, undefined);
  const relay = attachRelay(app.server, {
    feed,
    sessions,
    hosts,
    allowedOrigins: [],
    log: (line) => {
      process.stderr.write(`${line}\n`);
    },
  });
  app.addHook('preClose', async () => {
    await relay.close();
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    ...source,
    relay,
    app,
    url: `${base.replace('http:', 'ws:')}/mqtt`,
    origin: base,
    async login() {
      const { cookie, secret } = await logInWith(app, tokens.current());
      return { cookie, secret };
    },
    async close() {
      await app.close();
      await source.close();
    },
  };
}
