import { PAGING } from '../client/paging';

/** Distributions a page holds: generation 3 pages by ten, and generation 2 is asked for as many (its SDKs' default). */
const PAGE_SIZE = 10;

/**
 * Fund dividends page by generation (docs/protocol.md#fundamentals): generation 3 answers
 * `{ data, pagination_key? }`, generation 2 the page's bare array. `page` gives the browser's
 * contract either way, `{ data, pagination_key? }` with the BFF's own key of the next page.
 */
export function dividendPages(generation: 'v2' | 'v3') {
  const paging = PAGING[generation];
  return {
    ask: (key: string | undefined): [string, string][] => paging.ask(key, PAGE_SIZE),
    page(key: string | undefined, json: unknown): unknown {
      const rows = Array.isArray(json) ? (json as unknown[]) : undefined;
      const answer = (typeof json === 'object' && json !== null ? json : {}) as {
        data?: unknown;
        pagination_key?: string | null;
      };
      // Anything else is left as it came, for the contract's parse to refuse.
      const data = rows ?? answer.data;
      if (!Array.isArray(data)) return json;
      const next = paging.next(key, { rows: data.length, pagination_key: answer.pagination_key }, PAGE_SIZE);
      return { data, ...(next === undefined ? {} : { pagination_key: next }) };
    },
  };
}
