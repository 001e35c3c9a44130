import { expect, test } from 'vitest';
import { z } from 'zod';
import { createMarket } from '../market/market';
import { readBody, readError } from './testing/read-response';
import { useTestSimulator, type SignedCall } from './testing/test-simulator';

// docs/protocol.md#market-data: intraday bars keep to `trading_sessions`, and to regular hours
// when it is absent (the SDKs' documented default), so a client that forgets to ask for the
// extended sessions sees the gap.
const startSimulator = useTestSimulator();
const market = createMarket({ seed: 42 });
// A Wednesday after hours: the day's pre-market, regular and after-hours spans have all traded.
const AT = Date.UTC(2026, 10, 18, 23, 30);

const answer = z.object({ result: z.array(z.object({ result: z.array(z.object({ time: z.string() })) })) });
const batch = (timespan: string, sessions?: string | string[]): SignedCall => ({
  method: 'POST',
  path: '/market-data/stocks/bars/list',
  body: JSON.stringify({
    symbols: ['AAPL'],
    category: 'US_STOCK',
    timespan,
    count: 200,
    ...(sessions === undefined ? {} : { trading_sessions: sessions }),
  }),
});

function start() {
  const sim = startSimulator({ market, marketDataLimit: { limit: 1000, windowMs: 60_000 } });
  sim.marketClock.pin(AT);
  return sim;
}

/** The session of each answered bar's first minute. */
async function sessionsOf(sim: ReturnType<typeof start>, request: SignedCall): Promise<Set<string>> {
  const bars = readBody(await sim.call(request), answer).result[0]?.result ?? [];
  expect(bars.length).toBeGreaterThan(0);
  return new Set(bars.map((bar) => market.sessionAt(Date.parse(bar.time.replace('+0000', 'Z')))));
}

test('without trading_sessions intraday bars are regular hours only; named, they are the sessions named', async () => {
  const sim = start();
  expect(await sessionsOf(sim, batch('M5'))).toEqual(new Set(['RTH']));
  expect(await sessionsOf(sim, batch('M5', 'PRE,RTH,ATH,OVN'))).toEqual(new Set(['OVN', 'PRE', 'RTH', 'ATH']));
  expect(await sessionsOf(sim, batch('M15', 'PRE'))).toEqual(new Set(['PRE']));
  // As a JSON array too, as the gen-3 pages show it.
  expect(await sessionsOf(sim, batch('M1', ['ATH', 'RTH']))).toEqual(new Set(['RTH', 'ATH']));
});

test('a count of bars of one session reaches back as far as it takes, and daily bars take no sessions', async () => {
  const sim = start();
  const regular = readBody(await sim.call(batch('M1')), answer).result[0]?.result ?? [];
  // 200 regular-hours minutes: more than one day's extended spans lie between them and now.
  expect(regular).toHaveLength(200);
  const daily = async (sessions?: string) => readBody(await sim.call(batch('D', sessions)), answer).result[0]?.result;
  expect(await daily('PRE')).toEqual(await daily());
});

test('an unknown session is refused with the values it takes', async () => {
  const sim = start();
  const response = await sim.call(batch('M5', 'RTH,LUNCH'));
  expect(response.statusCode).toBe(400);
  expect(readError(response)).toEqual({
    error_code: 'ILLEGAL_PARAMETER',
    message: 'Parameter trading_sessions must be a subset of PRE,RTH,ATH,OVN.',
  });
});
