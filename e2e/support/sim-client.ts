import { signRequest } from '@server/signing/sign-request';
import { newNonce } from '@server/signing/timestamp';
import { toCompactJson } from '@server/signing/body';

/** Calls the simulator's test-only control surface (enabled with SIM_CONTROL=1). */
export async function controlSimulator(simUrl: string, action: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(`/_control/${action}`, simUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`simulator control ${action} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A signed client for the simulator, so tests compare the UI with the simulator's own answer
 * rather than with what the BFF relayed.
 */
export function createSimClient(simUrl: string, appKey: string, secret: string) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    query: [string, string][],
    body: unknown,
  ): Promise<unknown> {
    const url = new URL(path, simUrl);
    for (const [name, value] of query) url.searchParams.append(name, value);
    const text = body === undefined ? null : toCompactJson(body);
    const headers = signRequest({
      host: url.host,
      path,
      query,
      body: text,
      appKey,
      secret,
      algorithm: 'HMAC-SHA256',
      now: new Date(),
      nonce: newNonce(),
      apiVersion: 'v3',
    });
    const response = await fetch(url, { method, headers, ...(text === null ? {} : { body: text }) });
    if (!response.ok) throw new Error(`simulator ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }
  return {
    get: (path: string, query: [string, string][]) => call('GET', path, query, undefined),
    post: (path: string, body: unknown) => call('POST', path, [], body),
    /**
     * The broker's answer to the read at `path` (accounts, assets, orders), through the control
     * surface: it spends none of the app key's budget, which the BFF under test paces itself to.
     */
    look: async (path: string, query: [string, string][]): Promise<unknown> => {
      const url = new URL(`/_control/look${path}`, simUrl);
      for (const [name, value] of query) url.searchParams.append(name, value);
      const response = await fetch(url);
      if (!response.ok)
        throw new Error(`simulator look at ${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
  };
}
