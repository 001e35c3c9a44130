/** Percentiles of one kind of sample, in whole milliseconds. */
export type Spread = { samples: number; p50Ms: number; p99Ms: number; maxMs: number };

/** Nearest-rank percentiles: with 40 samples p99 is the largest, which is what a goal should meet. */
export function spread(samples: readonly number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
  return { samples: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
}

export function describeSpread(name: string, figures: Spread): string {
  return `${name}: p50 ${String(figures.p50Ms)} ms, p99 ${String(figures.p99Ms)} ms, max ${String(figures.maxMs)} ms over ${String(figures.samples)}`;
}
