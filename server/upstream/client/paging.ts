/**
 * How a paged list is asked for and continued on each path generation (docs/protocol.md#paged-lists).
 * Generation 3 hands back the provider's opaque `pagination_key`; generation 2 asks `page_index`
 * (from 1) and `page_size`, as both SDKs do. Its ranked lists answer `has_more`; its other lists
 * only the rows, so there a page shorter than asked is the last (docs/decisions/0045-generation-2-pages-by-number.md).
 *
 * The BFF's own key, which the browser hands back for the next page, is the provider's key on
 * generation 3 and the next page's number on generation 2: callers page the same way on both.
 */
export interface Paging {
  /** The query parameters asking for the page `key` names (undefined = the first page). */
  ask(key: string | undefined, size: number): [string, string][];
  /** The key of the page after this one, or undefined after the last. */
  next(key: string | undefined, page: PageSeen, size: number): string | undefined;
}

/** What a page told: its row count, and the key (generation 3) or `has_more` (some generation-2 lists). */
export interface PageSeen {
  rows: number;
  pagination_key?: string | null | undefined;
  has_more?: boolean | null | undefined;
}

const byKey: Paging = {
  ask: (key) => (key === undefined ? [] : [['pagination_key', key]]),
  next: (_key, page) => (page.pagination_key === null || page.pagination_key === '' ? undefined : page.pagination_key),
};

const byIndex: Paging = {
  // A key the BFF did not make goes as it is: the provider refuses a page_index that is no number.
  ask: (key, size) => [
    ['page_index', key ?? '1'],
    ['page_size', String(size)],
  ],
  next(key, page, size) {
    const index = key === undefined ? 1 : Number(key);
    const more = page.has_more ?? page.rows >= size;
    return Number.isSafeInteger(index) && more && page.rows > 0 ? String(index + 1) : undefined;
  },
};

export const PAGING: Readonly<Record<'v2' | 'v3', Paging>> = { v3: byKey, v2: byIndex };
