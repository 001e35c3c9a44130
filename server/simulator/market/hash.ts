// Counter-based randomness: every random number is a pure hash of (seed, symbol, stream,
// indices), so any day, minute or second can be recomputed alone, in any order, with the
// same result. No generator state to replay.

/** Final avalanche step of MurmurHash3: spreads every input bit over the 32-bit output. */
function fmix32(input: number): number {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes a sequence of integers (each folded to 32 bits) into one unsigned 32-bit value. */
export function hashInts(...parts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    // Fold the high bits too, so day and minute indices beyond 2^32 still differ.
    const low = part | 0;
    const high = Math.floor(part / 4294967296) | 0;
    h = fmix32(h ^ Math.imul(low, 0x9e3779b1));
    h = fmix32(h + Math.imul(high, 0x7feb352d) + 0x165667b1);
  }
  return h;
}

/** FNV-1a over the UTF-16 code units of a string: stable key for a symbol. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  return fmix32(h);
}

/** Uniform number in (0, 1) from the hash of the given integers. */
export function uniform(...parts: readonly number[]): number {
  return (hashInts(...parts) + 0.5) / 4294967296;
}

/** Standard normal number (Box-Muller) from the hash of the given integers. */
export function normal(...parts: readonly number[]): number {
  const u1 = uniform(...parts, 1);
  const u2 = uniform(...parts, 2);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** Hash of (base, index): the cheap inner-loop form, with base = hashInts(...) computed once. */
export function hashAt(base: number, index: number): number {
  return fmix32(fmix32(base ^ Math.imul(index | 0, 0x9e3779b1)) + 0x165667b1);
}

/** Uniform number in (0, 1) for (base, index); see {@link hashAt}. */
export function uniformAt(base: number, index: number): number {
  return (hashAt(base, index) + 0.5) / 4294967296;
}

/** Standard normal number for (base, index); see {@link hashAt}. */
export function normalAt(base: number, index: number): number {
  const h = hashAt(base, index);
  const u1 = (h + 0.5) / 4294967296;
  const u2 = (fmix32(h ^ 0x5bd1e995) + 0.5) / 4294967296;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
