import type { Fleet } from './fleet';
import type { FleetReport } from './fleet-protocol';
import { newHistogram, merge, quantile } from './latency';

export interface ScenarioFigures {
  deliveriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The same, measured from the BFF's receipt (`received_at`): the relay's own share. */
  relayP50Ms: number;
  relayP99Ms: number;
  received: number;
  expected: number;
  loss: number;
  outOfOrder: number;
  disconnected: number;
  seconds: number;
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
  run: { seconds: number; drainMs: number; expected: () => number; startCounting(): void; stopSource(): Promise<void> },
): Promise<{ figures: ScenarioFigures; sample: string | null }> {
  await fleet.start();
  run.startCounting();
  const startedAt = performance.now();
  await pause(run.seconds * 1_000);
  await run.stopSource();
  const seconds = (performance.now() - startedAt) / 1_000;
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
      expected,
      loss: expected === 0 ? 1 : Math.max(0, 1 - report.received / expected),
      outOfOrder: report.outOfOrder,
      disconnected: report.disconnected,
      seconds: Number(seconds.toFixed(1)),
    },
  };
}
