import { liveDepthSchema, type LiveDepth } from '@contracts/stream';
import { startAedesBaseline } from './aedes-baseline';
import { startFeedStack, type FeedStack } from './feed-stack';
import { startFleet, type Fleet } from './fleet';
import { startRawBaseline } from './raw-baseline';
import { startRelayStack, type RelayStack } from './relay-stack';
import { measure, pause, subscriberCounts, type ScenarioFigures } from './scenario';

const DRAIN_MS = 2_000;

/** One server under test, started once and measured under several subscription plans. */
export interface Contender {
  /** Connects a fresh client fleet with `plan`, measures `seconds`, closes the fleet. */
  run(plan: string[][], seconds: number): Promise<ScenarioFigures>;
  close(): Promise<void>;
}

const note = (line: string) => process.stdout.write(`${line}\n`);

/**
 * One measured window over a connected fleet, the same for every contender: wait until the feed
 * has a depth value for every symbol, resume the simulator, let it settle, count what it offers
 * (each depth push x its subscribers in `plan`), then pause it; pushes already on the wire when
 * the pause lands still count, nothing after it. `expected` is what the server handed to sockets
 * (or, without a count of its own, what it was offered).
 */
async function measureOnFeed(
  source: FeedStack,
  fleet: Fleet,
  plan: string[][],
  /** `sent` is read when counting starts and when it stops. */
  run: { symbols: readonly string[]; seconds: number; sent?: () => number },
) {
  for (let waited = 0; waited < 30_000; waited += 250) {
    if (run.symbols.every((s) => source.feed.latestDepth(s) !== undefined)) break;
    await pause(250);
  }
  await source.pause(false);
  await pause(2_000);
  const counts = subscriberCounts(plan);
  let counting = false;
  let offered = 0;
  const stopListening = source.feed.onEvent((event) => {
    if (counting && event.kind === 'depth') offered += counts.get(event.symbol) ?? 0;
  });
  let before = 0;
  let after = 0;
  try {
    return await measure(fleet, {
      seconds: run.seconds,
      drainMs: DRAIN_MS,
      offered: () => offered,
      expected: () => (run.sent === undefined ? offered : after - before),
      startCounting: () => {
        before = run.sent?.() ?? 0;
        counting = true;
      },
      stopSource: async () => {
        await source.pause(true);
        await pause(200);
        counting = false;
        after = run.sent?.() ?? 0;
      },
    });
  } finally {
    stopListening();
  }
}

/**
 * The relay: the simulator pushing every `intervalMs`, the BFF's one upstream session and the
 * relay, in this process. `onSample` gets the first depth message a client received (for the
 * payload size in the report).
 */
export async function startRelayContender(
  symbols: readonly string[],
  intervalMs: number,
  onSample: (sample: LiveDepth) => void,
): Promise<Contender> {
  return relayContenderOn(await startRelayStack(intervalMs), symbols, onSample);
}

/** The relay of a stack already started (a bench that adds work beside it); closing closes the stack. */
export function relayContenderOn(
  stack: RelayStack,
  symbols: readonly string[],
  onSample: (sample: LiveDepth) => void = () => undefined,
): Contender {
  return {
    async run(plan, seconds) {
      const fleet = startFleet();
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
        if (connected.failed > 0) note(`relay: ${String(connected.failed)} clients failed to connect`);
        // The relay's counters when counting starts and when it stops.
        const read: ReturnType<typeof stack.relay.stats>[] = [];
        // Loss: frames the relay handed to sockets that no client got. Updates merged by the
        // conflation window are not lost (the newer value went out).
        const { figures, sample } = await measureOnFeed(stack, fleet, plan, {
          symbols,
          seconds,
          sent: () => {
            const stats = stack.relay.stats();
            read.push(stats);
            return stats.sent;
          },
        });
        const [start, stop] = read;
        const conflated = (stop?.conflated ?? 0) - (start?.conflated ?? 0);
        const closed = (stop?.slowDisconnects ?? 0) - (start?.slowDisconnects ?? 0);
        if (conflated + closed > 0)
          note(`relay: ${String(conflated)} conflated for slow sockets, ${String(closed)} slow sockets closed`);
        if (sample !== null) onSample(liveDepthSchema.parse(JSON.parse(sample)));
        return figures;
      } finally {
        await fleet.close();
      }
    },
    close: () => stack.close(),
  };
}

/**
 * A raw `ws` fan-out or aedes, fed from the same source as the relay: its own simulator process
 * and the BFF's MarketFeed watching the depth of every symbol. Each depth update is serialised
 * once (the same JSON the relay sends) and handed to the server: raw sends that frame to each
 * subscriber, aedes gets one `aedes.publish`.
 */
export async function startBaselineContender(
  kind: 'raw' | 'aedes',
  symbols: readonly string[],
  intervalMs: number,
): Promise<Contender> {
  const source = await startFeedStack(intervalMs);
  const server = kind === 'raw' ? await startRawBaseline() : await startAedesBaseline();
  for (const symbol of symbols) source.feed.watch(symbol, 'depth');
  const stopForwarding = source.feed.onEvent((event) => {
    if (event.kind !== 'depth') return;
    const payload = Buffer.from(JSON.stringify(event.data));
    server.publish(kind === 'raw' ? event.symbol : `depth/${event.symbol}`, payload);
  });
  return {
    async run(plan, seconds) {
      const fleet = startFleet();
      try {
        const connected = await fleet.connect({
          cmd: 'connect',
          protocol: kind === 'raw' ? 'raw' : 'mqtt',
          url: server.url,
          clients: plan.map((subscriptions) => ({
            headers: {},
            subscriptions: kind === 'raw' ? subscriptions : subscriptions.map((s) => `depth/${s}`),
          })),
        });
        if (connected.failed > 0) note(`${kind}: ${String(connected.failed)} clients failed to connect`);
        const { figures } = await measureOnFeed(source, fleet, plan, { symbols, seconds });
        return figures;
      } finally {
        await fleet.close();
      }
    },
    async close() {
      stopForwarding();
      await server.close();
      await source.close();
    },
  };
}
