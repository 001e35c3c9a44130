/** A small seeded PRNG (mulberry32) so every bench run uses the same watchlists and timings. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` distinct symbols drawn from the whole catalogue by a seeded partial shuffle (so they
 * spread across the alphabet rather than being its first entries), returned sorted. Throws when
 * the catalogue is smaller than `count`: the bench's figures only mean something at full size.
 */
export function pickSymbols(catalogue: readonly string[], count: number, random: () => number): string[] {
  const pool = [...new Set(catalogue)].sort();
  if (pool.length < count)
    throw new Error(`the catalogue has ${pool.length} distinct symbols; the bench needs ${count}`);
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] ?? '', pool[i] ?? ''];
  }
  return pool.slice(0, count).sort();
}

/**
 * Overlapping watchlists that together cover every symbol: session i watches `size` symbols
 * starting at i * step of a shuffled list, wrapping around.
 */
export function overlappingWatchlists(
  symbols: readonly string[],
  sessions: number,
  size: number,
  random: () => number,
): string[][] {
  const shuffled = [...symbols];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] ?? '', shuffled[i] ?? ''];
  }
  const step = Math.ceil(shuffled.length / sessions);
  return Array.from({ length: sessions }, (_, i) =>
    Array.from({ length: Math.min(size, shuffled.length) }, (_, k) => shuffled[(i * step + k) % shuffled.length] ?? ''),
  );
}
