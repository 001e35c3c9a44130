import { expect, test } from 'vitest';
import { z } from 'zod';
import { readBody } from './testing/read-response';
import { T0, useTestSimulator } from './testing/test-simulator';

const start = useTestSimulator();
const depth = z.looseObject({ quote_time: z.number(), asks: z.array(z.object({ price: z.string() })) });
// Tuesday 2026-03-03 02:00 New York (EST): the overnight session that began Monday 20:00.
const OVERNIGHT = Date.UTC(2026, 2, 3, 7, 0);
const OVERNIGHT_BEGAN = Date.UTC(2026, 2, 3, 1, 0);

async function book(s: ReturnType<typeof start>, path: string, overnight?: 'true' | 'false') {
  const query: [string, string][] = [
    ['symbol', 'AAPL'],
    ['category', 'US_STOCK'],
    ['depth', '3'],
  ];
  if (overnight !== undefined) query.push(['overnight_required', overnight]);
  return readBody(await s.call({ path, query }), depth);
}

for (const path of ['/market-data/stocks/depths/list', '/openapi/market-data/stock/quotes']) {
  test(`${path}: overnight, the live book only with overnight_required; without it the book the session began with`, async () => {
    const s = start();
    s.marketClock.pin(OVERNIGHT);
    expect((await book(s, path, 'true')).quote_time).toBe(OVERNIGHT);
    for (const without of [undefined, 'false'] as const) {
      expect((await book(s, path, without)).quote_time).toBe(OVERNIGHT_BEGAN - 1);
    }
    // Outside the overnight session the parameter changes nothing.
    s.marketClock.pin(T0);
    expect(await book(s, path)).toEqual(await book(s, path, 'true'));
    expect((await book(s, path)).quote_time).toBe(T0);
  });
}
