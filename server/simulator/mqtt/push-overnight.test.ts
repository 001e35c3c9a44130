import { expect, test } from 'vitest';
import { z } from 'zod';
import { readBody } from '../http/testing/read-response';
import { decodePush } from './testing/sdk-proto';
import { useStreamHarness } from './testing/stream-harness';

// A long interval: the pushes this test reads are the subscribe's own.
const start = useStreamHarness({ intervalMs: 60_000 });
// Tuesday 2026-03-03 02:00 New York: the overnight session that began Monday 20:00.
const OVERNIGHT = Date.UTC(2026, 2, 3, 7, 0);
const levels = z.array(z.object({ price: z.string(), size: z.string() }));
const book = z.object({ asks: levels, bids: levels });

test('the quote topic carries the overnight book only to a session that asked for overnight, as REST depth does', async () => {
  const sim = await start();
  await sim.control('/_control/clock', { now: OVERNIGHT });
  const restBook = async (overnight: boolean) =>
    readBody(
      await sim.get('/market-data/stocks/depths/list', [
        ['symbol', 'AAPL'],
        ['category', 'US_STOCK'],
        ['depth', '3'],
        ['overnight_required', String(overnight)],
      ]),
      book,
    );
  const streamBook = async (session: string, overnight: boolean) => {
    const { client, received } = await sim.connect(session);
    const response = await sim.post('/market-data/streaming/subscribe', {
      session_id: session,
      symbols: ['AAPL'],
      category: 'US_STOCK',
      sub_types: ['QUOTE'],
      depth: 3,
      overnight_required: overnight,
    });
    expect(response.statusCode).toBe(200);
    await sim.waitFor(client, received, (all) => all.some((m) => m.topic === 'quote'));
    const pushed = received.find((m) => m.topic === 'quote');
    return book.parse(decodePush('Quote', pushed?.payload ?? Buffer.alloc(0)));
  };
  const [asked, forgot] = [await streamBook('night', true), await streamBook('day', false)];
  expect(asked).toEqual(await restBook(true));
  expect(forgot).toEqual(await restBook(false));
  // The gap a client that forgets the parameter sees: another (older) book.
  expect(forgot).not.toEqual(asked);
});
