import { liveDepthSchema, type LiveDepth } from '@contracts/stream';
import { startAedesBaseline } from './relay/aedes-baseline';
import { startFleet, type Fleet } from './relay/fleet';
import { startRawBaseline } from './relay/raw-baseline';
import { startRelayStack } from './relay/relay-stack';
import { measure, pause, planSubscriptions, subscriberCounts, type ScenarioFigures } from './relay/scenario';
import { startSyntheticFeed } from './relay/synthetic-feed';
import { pickSymbols, seededRandom } from './upstream/watchlists';

// `npm run bench:relay`: the simulator pushing a sustained feed through the BFF's one upstream
// session and the relay to 500 mqtt.js clients over WebSocket; then, at the same message rate
// and size, a raw `ws` fan-out and an aedes broker over WebSocket. All on 127.0.0.1. The clients
// live in one child process (fleet.ts) so the servers measured keep their own event loop.
// Throughput is compared at a load at least one of the three cannot sustain (printed); latency
// and loss are measured in a second relay run at a load the clients keep up with.
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CLIENTS = env('BENCH_RELAY_CLIENTS', 500);
const SYMBOLS = env('BENCH_RELAY_SYMBOLS', 50);
/** 30 topics a client, 150,000 deliveries a second offered: more than any of the three sustains on 2 cores. */
const PER_CLIENT = env('BENCH_RELAY_TOPICS_PER_CLIENT', 30);
/** The latency run: a load the client side keeps up with, so latency is the servers', not a queue at the clients. */
const LATENCY_PER_CLIENT = env('BENCH_RELAY_LATENCY_TOPICS_PER_CLIENT', 1);
const INTERVAL_MS = env('BENCH_RELAY_INTERVAL_MS', 100);
const SECONDS = env('BENCH_RELAY_SECONDS', 20);
const DRAIN_MS = 2_000;

function describe(name: string, f: ScenarioFigures): string {
  return (
    `${name}: ${String(f.deliveriesPerSecond)} deliveries/s over ${String(f.seconds)} s; latency from upstream push p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms` +
    ` (from BFF receipt p50 ${f.relayP50Ms.toFixed(1)}, p99 ${f.relayP99Ms.toFixed(1)}); received ${String(f.received)} of ${String(f.expected)} (loss ${(f.loss * 100).toFixed(2)} %),` +
    ` out of order ${String(f.outOfOrder)}, disconnected ${String(f.disconnected)}`
  );
}

async function runRelay(
  fleet: Fleet,
  plan: string[][],
  symbols: string[],
): Promise<{ figures: ScenarioFigures; sample: LiveDepth }> {
  const stack = await startRelayStack(INTERVAL_MS);
  try {
    const clients = [];
    for (const subscriptions of plan) {
      const { cookie, secret } = await stack.login();
      clients.push({
        headers: { cookie, origin: stack.origin },
        password: secret,
        subscriptions: subscriptions.map((s) => `depth/${s}`),
      });
    }
    const connected = await fleet.connect({ cmd: 'connect', protocol: 'mqtt', url: stack.url, clients });
    process.stdout.write(
      `relay: ${String(connected.clients)} clients connected (${String(connected.failed)} failed); waiting for every symbol to stream...\n`,
    );
    for (
      let waited = 0;
      waited < 30_000 && !symbols.every((s) => stack.feed.latestDepth(s) !== undefined);
      waited += 250
    )
      await pause(250);
    await pause(2_000);
    const counts = subscriberCounts(plan);
    let counting = false;
    let offered = 0;
    let upstream = 0;
    stack.feed.onEvent((event) => {
      if (!counting || event.kind !== 'depth') return;
      upstream += 1;
      offered += counts.get(event.symbol) ?? 0;
    });
    const before = stack.relay.stats();
    let after = before;
    const { figures, sample } = await measure(fleet, {
      seconds: SECONDS,
      drainMs: DRAIN_MS,
      // Loss: frames the relay handed to sockets that no client got. Updates merged by the
      // conflation window are not lost (the newer value went out); they are reported apart.
      expected: () => after.sent - before.sent,
      startCounting: () => {
        counting = true;
      },
      // Pushes already on the wire when the pause lands still count; nothing after it.
      stopSource: async () => {
        await stack.pause(true);
        await pause(200);
        counting = false;
        after = stack.relay.stats();
      },
    });
    const merged = upstream - (after.encoded - before.encoded);
    process.stdout.write(
      `relay: ${String(upstream)} upstream depth pushes (${String(offered)} deliveries offered), ${String(Math.max(0, merged))} merged by the conflation window, ${String(after.conflated - before.conflated)} conflated for slow sockets, ${String(after.slowDisconnects - before.slowDisconnects)} slow sockets closed\n`,
    );
    await fleet.close();
    if (sample === null) throw new Error('the relay delivered nothing');
    return { figures, sample: liveDepthSchema.parse(JSON.parse(sample)) };
  } finally {
    await stack.close();
  }
}

async function runBaseline(
  fleet: Fleet,
  kind: 'raw' | 'aedes',
  plan: string[][],
  symbols: string[],
  sample: LiveDepth,
): Promise<ScenarioFigures> {
  const server = kind === 'raw' ? await startRawBaseline() : await startAedesBaseline();
  try {
    const clients = plan.map((subscriptions) => ({
      headers: {},
      subscriptions: kind === 'raw' ? subscriptions : subscriptions.map((s) => `depth/${s}`),
    }));
    const connected = await fleet.connect({
      cmd: 'connect',
      protocol: kind === 'raw' ? 'raw' : 'mqtt',
      url: server.url,
      clients,
    });
    process.stdout.write(
      `${kind}: ${String(connected.clients)} clients connected (${String(connected.failed)} failed)\n`,
    );
    const counts = subscriberCounts(plan);
    let counting = false;
    let expected = 0;
    const source = startSyntheticFeed({
      sample,
      symbols,
      intervalMs: INTERVAL_MS,
      sink: (symbol, payload) => {
        if (counting) expected += counts.get(symbol) ?? 0;
        server.publish(kind === 'raw' ? symbol : `depth/${symbol}`, payload);
      },
    });
    await pause(2_000);
    const { figures } = await measure(fleet, {
      seconds: SECONDS,
      drainMs: DRAIN_MS,
      expected: () => expected,
      startCounting: () => {
        counting = true;
      },
      stopSource: () => {
        source.stop();
        counting = false;
        return Promise.resolve();
      },
    });
    await fleet.close();
    return figures;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const random = seededRandom(4);
  const probe = await startRelayStack(INTERVAL_MS);
  const symbols = pickSymbols(await probe.symbols(Number.MAX_SAFE_INTEGER), SYMBOLS, random);
  await probe.close();
  const plan = planSubscriptions(symbols, CLIENTS, PER_CLIENT, random);
  const easyPlan = planSubscriptions(symbols, CLIENTS, LATENCY_PER_CLIENT, random);
  const offeredRate = (topics: number) => (CLIENTS * topics * 1_000) / INTERVAL_MS;
  const offered = (topics: number) => String(offeredRate(topics));
  process.stdout.write(
    `Throughput: ${String(CLIENTS)} clients, ${String(PER_CLIENT)} depth topics each over ${String(SYMBOLS)} symbols, one update per symbol every ${String(INTERVAL_MS)} ms (${offered(PER_CLIENT)} deliveries/s offered), ${String(SECONDS)} s per scenario.\n`,
  );
  const relay = await runRelay(startFleet(), plan, symbols);
  process.stdout.write(`${describe('relay (simulator -> BFF feed -> relay)', relay.figures)}\n`);
  const raw = await runBaseline(startFleet(), 'raw', plan, symbols, relay.sample);
  process.stdout.write(`${describe('raw ws fan-out', raw)}\n`);
  const aedes = await runBaseline(startFleet(), 'aedes', plan, symbols, relay.sample);
  process.stdout.write(`${describe('aedes over WebSocket', aedes)}\n`);
  process.stdout.write(
    `Latency: the same clients with ${String(LATENCY_PER_CLIENT)} topic(s) each (${offered(LATENCY_PER_CLIENT)} deliveries/s offered).\n`,
  );
  const easy = await runRelay(startFleet(), easyPlan, symbols);
  process.stdout.write(`${describe('relay at a load the clients keep up with', easy.figures)}\n`);
  const ratios = {
    throughputVsRaw: Number((relay.figures.deliveriesPerSecond / raw.deliveriesPerSecond).toFixed(2)),
    throughputVsAedes: Number((relay.figures.deliveriesPerSecond / aedes.deliveriesPerSecond).toFixed(2)),
  };
  process.stdout.write(
    `ratios: ${String(ratios.throughputVsRaw)}x the raw fan-out, ${String(ratios.throughputVsAedes)}x aedes\n`,
  );
  // Kept up: its source sent the offered rate (within 2 %), nothing was lost and the median
  // delivery was less than one feed interval behind its push. A contender that did not is
  // saturated (its server or its clients queue), and its deliveries per second are its capacity;
  // if none is, the ratios measure the offered load and say nothing (raise the load).
  const keptUp = (f: ScenarioFigures) =>
    f.expected / f.seconds >= 0.98 * offeredRate(PER_CLIENT) && f.loss === 0 && f.p50Ms < INTERVAL_MS;
  const saturated = { relay: !keptUp(relay.figures), raw: !keptUp(raw), aedes: !keptUp(aedes) };
  process.stdout.write(
    `saturated at ${offered(PER_CLIENT)} deliveries/s offered: relay ${String(saturated.relay)}, raw ${String(saturated.raw)}, aedes ${String(saturated.aedes)}${Object.values(saturated).some(Boolean) ? '' : ' (none: the ratios measure the offered load, not capacity)'}\n`,
  );
  const goal = { throughputVsRaw: 0.8, throughputVsAedes: 3, p99Ms: 25, loss: 0 };
  const met = {
    throughputVsRaw: ratios.throughputVsRaw >= goal.throughputVsRaw,
    throughputVsAedes: ratios.throughputVsAedes >= goal.throughputVsAedes,
    p99Ms: easy.figures.p99Ms < goal.p99Ms,
    loss: easy.figures.loss <= goal.loss && easy.figures.disconnected === 0,
  };
  const setup = {
    clients: CLIENTS,
    symbols: SYMBOLS,
    topicsPerClient: PER_CLIENT,
    latencyTopicsPerClient: LATENCY_PER_CLIENT,
    intervalMs: INTERVAL_MS,
    seconds: SECONDS,
    offeredPerSecond: offeredRate(PER_CLIENT),
    latencyOfferedPerSecond: offeredRate(LATENCY_PER_CLIENT),
    payloadBytes: Buffer.byteLength(JSON.stringify(relay.sample)),
  };
  process.stdout.write(
    `${JSON.stringify({ bench: 'relay', setup, figures: { throughput: relay.figures, latency: easy.figures }, baselines: { raw, aedes }, saturated, ratios, goal, met, allMet: Object.values(met).every(Boolean) })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
