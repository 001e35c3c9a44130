/**
 * True when a state-changing request comes from a page we serve: its Origin is the BFF's own
 * (scheme + the Host the browser used) or one of the configured extra origins (the Vite dev
 * server). A missing Origin is refused: browsers always send it on such requests.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined || origin === 'null') return false;
  if (allowed.includes(origin)) return true;
  if (host === undefined) return false;
  return origin === `http://${host}` || origin === `https://${host}`;
}
