import { createSeedState } from './accounts/seed-state';
import { parseSimulatorConfig, type SimulatorConfig } from './config';
import { createMarketClock, type MarketClock } from './control/market-clock';
import { listenTradeEvents } from './events/grpc-listener';
import { createTradeEventBus } from './events/trade-event-bus';
import { buildSimulatorServer } from './http/app';
import { createMarket } from './market/market';
import { MQTT_WS_PATH } from './mqtt/ws-upgrade';
import { closeServer, listenMqttTcp } from './mqtt/tcp-listener';
import { watchParentLink } from './parent-link';
import { loadInitialState } from './state/load-initial-state';
import { createStateStore } from './state/state-store';

/** Process entry: `npm run sim`. Prints human lines and one `SIM_READY {...}` machine line. */
async function main(): Promise<void> {
  const parsed = parseSimulatorConfig(process.env);
  if (!parsed.ok) {
    process.stderr.write(
      `Simulator not started; fix these variables:\n${parsed.errors.map((e) => `  ${e}\n`).join('')}`,
    );
    process.exit(2);
  }
  const config = parsed.config;
  // Until the servers listen there is nothing to close; from then on `stop` closes them.
  let stop: () => void = () => process.exit(0);
  if (config.parentFd !== null) {
    // Started by the BFF: ends with it, however it ends (docs/architecture.md#process-lifetimes).
    try {
      watchParentLink(config.parentFd, () => {
        stop();
      });
    } catch (error) {
      process.stderr.write(
        `Simulator not started: SIM_PARENT_FD ${String(config.parentFd)} is not an open pipe (${error instanceof Error ? error.message : String(error)}).\n`,
      );
      process.exit(2);
    }
  }
  const market = createMarket({ seed: config.seed });
  const wallNow = () => Date.now();
  // A saved state names the market time it was written at: the clock starts no earlier, so the
  // calendar goes on across a restart (docs/protocol.md#a-restart-keeps-the-calendar). A new
  // state is seeded at the clock's first reading.
  let clock: MarketClock | null = null;
  const clockFrom = (notBefore: number | undefined) =>
    (clock ??= createMarketClock(wallNow, {
      replay: config.marketClock === 'replay',
      ...(notBefore === undefined ? {} : { notBefore }),
    }));
  const seedState = (nowMs: number) => createSeedState(market, nowMs);
  const initial = await loadInitialState(config.stateFile, () => seedState(clockFrom(undefined).now()));
  if (!initial.ok) {
    process.stderr.write(
      `Simulator not started: SIM_STATE_FILE ${config.stateFile ?? ''} is unreadable (${initial.reason}).\n`,
    );
    process.exit(2);
  }
  const marketClock = clockFrom(initial.state.market_time);
  const state = createStateStore(initial.state, config.stateFile, undefined, () => marketClock.now());
  if (initial.created) await state.replace(initial.state);

  // Created here so the broker (HTTP side) and the gRPC stream share the one bus.
  const tradeEvents = createTradeEventBus();
  const { app, stream, events } = buildSimulatorServer({
    market,
    state,
    seedState,
    appKey: config.appKey,
    appSecret: config.appSecret,
    wallNow,
    marketClock,
    marketDataLimit: config.marketDataLimit,
    controlEnabled: config.controlEnabled,
    resetEnabled: config.resetEnabled,
    tokenCheck: config.tokenCheck,
    pathGenerations: config.pathGenerations,
    streamIntervalMs: config.streamIntervalMs,
    streamQuiet: config.streamQuiet,
    tradeEvents,
    eventsPingMs: config.eventsPingMs,
  });
  await app.listen({ host: config.host, port: config.httpPort });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.httpPort;
  const host = formatHost(config.host);
  const mqtt = await listenMqttTcp(stream.broker, config.host, config.mqttPort);
  const grpc = await listenTradeEvents(events, config.host, config.grpcPort);
  printBanner(
    config,
    {
      http: `http://${host}:${String(port)}`,
      mqtt: `mqtt://${host}:${String(mqtt.port)}`,
      mqttWs: `ws://${host}:${String(port)}${MQTT_WS_PATH}`,
      grpc: `grpc://${host}:${String(grpc.port)}`,
    },
    marketClockLine(config, marketClock.now(), wallNow()),
  );

  stop = () => {
    // The app's close drops every MQTT connection, so the TCP server can then close; the gRPC
    // listener cancels its open calls itself.
    // The last write names the market time at the stop, where the next start resumes.
    if (config.stateFile !== null) void state.replace(state.get());
    Promise.all([app.close(), closeServer(mqtt.server), grpc.close(), state.flush()]).then(
      () => process.exit(0),
      (error: unknown) => {
        // A failed close must still end the process, and say why instead of an unhandled rejection.
        process.stderr.write(
          `Simulator did not close cleanly: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * How market time relates to the wall clock at start-up
 * (docs/decisions/0053-a-closed-market-replays-earlier-trading-days.md).
 */
function marketClockLine(config: SimulatorConfig, marketMs: number, wallMs: number): string {
  if (config.marketClock === 'wall') return 'Market time follows the wall clock (SIM_MARKET_CLOCK=wall)';
  if (Math.abs(wallMs - marketMs) < 60_000) return 'Market time follows the wall clock';
  const days = Math.round((wallMs - marketMs) / 86_400_000);
  return `The exchange is closed: market time replays the trading day(s) ${String(days)} day(s) back until it reopens`;
}

function printBanner(
  config: SimulatorConfig,
  urls: { http: string; mqtt: string; mqttWs: string; grpc: string },
  clockLine: string,
): void {
  const lines = [
    `Paper-trading simulator (seed ${String(config.seed)}) listening on ${urls.http}`,
    `MQTT streaming on ${urls.mqtt} and ${urls.mqttWs}, one push per ${String(config.streamIntervalMs)} ms per symbol and type${config.streamQuiet ? ' in a session (quiet: none while closed, echo every 60 s)' : ''}`,
    `Trade events (gRPC, plaintext) on ${urls.grpc}, a heartbeat every ${String(config.eventsPingMs)} ms`,
    config.usesDevCredentials
      ? `App key ${config.appKey}, secret ${config.appSecret} (the public development pair; set SIM_APP_KEY and SIM_APP_SECRET to change it)`
      : `App key ${config.appKey} (secret from SIM_APP_SECRET)`,
    `Market-data limit ${String(config.marketDataLimit.limit)} requests per ${String(config.marketDataLimit.windowMs / 1000)} s`,
    config.stateFile === null
      ? 'State is in memory only (set SIM_STATE_FILE to keep it)'
      : `State file ${config.stateFile}`,
    config.controlEnabled
      ? 'Control surface ON at /_control/* (tests only)'
      : config.resetEnabled
        ? 'Control surface off but for POST /_control/reset (the paper account reset)'
        : 'Control surface off',
    config.tokenCheck ? 'Token check ON: every API request needs an approved x-access-token' : 'Token check off',
    ...(config.pathGenerations === 'both'
      ? []
      : [`Only generation-${config.pathGenerations === 'v2' ? '2 (/openapi/...)' : '3'} paths are served`]),
    clockLine,
    `SIM_READY ${JSON.stringify(urls)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
