import { createHash } from 'node:crypto';

/**
 * Whose saved state (the layout) a session reads and writes. Every session of one BFF belongs to
 * the holder of its broker key: the login links are printed to whoever runs it, and it acts for one
 * key's accounts (docs/decisions/0074-whose-layout-the-holder-of-the-broker-key.md). A digest, so
 * the key itself is never stored beside the layout.
 */
export function userIdOf(appKey: string): string {
  return `key-${createHash('sha256').update(appKey).digest('hex').slice(0, 32)}`;
}
