/** Links only to http(s) documents, never to `javascript:` or other schemes from outside data. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (url === null || url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
