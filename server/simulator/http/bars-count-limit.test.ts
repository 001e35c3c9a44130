import { expect, test } from 'vitest';
import { z } from 'zod';
import { useTestSimulator, type SignedCall, type TestSimulator } from './testing/test-simulator';
import { readBody, readError } from './testing/read-response';

// docs/protocol.md#market-data: bars `count` is at most 1200, except M1 which allows up to 1650 on
// generation 3.
const startSimulator = useTestSimulator();
function start(): TestSimulator {
  return startSimulator({ marketDataLimit: { limit: 1000, windowMs: 60_000 } });
}

const BATCH_PATHS = ['/market-data/stocks/bars/list', '/openapi/market-data/stock/batch-bars'];
const batch = (path: string, timespan: string, count: number | string): SignedCall => ({
  method: 'POST',
  path,
  body: JSON.stringify({ symbols: ['AAPL'], category: 'US_STOCK', timespan, count }),
});
const single = (timespan: string, count: number): SignedCall => ({
  path: '/openapi/market-data/stock/bars',
  query: [
    ['symbol', 'AAPL'],
    ['category', 'US_STOCK'],
    ['timespan', timespan],
    ['count', String(count)],
  ],
});
const batchAnswer = z.object({
  result: z.array(z.object({ symbol: z.string(), result: z.array(z.object({ time: z.string() })) })),
});
const singleAnswer = z.array(z.object({ time: z.string() }));

test('1650 M1 bars are served on the generation-3 path', async () => {
  const s = start();
  const gen3 = BATCH_PATHS[0] ?? '';
  expect(readBody(await s.call(batch(gen3, 'M1', 1650)), batchAnswer).result[0]?.result).toHaveLength(1650);
  expect(readBody(await s.call(batch(gen3, 'M1', '1650')), batchAnswer).result[0]?.result).toHaveLength(1650);
});

test('1651 M1 bars on generation 3, and 1201 on generation 2, are refused with the range named', async () => {
  const s = start();
  const refusals = [
    { request: batch(BATCH_PATHS[0] ?? '', 'M1', 1651), most: 1650 },
    // Generation 2 keeps M1 to 1200, as the SDKs document it: the batch path and the single one.
    { request: batch(BATCH_PATHS[1] ?? '', 'M1', 1201), most: 1200 },
    { request: single('M1', 1201), most: 1200 },
  ];
  for (const { request, most } of refusals) {
    const response = await s.call(request);
    expect(response.statusCode).toBe(400);
    expect(readError(response)).toEqual({
      error_code: 'ILLEGAL_PARAMETER',
      message: `Parameter count must be between 1 and ${String(most)}.`,
    });
  }
  expect(readBody(await s.call(batch(BATCH_PATHS[1] ?? '', 'M1', 1200)), batchAnswer).result[0]?.result).toHaveLength(
    1200,
  );
  expect(readBody(await s.call(single('M1', 1200)), singleAnswer)).toHaveLength(1200);
});

test('other timespans stay at 1200: 1200 D is served, 1201 D and 1201 M5 are refused', async () => {
  const s = start();
  expect(readBody(await s.call(batch(BATCH_PATHS[0] ?? '', 'D', 1200)), batchAnswer).result[0]?.result).toHaveLength(
    1200,
  );
  const refused = [
    ...BATCH_PATHS.map((path) => batch(path, 'D', 1201)),
    single('D', 1201),
    batch(BATCH_PATHS[1] ?? '', 'M5', 1201),
  ];
  for (const request of refused) {
    const response = await s.call(request);
    expect(response.statusCode).toBe(400);
    expect(readError(response)).toEqual({
      error_code: 'ILLEGAL_PARAMETER',
      message: 'Parameter count must be between 1 and 1200.',
    });
  }
});
