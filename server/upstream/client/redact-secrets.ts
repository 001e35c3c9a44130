/**
 * The values no log line, diagnostics snapshot or copy of one may hold: the app key, the secret
 * and every second-factor token the BFF has had (docs/security.md#what-never-leaves-the-bff).
 * Read on each use: a token replaced an hour ago still counts, and a new one counts at once.
 */
export type SecretValues = () => readonly string[];

export const REDACTED = '[redacted]';

/**
 * `text` with every occurrence of each secret blanked out, also in its JSON-escaped spelling (a
 * log line is JSON, so a secret with a quote or a backslash in it is written escaped there).
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    out = out.replaceAll(secret, REDACTED);
    const escaped = JSON.stringify(secret).slice(1, -1);
    if (escaped !== secret) out = out.replaceAll(escaped, REDACTED);
  }
  return out;
}
