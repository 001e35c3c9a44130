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
  return digestsEqual(digest(a), digest(b));
}

/** Constant-time comparison of two SHA-256 digests (for a secret kept only as its digest). */
export function digestsEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
