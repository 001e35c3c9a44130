import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token from the CSPRNG (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares two secrets in constant time. Both sides are hashed first so that different lengths
 * neither throw nor leak through timing.
 */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

export function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
