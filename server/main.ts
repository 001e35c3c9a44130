import { existsSync } from 'node:fs';
import { buildBff } from './build-bff';
import type { Config } from './config/config';
import { ConfigError, loadConfig } from './config/load-config';
import { LOGIN_LINK_TTL_MS, LoginTokens } from './session/login-tokens';
import { newToken } from './session/secrets';
import { connectUpstream } from './connect-upstream';
import { createShutdown } from './shutdown';
import { openStore, type Store } from './store/open-store';
import { StoreError } from './store/store-error';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from './upstream/client/transport';

/** Process entry of the BFF: `npm start` / `npm run dev`. */
async function main(): Promise<void> {
  // A local .env (never committed) holds a user's keys; the real environment still wins.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = readConfig();
  // The journal first: a corrupt or locked database stops start-up before anything is spawned.
  const store = await openStoreOrExit(config);
  const upstream = await connectUpstream(config, {
    onLine: (line) => {
      process.stdout.write(`[simulator] ${line}\n`);
    },
    onErrorLine: (line) => {
      process.stderr.write(`[simulator] ${line}\n`);
    },
  });
  // Registered before anything else can fail (a busy port, say): never leave the simulator running.
  process.once('exit', () => upstream.simulator?.child.kill('SIGTERM'));
  const mode = config.upstream.mode;
  let baseUrl = '';
  const loginUrl = (token: string) => `${config.publicUrl ?? baseUrl}/login?token=${token}`;
  const loginTokens = new LoginTokens(newToken, (token, reason) => {
    const said =
      reason === 'expired'
        ? `A login link was opened after it expired. Sign in with this fresh one within ${String(LOGIN_LINK_TTL_MS / 60_000)} minutes: ${loginUrl(token)}`
        : `Login link used. Another browser can sign in with: ${loginUrl(token)}`;
    print(said, `BFF_LOGIN ${JSON.stringify({ loginUrl: loginUrl(token) })}`);
  });
  const { app, accessToken, diagnostics, feed, trading, alerts } = await buildBff({
    config,
    upstream,
    store,
    transport: createNodeTransport(),
    clock: systemClock,
    loginTokens,
    log: (source, line) => {
      // The stream, the trade events and the alerts report trouble; the token keeper what the trader must do, and
      // the upstream which path generation it found.
      (source === 'token' || source === 'upstream' ? process.stdout : process.stderr).write(`[${source}] ${line}\n`);
    },
    logger: { level: 'warn' },
    ...(upstream.simulator === null ? {} : { starterWatchlist: { newAccount: upstream.newPaperAccount } }),
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  baseUrl = `http://${displayHost(config.host)}:${String(port)}`;

  // Each part closes even when one before it fails; a failure is said, never an unhandled rejection.
  const shutdown = createShutdown(
    [
      { name: 'the HTTP server', run: () => app.close() },
      // Before the feed and the store: a firing being claimed is written, then nothing is judged.
      { name: 'the alerts', run: () => alerts.close() },
      {
        name: 'the token keeper',
        run: () => {
          accessToken.close();
        },
      },
      {
        name: 'the diagnostics',
        run: () => {
          diagnostics.close();
        },
      },
      { name: 'the market feed', run: () => feed.close() },
      { name: 'the trade events', run: () => trading.close() },
      { name: 'the order journal', run: () => store.close() },
      { name: 'the simulator', run: () => upstream.simulator?.stop() },
    ],
    {
      exit: (code) => process.exit(code),
      log: (line) => process.stderr.write(`${line}\n`),
    },
  );
  const stop = (code: number) => shutdown.stop(code);
  // Every signal, not once: under npm run dev a second SIGTERM comes while the first is stopping, and
  // a once-listener would leave it to Node's default, which ends the process mid-shutdown.
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  upstream.simulator?.child.once('exit', (code) => {
    // Stopping the simulator above fires its 'exit' too; that is not a crash.
    if (shutdown.stopping) return;
    process.stderr.write(`The simulator stopped unexpectedly (code ${String(code)}); stopping the dashboard.\n`);
    void stop(1);
  });

  const ready = {
    url: baseUrl,
    loginUrl: loginUrl(loginTokens.current()),
    mode,
    simulator:
      upstream.simulator === null ? null : { http: upstream.baseUrl, mqtt: upstream.mqttUrl, grpc: upstream.eventsUrl },
  };
  print(
    mode === 'paper'
      ? 'Dashboard in PAPER mode (simulated broker, no real money).'
      : `Dashboard in LIVE mode against ${upstream.baseUrl}.`,
    `Listening on ${baseUrl}`,
    `Orders journaled in ${store.where}`,
    ...paperAccountLine(config),
    // Last and set apart, so it is found at once however much was printed before.
    '',
    `  Open ${ready.loginUrl}`,
    `  (The link works once, within ${String(LOGIN_LINK_TTL_MS / 60_000)} minutes; opening it later prints a fresh one.)`,
    '',
    `BFF_READY ${JSON.stringify(ready)}`,
  );
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
    process.exit(2);
  }
}

async function openStoreOrExit(config: Config): Promise<Store> {
  try {
    return await openStore(config.store);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

/** Where the paper account is kept, and how to start it over (docs/store.md#the-data-directory). */
function paperAccountLine(config: Config): string[] {
  if (config.upstream.mode !== 'paper') return [];
  const { stateFile, dataDir } = config.upstream.simulator;
  const where = stateFile ?? dataDir;
  if (where === null) return [];
  return [`Paper account kept in ${where} across restarts ("Reset paper account" in the Layout menu starts over).`];
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function print(...lines: string[]): void {
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The dashboard server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
