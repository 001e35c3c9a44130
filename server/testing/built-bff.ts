import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contracts/session';
import { buildBff, type Bff } from '@server/build-bff';
import { loadConfig } from '@server/config/load-config';
import { LoginTokens } from '@server/session/login-tokens';
import { logInWith } from '@server/session/testing/login-test-kit';
import { openStore, type Store } from '@server/store/open-store';
import type { Clock } from '@server/shared/clock';
import type { Transport } from '@server/upstream/client/transport';

/** Stops what `buildBff` started, in `server/main.ts`'s order; the caller closes the store. */
export async function closeBff(bff: Bff): Promise<void> {
  await bff.app.close();
  await bff.alerts.close();
  bff.accessToken.close();
  bff.diagnostics.close();
  await bff.feed.close();
  await bff.trading.close();
}

/** A journal in a temporary folder, for BFFs built one after another in a test file. */
export async function temporaryStore(): Promise<{ store: Store; remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'built-bff-'));
  const store = await openStore({ kind: 'sqlite', dataDir });
  return {
    store,
    remove: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Host the injected requests name, and the page's own origin on it. */
const HOST = 'dash.test';

/**
 * The BFF exactly as `server/main.ts` builds it (`buildBff`, paper-mode defaults), over
 * `transport` and `clock`, with no streaming hosts, so no socket is opened. `signIn()` follows a
 * fresh login link and returns what a signed-in dashboard page sends on every request, writes
 * included.
 */
export async function startBuiltBff(parts: {
  transport: Transport;
  clock: Clock;
  store: Store;
  /** The environment `loadConfig` reads; none, paper mode's defaults. */
  env?: Record<string, string>;
}) {
  let issued = 0;
  const loginTokens = new LoginTokens(() => {
    issued += 1;
    return `login-${String(issued)}`;
  });
  const bff: Bff = await buildBff({
    config: { ...loadConfig(parts.env ?? {}), serveSpa: false },
    upstream: {
      baseUrl: 'http://127.0.0.1:9',
      mqttUrl: null,
      eventsUrl: null,
      appKey: 'fake-app-key',
      appSecret: 'fake-app-secret',
    },
    store: parts.store,
    transport: parts.transport,
    clock: parts.clock,
    loginTokens,
    log: () => undefined,
  });
  const signIn = async (): Promise<Record<string, string>> => {
    const session = await logInWith(bff.app, loginTokens.current());
    return { ...session.headers, host: HOST, origin: `http://${HOST}`, [CSRF_HEADER]: CSRF_HEADER_VALUE };
  };
  return { ...bff, signIn, close: () => closeBff(bff) };
}
export type BuiltBff = Awaited<ReturnType<typeof startBuiltBff>>;
