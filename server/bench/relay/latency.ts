/** Milliseconds in 0.1 ms buckets up to 10 s; later ones land in the last bucket. */
const BUCKETS = 100_000;

export interface Histogram {
  counts: number[];
  total: number;
}

export function newHistogram(): Histogram {
  return { counts: new Array<number>(BUCKETS).fill(0), total: 0 };
}

export function record(histogram: Histogram, ms: number): void {
  const bucket = Math.min(BUCKETS - 1, Math.max(0, Math.round(ms * 10)));
  histogram.counts[bucket] = (histogram.counts[bucket] ?? 0) + 1;
  histogram.total += 1;
}

/** The value at quantile `q` (0..1) in ms, NaN for an empty histogram. */
export function quantile(histogram: Histogram, q: number): number {
  if (histogram.total === 0) return Number.NaN;
  const rank = Math.ceil(q * histogram.total);
  let seen = 0;
  for (let bucket = 0; bucket < histogram.counts.length; bucket += 1) {
    seen += histogram.counts[bucket] ?? 0;
    if (seen >= rank) return bucket / 10;
  }
  return (BUCKETS - 1) / 10;
}

export function merge(into: Histogram, from: { counts: number[]; total: number }): void {
  from.counts.forEach((count, bucket) => {
    into.counts[bucket] = (into.counts[bucket] ?? 0) + count;
  });
  into.total += from.total;
}
