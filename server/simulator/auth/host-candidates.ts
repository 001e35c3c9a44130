/**
 * The `host` values a client may have signed: the Host header as sent, and its host-name part
 * without the port (the Python SDK signs the bare name even on a non-default port; the Java SDK
 * signs `host:port`). See docs/protocol.md#the-host-rule.
 */
export function hostCandidates(hostHeader: string): string[] {
  const bare = stripPort(hostHeader);
  return bare === hostHeader ? [hostHeader] : [hostHeader, bare];
}

function stripPort(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.lastIndexOf(':');
  if (colon === -1) return host;
  return /^\d+$/.test(host.slice(colon + 1)) ? host.slice(0, colon) : host;
}
