import { expect, test } from 'vitest';
import { z } from 'zod';
import { fakePrice } from '../http/testing/fake-market';
import { useTestSimulator, T0, type SignedCall, type TestSimulator } from '../http/testing/test-simulator';
import { readBody, readError } from '../http/testing/read-response';

const startSimulator = useTestSimulator();

const snapshot: SignedCall = {
  path: '/market-data/stocks/snapshots/list',
  query: [
    ['symbols', 'AAPL'],
    ['category', 'US_STOCK'],
  ],
};
const snapshots = z.array(z.looseObject({ price: z.string(), last_trade_time: z.number() }));

function control(s: TestSimulator, path: string, body?: unknown) {
  return s.app.inject({
    method: body === undefined && path.endsWith('stats') ? 'GET' : 'POST',
    url: `/_control/${path}`,
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

test('without SIM_CONTROL=1 the control routes are unknown routes', async () => {
  const sim = startSimulator();
  for (const path of ['reset', 'clock', 'faults', 'stats']) {
    const response = await control(sim, path, path === 'stats' ? undefined : {});
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ error_msg: '404 Route Not Found' });
  }
});

test('SIM_CONTROL=reset serves the reset alone, behind the same guard', async () => {
  const sim = startSimulator({ resetEnabled: true });
  for (const path of ['clock', 'faults', 'stats']) {
    expect((await control(sim, path, path === 'stats' ? undefined : {})).statusCode).toBe(404);
  }
  const fromPage = await sim.app.inject({
    method: 'POST',
    url: '/_control/reset',
    payload: '{}',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8080' },
  });
  expect(fromPage.statusCode).toBe(403);
  expect((await control(sim, 'reset')).statusCode).toBe(200);
});

test('pinning the clock moves market time only; authentication keeps the wall clock', async () => {
  const sim = startSimulator({ controlEnabled: true });
  const pinned = T0 - 3 * 3_600_000 + 7 * 60_000;
  expect((await control(sim, 'clock', { now: pinned })).statusCode).toBe(200);
  const [quote] = readBody(await sim.call(snapshot), snapshots);
  expect(quote).toMatchObject({ last_trade_time: pinned, price: fakePrice(pinned) });
  const signedAtPinned = await sim.call({ ...snapshot, at: pinned });
  expect(readError(signedAtPinned).error_code).toBe('ILLEGAL_TIMESTAMP');
  await control(sim, 'clock', { now: null });
  const [live] = readBody(await sim.call(snapshot), snapshots);
  expect(live?.last_trade_time).toBe(T0);
});

test('load mode: with a speed, market time runs that many seconds per wall second from the pinned time', async () => {
  const sim = startSimulator({ controlEnabled: true });
  const start = T0 - 3 * 3_600_000;
  const answer = await control(sim, 'clock', { now: start, speed: 5 });
  expect(JSON.parse(answer.body)).toEqual({ now: start, speed: 5 });
  sim.advance(2_000);
  const [quote] = readBody(await sim.call(snapshot), snapshots);
  expect(quote?.last_trade_time).toBe(start + 10_000);
  const tooFast = await control(sim, 'clock', { now: start, speed: 1_000 });
  expect(tooFast.statusCode).toBe(400);
  expect(tooFast.body).toContain('at most 60 market seconds per wall second');
  const noStart = await control(sim, 'clock', { now: null, speed: 5 });
  expect(noStart.statusCode).toBe(400);
  expect(noStart.body).toContain('speed needs a market time to start from');
});

test('every API response names its market time in x-sim-market-time, refusals included', async () => {
  const sim = startSimulator({ controlEnabled: true });
  expect((await sim.call(snapshot)).headers['x-sim-market-time']).toBe(String(T0));
  const pinned = T0 - 86_400_000;
  await control(sim, 'clock', { now: pinned });
  expect((await sim.call(snapshot)).headers['x-sim-market-time']).toBe(String(pinned));
  const refused = await sim.call({ ...snapshot, secret: 'wrong' });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['x-sim-market-time']).toBe(String(pinned));
  expect((await sim.call({ path: '/nowhere' })).headers['x-sim-market-time']).toBeUndefined();
});

test('injected 429s carry Retry-After only when asked, then 5xx, then normal service', async () => {
  const sim = startSimulator({ controlEnabled: true });
  await control(sim, 'faults', { fail429: 1, fail5xx: 1, retryAfterSeconds: 7 });
  const throttled = await sim.call(snapshot);
  expect(throttled.statusCode).toBe(429);
  expect(throttled.headers['retry-after']).toBe('7');
  expect(readError(throttled).error_code).toBe('TOO_MANY_REQUESTS');
  const failed = await sim.call(snapshot);
  expect(failed.statusCode).toBe(500);
  expect(readError(failed).error_code).toBe('INTERNAL_ERROR');
  expect((await sim.call(snapshot)).statusCode).toBe(200);
  await control(sim, 'faults', { fail429: 1 });
  expect((await sim.call(snapshot)).headers['retry-after']).toBeUndefined();
});

test('latency delays every API response and {} clears the faults', async () => {
  const delays: number[] = [];
  const sim = startSimulator({
    controlEnabled: true,
    sleep: (ms) => {
      delays.push(ms);
      return Promise.resolve();
    },
  });
  await control(sim, 'faults', { latencyMs: 250, fail5xx: 5 });
  await sim.call(snapshot);
  await sim.call({ path: '/openapi/config' });
  expect(delays).toEqual([250, 250]);
  await control(sim, 'faults', {});
  expect((await sim.call(snapshot)).statusCode).toBe(200);
  expect(delays).toHaveLength(2);
});

test('a malformed control body gets 400 and changes nothing', async () => {
  const sim = startSimulator({ controlEnabled: true });
  expect((await control(sim, 'faults', { fail429: -1 })).statusCode).toBe(400);
  expect((await control(sim, 'clock', { now: 'soon' })).statusCode).toBe(400);
  expect((await control(sim, 'faults', { surprise: 1 })).statusCode).toBe(400);
  expect((await sim.call(snapshot)).statusCode).toBe(200);
});

test('reset clears faults, rate-limit windows, the pinned clock and the request log', async () => {
  const sim = startSimulator({ controlEnabled: true, marketDataLimit: { limit: 1, windowMs: 60_000 } });
  expect((await sim.call(snapshot)).statusCode).toBe(200);
  expect((await sim.call(snapshot)).statusCode).toBe(429);
  await control(sim, 'faults', { fail5xx: 3 });
  await control(sim, 'clock', { now: T0 - 86_400_000 });
  expect((await control(sim, 'reset')).statusCode).toBe(200);
  expect(sim.marketClock.pinned()).toBeNull();
  // The log starts over, so a test after a reset counts only its own requests.
  expect(readBody(await control(sim, 'stats'), z.object({ requests: z.array(z.unknown()) })).requests).toEqual([]);
  const response = await sim.call(snapshot);
  expect(response.statusCode).toBe(200);
  expect(readBody(response, snapshots)[0]?.last_trade_time).toBe(T0);
});

test('stats list every API request, newest last, with group and status', async () => {
  const sim = startSimulator({ controlEnabled: true });
  await sim.call(snapshot);
  sim.advance(1_000);
  await sim.call({ path: '/openapi/account/list', secret: 'wrong' });
  await sim.call({ path: '/nowhere' });
  const stats = readBody(
    await control(sim, 'stats'),
    z.strictObject({
      requests: z.array(
        z.strictObject({ at: z.number(), path: z.string(), group: z.string().nullable(), status: z.number() }),
      ),
    }),
  );
  expect(stats.requests).toEqual([
    { at: T0, path: '/market-data/stocks/snapshots/list', group: 'market-data', status: 200 },
    { at: T0 + 1_000, path: '/openapi/account/list', group: 'accounts-list', status: 401 },
    { at: T0 + 1_000, path: '/nowhere', group: null, status: 404 },
  ]);
});
