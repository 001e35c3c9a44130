import { hashBody, type SignatureAlgorithm } from './algorithms';

/** The six signed entries of an HTTP request (names lower case): docs/protocol.md#headers. */
export interface SigningHeaders {
  'x-app-key': string;
  'x-timestamp': string;
  'x-signature-algorithm': SignatureAlgorithm;
  'x-signature-version': string;
  'x-signature-nonce': string;
  host: string;
}

export interface CanonicalInput {
  path: string;
  /** Raw (decoded) query pairs in any order; a name may repeat. */
  query: readonly (readonly [string, string])[];
  headers: SigningHeaders;
  /** The exact body text sent, or null when the request has no body. */
  body: string | null;
}

/**
 * Merges query pairs and signing headers into one sorted `name=value` list.
 * A repeated query name becomes one entry whose values are sorted and joined with `&`; a query
 * name equal to a header name is appended to the header value (`header&query`), as the SDKs do.
 */
export function buildParamString(query: CanonicalInput['query'], headers: SigningHeaders): string {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of query) {
    const values = grouped.get(name) ?? [];
    values.push(value);
    grouped.set(name, values);
  }
  const entries = new Map<string, string>(Object.entries(headers));
  for (const [name, values] of grouped) {
    const joined = [...values].sort(compareStrings).join('&');
    const header = entries.get(name);
    entries.set(name, header === undefined ? joined : `${header}&${joined}`);
  }
  return [...entries.keys()]
    .sort(compareStrings)
    .map((name) => `${name}=${entries.get(name) ?? ''}`)
    .join('&');
}

/** str3 of docs/protocol.md#the-canonical-string: `path&str1` or `path&str1&BODYHASH`. */
export function buildCanonicalString(input: CanonicalInput): string {
  const str1 = buildParamString(input.query, input.headers);
  const base = `${input.path}&${str1}`;
  if (input.body === null || input.body === '') return base;
  return `${base}&${hashBody(input.headers['x-signature-algorithm'], input.body)}`;
}

// Plain code-unit order, like Python's sorted() on ASCII names.
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
