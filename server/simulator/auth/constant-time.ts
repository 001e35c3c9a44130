import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets-derived strings in constant time. Both sides are hashed first so the
 * buffers always have equal length and the comparison leaks neither content nor length.
 */
export function equalsConstantTime(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
