/** Where the trade-event stream connects: a `host:port` for grpc-js and whether to use TLS. */
export interface EventsTarget {
  address: string;
  secure: boolean;
}

/**
 * Reads `grpcs://host:port` (TLS; the port defaults to 443, the provider's: docs/protocol.md#hosts)
 * or `grpc://host:port` (plaintext, the simulator's). Which hosts may be plaintext is the
 * config's rule (server/config); here any host is taken as given. Throws on anything else.
 */
export function parseEventsUrl(url: string): EventsTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`not a grpc:// or grpcs:// URL: ${url}`);
  }
  const secure = parsed.protocol === 'grpcs:';
  if (!secure && parsed.protocol !== 'grpc:') throw new Error(`not a grpc:// or grpcs:// URL: ${url}`);
  if (parsed.hostname === '') throw new Error(`no host in ${url}`);
  const port = parsed.port !== '' ? parsed.port : secure ? '443' : '';
  if (port === '') throw new Error(`a plaintext grpc:// URL needs a port: ${url}`);
  // URL keeps IPv6 hosts in brackets, which is also how grpc-js wants them.
  return { address: `${parsed.hostname}:${port}`, secure };
}
