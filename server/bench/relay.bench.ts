import type { LiveDepth } from '@contracts/stream';
import { startBaselineContender, startRelayContender, type Contender } from './relay/contenders';
import { startFeedStack } from './relay/feed-stack';
import { planSubscriptions, type ScenarioFigures } from './relay/scenario';
import { pickSymbols, seededRandom } from './upstream/watchlists';

// `npm run bench:relay`: what the server side costs per delivery. The simulator pushes depth
// updates through the BFF's one upstream session and the relay to 500 mqtt.js clients over
// WebSocket; then, with the same clients and topics and from the same source (a simulator read by
// the BFF's MarketFeed), a raw `ws` fan-out and an aedes broker. All on 127.0.0.1. The server under test runs in this process and its CPU time is
// read here with process.cpuUsage; the clients live in a child process (fleet.ts).
//
// 1. At one offered load that none of the three saturates: CPU ms per 1,000 deliveries, latency
//    and loss. 2. Each one's saturation point: the offered load stepped up until it falls behind.
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CLIENTS = env('BENCH_RELAY_CLIENTS', 500);
const SYMBOLS = env('BENCH_RELAY_SYMBOLS', 50);
/** The common load: 1 topic a client, one update per symbol every 100 ms: 5,000 deliveries/s. */
const PER_CLIENT = env('BENCH_RELAY_TOPICS_PER_CLIENT', 1);
const INTERVAL_MS = env('BENCH_RELAY_INTERVAL_MS', 100);
const SECONDS = env('BENCH_RELAY_SECONDS', 15);
/** Topics per client of the saturation steps, each above the common load: 10k, 20k, 40k, 80k, 150k/s. */
const STEPS = (process.env.BENCH_RELAY_STEPS ?? '2,4,8,16,30').split(',').filter(Boolean).map(Number);
const STEP_SECONDS = env('BENCH_RELAY_STEP_SECONDS', 5);
const SINGLE_SECONDS = env('BENCH_RELAY_SINGLE_SECONDS', 8);

const offeredRate = (topics: number) => (CLIENTS * topics * 1_000) / INTERVAL_MS;
const note = (line: string) => process.stdout.write(`${line}\n`);
const fixed = (n: number, digits = 1) => n.toFixed(digits);

function describe(name: string, f: ScenarioFigures): string {
  return (
    `${name}: CPU ${fixed(f.cpuMsPer1000, 2)} ms per 1,000 deliveries (${String(f.cpu.cpuMs)} ms, ${String(f.cpu.systemMs)} of it in the kernel, over ${fixed(f.cpu.wallMs / 1_000)} s, ` +
    `median ${fixed(f.cpu.coreShareMedian, 2)} of a core); ${String(f.deliveriesPerSecond)} deliveries/s; latency p50 ${fixed(f.p50Ms)} ms, ` +
    `p99 ${fixed(f.p99Ms)} ms; received ${String(f.received)} of ${String(f.expected)} (loss ${fixed(f.loss * 100, 2)} %), ` +
    `out of order ${String(f.outOfOrder)}, disconnected ${String(f.disconnected)}`
  );
}

/**
 * Kept up: the server sent (within 2 %) what it was offered, nothing was lost and the median
 * delivery was less than one feed interval behind its push. Every contender's source is a
 * simulator, a process of its own: the rate it pushes at is the upstream's, not the server's doing.
 */
const keptUp = (f: ScenarioFigures) => f.expected >= 0.98 * f.offered && f.loss === 0 && f.p50Ms < INTERVAL_MS;

interface Saturation {
  /** The highest offered load it kept up with (deliveries/s). */
  sustainedPerSecond: number;
  /** The first step it fell behind at, or null if it kept up with every step. */
  saturatedAtPerSecond: number | null;
  /** At that step: deliveries/s received, p50 and the server's median share of a core. */
  atSaturation: { deliveriesPerSecond: number; p50Ms: number; coreShareMedian: number } | null;
}

interface Plans {
  common: string[][];
  /** One client watching every symbol: what the server spends on its source, nearly no fan-out. */
  single: string[][];
  steps: { topics: number; plan: string[][] }[];
}

interface ContenderFigures {
  common: ScenarioFigures;
  /** CPU ms per second with one client watching every symbol (the source side's cost). */
  fixedCpuMsPerSecond: number;
  /** CPU per 1,000 deliveries at the common load beyond that fixed cost: the fan-out's own. */
  fanOutCpuMsPer1000: number;
  saturation: Saturation;
}

async function measureContender(name: string, contender: Contender, plans: Plans): Promise<ContenderFigures> {
  try {
    const common = await contender.run(plans.common, SECONDS);
    note(describe(`${name} at ${String(offeredRate(PER_CLIENT))}/s`, common));
    const single = await contender.run(plans.single, SINGLE_SECONDS);
    note(describe(`${name} with one client watching every symbol`, single));
    const fixedCpuMsPerSecond = Number(((single.cpu.cpuMs * 1_000) / single.cpu.wallMs).toFixed(1));
    const fanOutCpuMs = common.cpu.cpuMs - (fixedCpuMsPerSecond * common.cpu.wallMs) / 1_000;
    const fanOutCpuMsPer1000 = Number(
      ((fanOutCpuMs * 1_000) / (common.received - single.received * (common.seconds / single.seconds))).toFixed(2),
    );
    const saturation: Saturation = {
      sustainedPerSecond: keptUp(common) ? offeredRate(PER_CLIENT) : 0,
      saturatedAtPerSecond: null,
      atSaturation: null,
    };
    const figures = { common, fixedCpuMsPerSecond, fanOutCpuMsPer1000, saturation };
    if (saturation.sustainedPerSecond === 0) return figures;
    for (const { topics, plan } of plans.steps) {
      const offered = offeredRate(topics);
      const step = await contender.run(plan, STEP_SECONDS);
      note(describe(`${name} step ${String(offered)}/s`, step));
      if (!keptUp(step)) {
        saturation.saturatedAtPerSecond = offered;
        saturation.atSaturation = {
          deliveriesPerSecond: step.deliveriesPerSecond,
          p50Ms: step.p50Ms,
          coreShareMedian: step.cpu.coreShareMedian,
        };
        break;
      }
      saturation.sustainedPerSecond = offered;
    }
    return figures;
  } finally {
    await contender.close();
  }
}

async function main(): Promise<void> {
  const random = seededRandom(4);
  const probe = await startFeedStack(INTERVAL_MS);
  const symbols = pickSymbols(await probe.symbols(Number.MAX_SAFE_INTEGER), SYMBOLS, random);
  await probe.close();
  const plans = {
    common: planSubscriptions(symbols, CLIENTS, PER_CLIENT, random),
    single: [[...symbols]],
    steps: STEPS.map((topics) => ({ topics, plan: planSubscriptions(symbols, CLIENTS, topics, random) })),
  };
  note(
    `${String(CLIENTS)} clients over ${String(SYMBOLS)} symbols, one depth update per symbol every ${String(INTERVAL_MS)} ms. ` +
      `Common load: ${String(PER_CLIENT)} topics a client (${String(offeredRate(PER_CLIENT))} deliveries/s) for ${String(SECONDS)} s; ` +
      `saturation steps ${STEPS.map((t) => String(offeredRate(t))).join(', ')}/s for ${String(STEP_SECONDS)} s each.`,
  );
  let sample: LiveDepth | undefined;
  const relay = await measureContender(
    'relay',
    await startRelayContender(symbols, INTERVAL_MS, (s) => {
      sample ??= s;
    }),
    plans,
  );
  const raw = await measureContender('raw', await startBaselineContender('raw', symbols, INTERVAL_MS), plans);
  const aedes = await measureContender('aedes', await startBaselineContender('aedes', symbols, INTERVAL_MS), plans);
  const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
  const ratios = {
    cpuVsRaw: ratio(relay.common.cpuMsPer1000, raw.common.cpuMsPer1000),
    cpuVsAedes: ratio(relay.common.cpuMsPer1000, aedes.common.cpuMsPer1000),
    fanOutCpuVsRaw: ratio(relay.fanOutCpuMsPer1000, raw.fanOutCpuMsPer1000),
    fanOutCpuVsAedes: ratio(relay.fanOutCpuMsPer1000, aedes.fanOutCpuMsPer1000),
  };
  note(
    `relay CPU per delivery: ${String(ratios.cpuVsRaw)}x the raw fan-out's, ${String(ratios.cpuVsAedes)}x aedes'; ` +
      `beyond each one's source side (one client watching every symbol: relay ${String(relay.fixedCpuMsPerSecond)}, raw ${String(raw.fixedCpuMsPerSecond)}, aedes ${String(aedes.fixedCpuMsPerSecond)} CPU ms/s): ` +
      `${String(ratios.fanOutCpuVsRaw)}x raw, ${String(ratios.fanOutCpuVsAedes)}x aedes`,
  );
  const goal = { cpuVsRaw: 1.2, cpuVsAedes: Number((1 / 3).toFixed(3)), p99Ms: 25, loss: 0 };
  const keptUpAll = [relay, raw, aedes].every((c) => c.saturation.sustainedPerSecond >= offeredRate(PER_CLIENT));
  const met = {
    cpuVsRaw: ratios.cpuVsRaw <= goal.cpuVsRaw,
    cpuVsAedes: ratios.cpuVsAedes <= goal.cpuVsAedes,
    p99Ms: relay.common.p99Ms < goal.p99Ms,
    loss: relay.common.loss <= goal.loss && relay.common.disconnected === 0,
    // The CPU ratios compare like with like only if no contender saturated at the common load.
    commonLoadBelowSaturation: keptUpAll,
  };
  const setup = {
    clients: CLIENTS,
    symbols: SYMBOLS,
    intervalMs: INTERVAL_MS,
    topicsPerClient: PER_CLIENT,
    offeredPerSecond: offeredRate(PER_CLIENT),
    seconds: SECONDS,
    stepsPerSecond: STEPS.map(offeredRate),
    stepSeconds: STEP_SECONDS,
    payloadBytes: sample === undefined ? null : Buffer.byteLength(JSON.stringify(sample)),
  };
  note(
    JSON.stringify({
      bench: 'relay',
      setup,
      figures: { relay },
      baselines: { raw, aedes },
      ratios,
      goal,
      met,
      allMet: Object.values(met).every(Boolean),
    }),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
