import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenState } from '@contracts/token';
import { simulatorWithClient } from '@server/bench/upstream/stack';
import { openStore, type Store } from '@server/store/open-store';
import { createTokenKeeper, type TokenKeeper } from '@server/upstream/access-token/token-keeper';
import { createUpstreamClient } from '@server/upstream/client/http-client';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport, SDK_TIMEOUTS, type TransportRequest } from '@server/upstream/client/transport';

/** Resolves once the keeper is in `state` (at once if it already is). */
export function stateReached(keeper: TokenKeeper, state: TokenState): Promise<void> {
  return new Promise((resolve) => {
    const stop = keeper.onChange(() => {
      if (keeper.status().state !== state) return;
      stop();
      resolve();
    });
    if (keeper.status().state === state) {
      stop();
      resolve();
    }
  });
}

/**
 * A simulator process with SIM_TOKEN_CHECK=1 (and `simEnv`), the BFF's client wired to a token
 * keeper as `server/main.ts` wires them, a store in a temporary folder, and every request the client
 * sent. `newKeeper` stands for a BFF restart: a fresh keeper and client over the same store and simulator.
 */
export async function startTokenStack(simEnv: Record<string, string> = {}) {
  const stack = await simulatorWithClient({ SIM_TOKEN_CHECK: '1', ...simEnv });
  const { appKey, appSecret } = stack.credentials;
  const dataDir = mkdtempSync(join(tmpdir(), 'token-stack-'));
  const store: Store = await openStore({ kind: 'sqlite', dataDir });
  const sent: TransportRequest[] = [];
  const keepers: TokenKeeper[] = [];

  /**
   * `retryMs`: how soon a failed start is tried again (the keeper's own default otherwise);
   * `readTimeoutMs`: the client's wait for an answer (the SDKs' 10 s otherwise).
   */
  function newKeeper(options: { retryMs?: number; readTimeoutMs?: number; log?: (line: string) => void } = {}) {
    let keeper: TokenKeeper | null = null;
    const transport = createNodeTransport({
      ...SDK_TIMEOUTS,
      ...(options.readTimeoutMs === undefined ? {} : { readTimeoutMs: options.readTimeoutMs }),
    });
    const client = createUpstreamClient({
      baseUrl: stack.sim.ready.http,
      appKey,
      appSecret,
      algorithm: 'HMAC-SHA256',
      generation: 'v3',
      transport: (request) => {
        sent.push(request);
        return transport(request);
      },
      now: Date.now,
      clockSkew: stack.clockSkew,
      accessToken: {
        forRequest: () => keeper?.forRequest() ?? Promise.resolve(null),
        refused: (token) => keeper?.refused(token),
      },
    });
    keeper = createTokenKeeper({
      client,
      records: store.tokens,
      userId: 'key-test',
      clock: systemClock,
      // A short poll so a test does not wait the provider's 5 s; the logic is the same.
      pollMs: 100,
      ...(options.retryMs === undefined ? {} : { retryMs: options.retryMs }),
      ...(options.log === undefined ? {} : { log: options.log }),
    });
    keepers.push(keeper);
    return { keeper, client };
  }

  /** The simulator's record of the token calls, e.g. `200 /auth/tokens/create`. */
  const tokenCalls = async () =>
    (await stack.control.stats()).filter((r) => r.path.startsWith('/auth/tokens/')).map((r) => r.path);

  const stop = async () => {
    for (const keeper of keepers) keeper.close();
    await store.close();
    await stack.sim.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...stack, store, sent, newKeeper, tokenCalls, appSecret, stop };
}
