import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildApp } from './app';
import { simulatorWithClient } from './bench/upstream/stack';
import { createDiagnosticsCollector } from './diagnostics/diagnostics-collector';
import { tokenSources } from './diagnostics/token-sources';
import { createUpstreamErrorLog } from './diagnostics/upstream-error-log';
import { browserRequests, logInWith } from './session/testing/login-test-kit';
import { LoginTokens } from './session/login-tokens';
import { openStore } from './store/open-store';
import { stateReached } from './testing/token-stack';
import { createBroker } from './upstream/broker';
import { createTokenKeeper, type TokenKeeper } from './upstream/access-token/token-keeper';
import { createUpstreamClient } from './upstream/client/http-client';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport, type Transport } from './upstream/client/transport';
import { createFakeFeed } from './upstream/testing/fake-feed';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const SNAPSHOTS = '/market-data/stocks/snapshots/list';

/**
 * The simulator behind a gateway that refuses snapshot calls with a message quoting the
 * `x-access-token` it was sent and an earlier token: what a provider's error text may do, and
 * what the simulator never does. Every other call reaches the simulator unchanged.
 */
function quotingGateway(earlier: string): { transport: Transport; quoted: string[] } {
  const forward = createNodeTransport();
  const quoted: string[] = [];
  const transport: Transport = async (request) => {
    if (request.url.pathname !== SNAPSHOTS) return forward(request);
    const token = request.headers['x-access-token'] ?? '';
    quoted.push(token);
    const body = JSON.stringify({
      error_code: 'ILLEGAL_PARAMETER',
      message: `x-access-token ${token} may not read snapshots (it replaced ${earlier})`,
    });
    return { status: 400, header: (name) => (name === 'x-request-id' ? `rq-${token}` : null), body };
  };
  return { transport, quoted };
}

test('a token quoted by an upstream error reaches no diagnostics snapshot, log line or answer', async () => {
  const stack = await simulatorWithClient({ SIM_TOKEN_CHECK: '1' });
  const { appKey, appSecret } = stack.credentials;
  const dataDir = mkdtempSync(join(tmpdir(), 'token-redaction-'));
  const store = await openStore({ kind: 'sqlite', dataDir });
  let keeper: TokenKeeper | null = null;
  try {
    // A token kept from an earlier run, which the provider no longer knows: the keeper checks it,
    // hears INVALID and creates a new one, so it has had two.
    const earlier = `earlier-${randomBytes(12).toString('hex')}`;
    await store.tokens.saveToken(
      'key-test',
      { token: earlier, expiresAt: Date.now() + 3_600_000, status: 'NORMAL' },
      0,
    );
    const gateway = quotingGateway(earlier);
    // Wired as server/build-bff.ts wires them (the secrets, the error log, the app's redaction).
    const secrets = () => [appKey, appSecret, ...(keeper?.knownTokens() ?? [])];
    const errors = createUpstreamErrorLog({ redact: secrets });
    const client = createUpstreamClient({
      baseUrl: stack.sim.ready.http,
      appKey,
      appSecret,
      algorithm: 'HMAC-SHA256',
      generation: 'v3',
      transport: gateway.transport,
      now: Date.now,
      clockSkew: stack.clockSkew,
      accessToken: {
        forRequest: () => keeper?.forRequest() ?? Promise.resolve(null),
        refused: (token) => keeper?.refused(token),
      },
      onFailure: (failure) => {
        errors.record(failure);
      },
    });
    const keeperLines: string[] = [];
    keeper = createTokenKeeper({
      client,
      records: store.tokens,
      userId: 'key-test',
      clock: systemClock,
      pollMs: 100,
      log: (line) => keeperLines.push(line),
    });
    const broker = createBroker({
      client,
      clock: systemClock,
      info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
    });
    const diagnostics = createDiagnosticsCollector({
      connection: {
        mode: 'paper',
        region: 'simulator',
        host: new URL(stack.sim.ready.http).host,
        path_generation: 'v3',
      },
      scheduler: broker.scheduler,
      errors,
      feed: createFakeFeed(),
      tradeEvents: null,
      clockSkew: stack.clockSkew,
      ...tokenSources(keeper),
      clock: systemClock,
    });
    const logLines: string[] = [];
    const app = await buildApp({
      config: { allowedOrigins: ['http://dash.test'], serveSpa: false },
      broker,
      loginTokens: new LoginTokens(() => 'tok'),
      userId: 'key-test',
      alerts: memoryAlerts(),
      accessToken: keeper,
      diagnostics,
      logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
      redact: secrets,
    });
    try {
      const request = browserRequests(app, await logInWith(app, 'tok'));
      await keeper.start();
      await stateReached(keeper, 'pending');
      await stack.control.token.approve();
      await stateReached(keeper, 'normal');
      const current = await keeper.forRequest();
      expect(current).not.toBeNull();
      expect(current).not.toBe(earlier);

      const answer = await request('GET', '/api/snapshots?symbols=AAPL');
      expect(answer.statusCode).toBe(502);
      // The gateway did quote the token in use: the path below was fed it.
      expect(gateway.quoted).toContain(current);

      const failureLines = logLines.filter((line) => line.includes('GET /api/snapshots'));
      expect(failureLines).toHaveLength(1);
      expect(failureLines[0]).toContain('x-access-token [redacted] may not read snapshots (it replaced [redacted])');
      const snapshot = diagnostics.snapshot();
      expect(snapshot.errors[0]).toMatchObject({
        operation: 'getSnapshots',
        message: 'x-access-token [redacted] may not read snapshots (it replaced [redacted])',
        request_id: 'rq-[redacted]',
      });
      const seen = {
        'the diagnostics snapshot': JSON.stringify(snapshot),
        'the log': logLines.join('\n'),
        "the keeper's log": keeperLines.join('\n'),
        'the answer to the browser': answer.body,
      };
      for (const [where, text] of Object.entries(seen)) {
        for (const secret of [current ?? '', earlier, appKey, appSecret])
          expect(text, `${where} holds a secret`).not.toContain(secret);
      }
    } finally {
      diagnostics.close();
      await app.close();
    }
  } finally {
    keeper?.close();
    await store.close();
    await stack.sim.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
