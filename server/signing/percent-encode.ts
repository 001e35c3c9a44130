/**
 * Percent-encodes a string the way the provider's reference client does
 * (Python `urllib.parse.quote(s, safe='')`): keeps `A-Z a-z 0-9 _ . - ~`, encodes every other
 * UTF-8 byte as `%XX` with upper-case hex.
 * @see docs/protocol.md#percent-encoding
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
