import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenState } from '@contracts/token';
import { simulatorWithClient } from '@server/bench/upstream/stack';
import { openStore, type Store } from '@server/store/open-store';
import { createTokenKeeper, type TokenKeeper } from '@server/upstream/access-token/token-keeper';
import { createUpstreamClient } from '@server/upstream/client/http-client';
import { systemClock } from '@server/upstream/client/timers';
import { createNodeTransport, type TransportRequest } from '@server/upstream/client/transport';

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
 * A simulator process with SIM_TOKEN_CHECK=1, the BFF's client wired to a token keeper as
 * `server/main.ts` wires them, a store in a temporary folder, and every request the client sent.
 * `newKeeper` stands for a BFF restart: a fresh keeper and client over the same store and simulator.
 */
export async function startTokenStack() {
  const stack = await simulatorWithClient({ SIM_TOKEN_CHECK: '1' });
  const { appKey, appSecret } = stack.credentials;
  const dataDir = mkdtempSync(join(tmpdir(), 'token-stack-'));
  const store: Store = await openStore({ kind: 'sqlite', dataDir });
  const sent: TransportRequest[] = [];
  const transport = createNodeTransport();
  const keepers: TokenKeeper[] = [];

  /** `retryMs`: how soon a failed start is tried again (the keeper's own default otherwise). */
  function newKeeper(options: { retryMs?: number } = {}) {
    let keeper: TokenKeeper | null = null;
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
        forRequest: () => keeper?.forRequest() ?? null,
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
