import type { Page } from '@playwright/test';
import { z } from 'zod';

const profileSchema = z.object({
  profile: z.object({
    nodes: z.array(
      z.object({
        id: z.number(),
        callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
      }),
    ),
    samples: z.array(z.number()).optional(),
    timeDeltas: z.array(z.number()).optional(),
  }),
});

/** With BENCH_PROFILE=1: samples the page's main thread and prints the functions with the most self time. */
export async function profileWhile(page: Page, run: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await run();
  const { profile } = profileSchema.parse(await cdp.send('Profiler.stop'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const frame = byId.get(id);
    const name =
      frame === undefined
        ? '?'
        : `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${String(frame.lineNumber)}`;
    self.set(name, (self.get(name) ?? 0) + (deltas[i] ?? 0) / 1_000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [name, ms] of top) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
}
