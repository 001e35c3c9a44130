import type { Page } from '@playwright/test';
import { z } from 'zod';

/**
 * Runs in the page before any script: long tasks (PerformanceObserver 'longtask', the
 * browser's own > 50 ms definition) and every animation frame's time, while a window is open.
 * Plain text, so the TypeScript loader cannot add helpers the page does not have.
 */
export const PAGE_METRICS_SCRIPT = `
  const bench = { running: false, longTasks: [], longTaskStarts: [], frames: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    if (!bench.running) return;
    for (const entry of list.getEntries()) { bench.longTasks.push(entry.duration); bench.longTaskStarts.push(entry.startTime); }
  }).observe({ type: 'longtask' });
  const onFrame = (time) => { if (bench.running) bench.frames.push(time); requestAnimationFrame(onFrame); };
  requestAnimationFrame(onFrame);
`;

const rawSchema = z.object({
  longTasks: z.array(z.number()),
  longTaskStarts: z.array(z.number()),
  frames: z.array(z.number()),
});

export type WindowFigures = {
  seconds: number;
  longTasks: number;
  longestTaskMs: number;
  fps: number;
  droppedFrames: number;
  worstFrameMs: number;
};

const FRAME_MS = 1_000 / 60;

/** Frame rate from rAF timestamps; a gap of n frame periods counts n - 1 dropped frames. */
export function summarise(longTasks: readonly number[], frames: readonly number[]): WindowFigures {
  const first = frames[0] ?? 0;
  const last = frames.at(-1) ?? 0;
  let dropped = 0;
  let worst = 0;
  for (let i = 1; i < frames.length; i += 1) {
    const gap = (frames[i] ?? 0) - (frames[i - 1] ?? 0);
    worst = Math.max(worst, gap);
    dropped += Math.max(0, Math.round(gap / FRAME_MS) - 1);
  }
  const seconds = (last - first) / 1_000;
  return {
    seconds: Number(seconds.toFixed(1)),
    longTasks: longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    fps: seconds > 0 ? Number(((frames.length - 1) / seconds).toFixed(1)) : 0,
    droppedFrames: dropped,
    worstFrameMs: Math.round(worst),
  };
}

/** Measures the page for `ms`: long tasks and frames in that window only. */
export async function measureWindow(page: Page, ms: number): Promise<WindowFigures> {
  await page.evaluate(() => {
    const bench = Reflect.get(window, '__bench') as {
      running: boolean;
      longTasks: number[];
      longTaskStarts: number[];
      frames: number[];
    };
    bench.longTasks = [];
    bench.longTaskStarts = [];
    bench.frames = [];
    bench.running = true;
  });
  await page.waitForTimeout(ms);
  const raw = rawSchema.parse(
    await page.evaluate(() => {
      const bench = Reflect.get(window, '__bench') as {
        running: boolean;
        longTasks: number[];
        longTaskStarts: number[];
        frames: number[];
      };
      bench.running = false;
      return { longTasks: bench.longTasks, longTaskStarts: bench.longTaskStarts, frames: bench.frames };
    }),
  );
  if (process.env.BENCH_VERBOSE === '1')
    console.log(
      `long tasks (start ms from first frame, duration ms): ${JSON.stringify(raw.longTaskStarts.map((t, i) => [Math.round(t - (raw.frames[0] ?? 0)), Math.round(raw.longTasks[i] ?? 0)]))}`,
    );
  return summarise(raw.longTasks, raw.frames);
}
