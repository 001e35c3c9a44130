/**
 * How large a request body may be. Fastify's default of 1 MiB holds for every route that names
 * no limit; order writes (and the alert writes to come) take a small one: a whole bracket order
 * is well under 1 KiB, so anything near the limit is padding or a mistake, refused with 413
 * before it is parsed (docs/trading.md#bodies-exactly-as-written).
 */
export const DEFAULT_BODY_LIMIT_BYTES = 1_048_576;
export const SMALL_BODY_LIMIT_BYTES = 16_384;

/** Route options of a write whose body is an order (or an alert): `app.post(url, smallBody, handler)`. */
export const smallBody = { bodyLimit: SMALL_BODY_LIMIT_BYTES } as const;

/** `16384` -> "16 KiB", `1048576` -> "1 MiB", for the 413's words. */
export function sizeInWords(bytes: number): string {
  if (bytes % 1_048_576 === 0) return `${String(bytes / 1_048_576)} MiB`;
  if (bytes % 1024 === 0) return `${String(bytes / 1024)} KiB`;
  return `${String(bytes)} bytes`;
}
