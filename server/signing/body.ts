/**
 * Serializes a request body as compact JSON, the exact text that is both hashed and sent.
 * @see docs/protocol.md#body-digest
 */
export function toCompactJson(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Reverses the HTML-safe escapes some JSON encoders add (`\u0026`, `\u003c`, `\u003e`), which
 * the provider hashes as the raw characters. Apply to a body written elsewhere before it is
 * hashed and sent, so both see the same bytes.
 */
export function unescapeHtmlSafeJson(text: string): string {
  return text.replace(/\\u00(26|3c|3e)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
