/** Splits a raw request URL into the path as sent and the decoded query pairs in wire order. */
export function splitRequestUrl(rawUrl: string): { path: string; query: [string, string][] } {
  const mark = rawUrl.indexOf('?');
  if (mark === -1) return { path: rawUrl, query: [] };
  // URLSearchParams decodes %XX and '+' (the Python SDK's urlencode writes spaces as '+'), so
  // the values match what the client signed raw: docs/protocol.md#percent-encoding.
  return { path: rawUrl.slice(0, mark), query: [...new URLSearchParams(rawUrl.slice(mark + 1))] };
}

/**
 * One value per parameter name for the handlers. A repeated name's values are joined with
 * commas, so `symbols=A&symbols=B` reads like `symbols=A,B`.
 */
export function paramsFromPairs(pairs: readonly (readonly [string, string])[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of pairs) {
    params[name] = name in params ? `${params[name] ?? ''},${value}` : value;
  }
  return params;
}
