import type { Fleet } from './fleet';
import type { FleetReport } from './fleet-protocol';
import { newHistogram, merge, quantile } from './latency';
import { startCpuWindow, type CpuFigures } from './server-cpu';

export interface ScenarioFigures {
  deliveriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The same, measured from the BFF's receipt (`received_at`): the relay's own share. */
  relayP50Ms: number;
  relayP99Ms: number;
  received: number;
  /** Deliveries the server was offered in the window (its source's updates x their subscribers). */
  offered: number;
  /** Deliveries the server handed to sockets (relay) or its source sent to subscribed topics (baselines). */
  expected: number;
  loss: number;
  outOfOrder: number;
  disconnected: number;
  seconds: number;
  /** The server process's CPU over the measured window (not the drain). */
  cpu: CpuFigures;
  /** Its CPU time per 1,000 deliveries the clients received, ms. */
  cpuMsPer1000: number;
}

/** Per client, the symbols it watches: `perClient` of `symbols`, drawn with a seeded generator. */
export function planSubscriptions(
  symbols: readonly string[],
  clients: number,
  perClient: number,
  random: () => number,
): string[][] {
  return Array.from({ length: clients }, () => {
    const pool = [...symbols];
    const picked: string[] = [];
    while (picked.length < perClient && pool.length > 0)
      picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
    return picked;
  });
}

export function subscriberCounts(plan: readonly string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const symbols of plan) for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One measured run: the fleet starts counting, the source runs for `seconds`, then the source is
 * stopped and in-flight messages are given `drainMs` before the fleet reports. Loss compares what
 * the clients got with what the source sent to their topics while counting.
 */
export async function measure(
  fleet: Fleet,
  run: {
    seconds: number;
    drainMs: number;
    offered: () => number;
    expected: () => number;
    startCounting(): void;
    stopSource(): Promise<void>;
  },
): Promise<{ figures: ScenarioFigures; sample: string | null }> {
  await fleet.start();
  run.startCounting();
  const cpuWindow = startCpuWindow();
  const startedAt = performance.now();
  await pause(run.seconds * 1_000);
  const cpu = cpuWindow.stop();
  // The window ends here: what stopSource waits for afterwards is frames already sent.
  const seconds = (performance.now() - startedAt) / 1_000;
  await run.stopSource();
  await pause(run.drainMs);
  const report: Extract<FleetReport, { kind: 'stopped' }> = await fleet.stop();
  const latency = newHistogram();
  merge(latency, report.latency);
  const relayLatency = newHistogram();
  merge(relayLatency, report.relayLatency);
  const expected = run.expected();
  return {
    sample: report.sample,
    figures: {
      deliveriesPerSecond: Math.round(report.received / seconds),
      p50Ms: quantile(latency, 0.5),
      p99Ms: quantile(latency, 0.99),
      relayP50Ms: quantile(relayLatency, 0.5),
      relayP99Ms: quantile(relayLatency, 0.99),
      received: report.received,
      offered: run.offered(),
      expected,
      loss: expected === 0 ? 1 : Math.max(0, 1 - report.received / expected),
      outOfOrder: report.outOfOrder,
      disconnected: report.disconnected,
      seconds: Number(seconds.toFixed(1)),
      cpu,
      cpuMsPer1000: report.received === 0 ? Number.NaN : Number(((cpu.cpuMs * 1_000) / report.received).toFixed(2)),
    },
  };
}
