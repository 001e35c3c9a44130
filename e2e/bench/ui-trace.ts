import type { Page } from '@playwright/test';
import { z } from 'zod';

const eventSchema = z.object({
  name: z.string(),
  ph: z.string(),
  pid: z.number(),
  tid: z.number(),
  dur: z.number().optional(),
  args: z.record(z.string(), z.unknown()).optional(),
});
const NAMED_STEPS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'UpdateLayer',
  'HitTest',
]);

/**
 * With BENCH_TRACE=1: records the page's main thread with the DevTools timeline categories and
 * prints where its time went (script, style, layout, paint...), summed per step name.
 */
export async function traceWhile(page: Page, run: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const events: z.infer<typeof eventSchema>[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const raw of value) {
      const parsed = eventSchema.safeParse(raw);
      if (parsed.success) events.push(parsed.data);
    }
  });
  const done = new Promise<void>((resolve) => {
    cdp.once('Tracing.tracingComplete', () => {
      resolve();
    });
  });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.ph === 'M' && JSON.stringify(e.args).includes('CrRendererMain'),
  );
  const total = new Map<string, number>();
  for (const e of events) {
    if (main === undefined || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e.dur === undefined) continue;
    if (e.name === 'RunTask') total.set('(all tasks)', (total.get('(all tasks)') ?? 0) + e.dur / 1_000);
    if (NAMED_STEPS.has(e.name)) total.set(e.name, (total.get(e.name) ?? 0) + e.dur / 1_000);
  }
  for (const [name, ms] of [...total.entries()].sort((a, b) => b[1] - a[1]))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
}
