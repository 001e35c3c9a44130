import { expect, test } from 'vitest';
import type { ClockSkew } from '@contracts/clock-skew';
import { buildApp } from './app';
import { simulatorWithClient } from './bench/upstream/stack';
import { logInWith } from './session/testing/login-test-kit';
import { LoginTokens } from './session/login-tokens';
import { createBroker } from './upstream/broker';
import { systemClock } from '@server/shared/clock';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const TEN_MINUTES = 600_000;
// A measurement is off by at most half a second (Date has whole seconds) plus half the round
// trip, and a round trip ends within the 10 s read timeout.
const MEASUREMENT_ERROR_MS = 5_500;

// Real BFF code over the real simulator process, on loopback with random credentials.
async function startStack() {
  const { sim, client, control, marketTime, clockSkew } = await simulatorWithClient();
  const broker = createBroker({
    client,
    clock: systemClock,
    marketTime,
    clockSkew,
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
  });
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker,
    loginTokens: new LoginTokens(() => 'tok'),
    userId: 'key-test',
    alerts: memoryAlerts(),
  });
  const { headers: session } = await logInWith(app, 'tok');
  const get = (url: string) => app.inject({ url, headers: session });
  const skew = async () => (await get('/api/clock-skew')).json<ClockSkew>();
  const statuses = async () =>
    (await control.stats()).filter((r) => r.group !== null).map((r) => `${String(r.status)} ${r.path}`);
  const stop = async () => {
    await app.close();
    await sim.stop();
  };
  return { get, skew, statuses, control, client, stop };
}

test('a broker clock ten minutes ahead: the first request is refused, then the BFF signs with its time', async () => {
  const stack = await startStack();
  try {
    await stack.control.setServerClockOffset(TEN_MINUTES);
    expect(await stack.skew()).toEqual({ offset_ms: null, measured_at: null, corrected: false });

    const first = await stack.get('/api/accounts');
    expect(first.statusCode).toBe(200);
    expect(await stack.statuses()).toEqual(['401 /trading/accounts/list', '200 /trading/accounts/list']);

    const skew = await stack.skew();
    expect(skew.corrected).toBe(true);
    expect(Math.abs((skew.offset_ms ?? 0) - TEN_MINUTES)).toBeLessThanOrEqual(MEASUREMENT_ERROR_MS);
    expect(skew.measured_at).not.toBeNull();

    expect((await stack.get('/api/snapshots?symbols=AAPL')).statusCode).toBe(200);
    expect((await stack.get('/api/ticks?symbol=MSFT')).statusCode).toBe(200);
    // Only the very first request was refused: everything sent after it was signed with the broker's time.
    const sent = await stack.statuses();
    expect(sent.filter((s) => s.startsWith('401'))).toEqual(['401 /trading/accounts/list']);
    expect(sent.length).toBeGreaterThan(3);
  } finally {
    await stack.stop();
  }
});

test('a broker clock behind is corrected too, and once it is put right the BFF signs with its own clock again', async () => {
  const stack = await startStack();
  try {
    await stack.control.setServerClockOffset(-TEN_MINUTES);
    expect((await stack.get('/api/accounts')).statusCode).toBe(200);
    expect(await stack.statuses()).toEqual(['401 /trading/accounts/list', '200 /trading/accounts/list']);
    expect((await stack.skew()).corrected).toBe(true);
    expect((await stack.skew()).offset_ms).toBeLessThan(0);

    // Our corrected time is now ten minutes behind the broker's: refused, re-measured, passes. (The
    // BFF's account list is cached, so the routes' own client asks.)
    await stack.control.setServerClockOffset(0);
    await stack.client.call('listAccounts');
    expect((await stack.statuses()).slice(2)).toEqual(['401 /trading/accounts/list', '200 /trading/accounts/list']);
    const skew = await stack.skew();
    expect(skew.corrected).toBe(false);
    expect(Math.abs(skew.offset_ms ?? Infinity)).toBeLessThanOrEqual(MEASUREMENT_ERROR_MS);
    expect((await stack.get('/api/ticks?symbol=MSFT')).statusCode).toBe(200);
    // Signed with our own clock again, the ticks call passes at the first attempt.
    const ticks = (await stack.statuses()).filter((s) => s.endsWith('/market-data/stocks/ticks/list'));
    expect(ticks).toEqual(['200 /market-data/stocks/ticks/list']);
  } finally {
    await stack.stop();
  }
});

test('with the clocks agreeing nothing is refused and nothing is corrected', async () => {
  const stack = await startStack();
  try {
    expect((await stack.get('/api/accounts')).statusCode).toBe(200);
    expect(await stack.statuses()).toEqual(['200 /trading/accounts/list']);
    expect((await stack.skew()).corrected).toBe(false);
  } finally {
    await stack.stop();
  }
});
