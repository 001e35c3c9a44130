import { z } from 'zod';
import { registeredRoutes } from '@server/routes/method-not-allowed';
import { createFakeClock, type FakeClock } from '@server/upstream/testing/fake-clock';
import { startBuiltBff, temporaryStore } from './built-bff';
import { fakeProviderTransport } from './fake-provider-transport';

const methodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
export type ApiMethod = z.infer<typeof methodSchema>;

/**
 * Every `/api` route of the BFF as `server/main.ts` builds it (`buildBff`), read from the app
 * itself: what the API tests go through, so a route added tomorrow is in them without anyone
 * listing it. HEAD twins answer GET's status with no body, and are left out.
 */
export async function apiRoutes(): Promise<(readonly [ApiMethod, string])[]> {
  const journal = await temporaryStore();
  const bff = await startBuiltBff({
    transport: fakeProviderTransport().transport,
    clock: createFakeClock(Date.now()),
    store: journal.store,
  });
  try {
    return registeredRoutes(bff.app)
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => [methodSchema.parse(route.method), route.url] as const);
  } finally {
    await bff.close();
    await journal.remove();
  }
}

/**
 * `pending`'s answer, moving `clock` on by a quarter second each time the event loop has nothing
 * else to do, so a request that waits for rate budget on the fake clock gets it (or its 503).
 * Gives up after ten minutes of fake time: no request waits that long for anything.
 */
export async function answerAdvancing<T>(clock: FakeClock, pending: Promise<T>): Promise<T> {
  let answered = false;
  void pending.then(
    () => (answered = true),
    () => (answered = true),
  );
  // A call, so each check reads the flag the callbacks above set meanwhile.
  const waiting = () => !answered;
  for (let waited = 0; waiting(); waited += 250) {
    if (waited > 600_000) throw new Error('no answer after ten minutes of fake time');
    await new Promise((resolve) => setImmediate(resolve));
    if (waiting()) clock.advance(250);
  }
  return pending;
}
