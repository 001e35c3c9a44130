import { illegalParameter } from '../http/api-error';

/**
 * Opaque `pagination_key` of the sector lists: the scope (so a key of one list is refused by
 * another) and the offset of the next page, base64url-encoded. Absent on the last page
 * (docs/protocol.md#path-generations, paged lists).
 */
export function encodePageKey(scope: string, offset: number): string {
  return Buffer.from(`${scope}|${String(offset)}`, 'utf8').toString('base64url');
}

/** Offset a key points at; 0 without a key. A key this list did not give is a 400. */
export function decodePageKey(scope: string, key: string | undefined): number {
  if (key === undefined || key === '') return 0;
  const text = Buffer.from(key, 'base64url').toString('utf8');
  const match = /^(.*)\|(\d{1,6})$/.exec(text);
  if (match?.[1] !== scope || match[2] === undefined)
    throw illegalParameter('pagination_key', 'is not a key this list gave');
  return Number(match[2]);
}

/** One page of `items` from `offset`, with the key of the next page when there is one. */
export function pageOf<T>(
  scope: string,
  items: readonly T[],
  offset: number,
  size: number,
): { page: T[]; pagination_key?: string } {
  if (offset > items.length) throw illegalParameter('pagination_key', 'points past the end of the list');
  const page = items.slice(offset, offset + size);
  const next = offset + size;
  return next < items.length ? { page, pagination_key: encodePageKey(scope, next) } : { page };
}
