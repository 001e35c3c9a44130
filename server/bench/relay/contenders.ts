import { liveDepthSchema, type LiveDepth } from '@contracts/stream';
import { startAedesBaseline } from './aedes-baseline';
import { startFleet } from './fleet';
import { startRawBaseline } from './raw-baseline';
import { startRelayStack } from './relay-stack';
import { measure, pause, subscriberCounts, type ScenarioFigures } from './scenario';
import { startSyntheticFeed } from './synthetic-feed';

const DRAIN_MS = 2_000;

/** One server under test, started once and measured under several subscription plans. */
export interface Contender {
  /** Connects a fresh client fleet with `plan`, measures `seconds`, closes the fleet. */
  run(plan: string[][], seconds: number): Promise<ScenarioFigures>;
  close(): Promise<void>;
}

const note = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The relay: the simulator pushing every `intervalMs`, the BFF's one upstream session and the
 * relay, in this process. `onSample` gets the first depth message a client received, which the
 * baselines then copy so they send messages of the same size.
 */
export async function startRelayContender(
  symbols: readonly string[],
  intervalMs: number,
  onSample: (sample: LiveDepth) => void,
): Promise<Contender> {
  const stack = await startRelayStack(intervalMs);
  let streaming = false;
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
        for (let waited = 0; !streaming && waited < 30_000; waited += 250) {
          streaming = symbols.every((s) => stack.feed.latestDepth(s) !== undefined);
          if (!streaming) await pause(250);
        }
        await stack.pause(false);
        await pause(2_000);
        const counts = subscriberCounts(plan);
        let counting = false;
        let offered = 0;
        const stopListening = stack.feed.onEvent((event) => {
          if (counting && event.kind === 'depth') offered += counts.get(event.symbol) ?? 0;
        });
        let before = stack.relay.stats();
        let after = before;
        const { figures, sample } = await measure(fleet, {
          seconds,
          drainMs: DRAIN_MS,
          // Loss: frames the relay handed to sockets that no client got. Updates merged by the
          // conflation window are not lost (the newer value went out).
          offered: () => offered,
          expected: () => after.sent - before.sent,
          startCounting: () => {
            before = stack.relay.stats();
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
        stopListening();
        const conflated = after.conflated - before.conflated;
        const closed = after.slowDisconnects - before.slowDisconnects;
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

/** A raw `ws` fan-out or aedes, fed copies of the relay's `sample` at the same rate. */
export async function startBaselineContender(
  kind: 'raw' | 'aedes',
  symbols: readonly string[],
  intervalMs: number,
  sample: () => LiveDepth,
): Promise<Contender> {
  const server = kind === 'raw' ? await startRawBaseline() : await startAedesBaseline();
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
        const counts = subscriberCounts(plan);
        let counting = false;
        let expected = 0;
        const source = startSyntheticFeed({
          sample: sample(),
          symbols,
          intervalMs,
          sink: (symbol, payload) => {
            if (counting) expected += counts.get(symbol) ?? 0;
            server.publish(kind === 'raw' ? symbol : `depth/${symbol}`, payload);
          },
        });
        await pause(2_000);
        const { figures } = await measure(fleet, {
          seconds,
          drainMs: DRAIN_MS,
          offered: () => expected,
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
        return figures;
      } finally {
        await fleet.close();
      }
    },
    close: () => server.close(),
  };
}
