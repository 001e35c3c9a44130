import { z } from 'zod';

const statsSchema = z.object({
  requests: z.array(z.object({ at: z.number(), path: z.string(), group: z.string().nullable(), status: z.number() })),
});
export type SimulatorRequestRecord = z.infer<typeof statsSchema>['requests'][number];

/**
 * A client for the simulator's test-only control surface (SIM_CONTROL=1): plain JSON, unsigned.
 * Used by integration tests and the upstream bench to inject faults and count what the BFF sent.
 */
export function simulatorControl(baseUrl: string) {
  async function post(path: string, body: unknown): Promise<void> {
    const response = await fetch(new URL(path, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path} answered ${String(response.status)}: ${await response.text()}`);
  }
  return {
    reset: () => post('/_control/reset', {}),
    faults: (faults: { latencyMs?: number; fail429?: number; fail5xx?: number; retryAfterSeconds?: number }) => post('/_control/faults', faults),
    async stats(): Promise<SimulatorRequestRecord[]> {
      const response = await fetch(new URL('/_control/stats', baseUrl));
      return statsSchema.parse(await response.json()).requests;
    },
  };
}

/** The most timestamps found in any window of `windowMs` (a window starting at each timestamp). */
export function maxInAnyWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start += 1;
    best = Math.max(best, end - start + 1);
  }
  return best;
}
