import { afterEach, expect, test } from 'vitest';
import type { LiveDepth } from '@contracts/stream';
import { encodePublish, type PublishEncoder } from './encode-publish';
import {
  connectBrowser,
  connectRaw,
  quoteOf,
  rawSubscribe,
  recordMessages,
  startRelay,
  until,
  type RelayKit,
} from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

test('ten quick quote updates reach the browser as one message holding the newest price', async () => {
  kit = await startRelay({ limits: { flushMs: 25 } });
  const client = await connectBrowser(kit);
  const seen = recordMessages(client);
  await client.subscribeAsync(['quote/AAPL']);
  // A first update after a quiet spell goes out at once...
  kit.feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '100.00', kit.clock.now()) });
  kit.clock.advance(0);
  const current = kit;
  await until(() => seen.length === 1, 'the first quote');
  // ...then ten within one window are conflated into the window's one flush.
  for (let i = 1; i <= 10; i += 1)
    kit.feed.emit({
      kind: 'quote',
      symbol: 'AAPL',
      data: quoteOf('AAPL', `100.${String(i).padStart(2, '0')}`, kit.clock.now()),
    });
  kit.clock.advance(24);
  expect(current.relay.stats().encoded).toBe(1);
  kit.clock.advance(1);
  await until(() => seen.length === 2, 'the conflated quote');
  expect(seen.map((m) => m.payload)).toMatchObject([{ price: '100.00' }, { price: '100.10' }]);
  expect(kit.relay.stats().encoded).toBe(2);
  await client.endAsync();
});

test('the window is per topic: another symbol does not wait for a busy one', async () => {
  kit = await startRelay({ limits: { flushMs: 25 } });
  const client = await connectBrowser(kit);
  const seen = recordMessages(client);
  await client.subscribeAsync(['quote/AAPL', 'quote/MSFT']);
  kit.feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '100', kit.clock.now()) });
  kit.clock.advance(0);
  kit.feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '101', kit.clock.now()) });
  kit.clock.advance(5);
  kit.feed.emit({ kind: 'quote', symbol: 'MSFT', data: quoteOf('MSFT', '400', kit.clock.now()) });
  kit.clock.advance(0);
  await until(() => seen.length === 2, 'AAPL and MSFT');
  expect(seen.map((m) => m.payload)).toMatchObject([{ price: '100' }, { symbol: 'MSFT', price: '400' }]);
  kit.clock.advance(20);
  await until(() => seen.length === 3, 'the second AAPL after its window');
  expect(seen[2]?.payload).toMatchObject({ symbol: 'AAPL', price: '101' });
  await client.endAsync();
});

test('ticks within a window arrive as one batch, every trade in order; depth keeps only the newest', async () => {
  kit = await startRelay({ limits: { flushMs: 25 } });
  const client = await connectBrowser(kit);
  const seen = recordMessages(client);
  await client.subscribeAsync(['tick/MSFT', 'depth/MSFT']);
  const start = kit.clock.now();
  for (let i = 0; i < 5; i += 1) {
    kit.feed.emit({
      kind: 'tick',
      symbol: 'MSFT',
      data: {
        symbol: 'MSFT',
        ticks: [{ time: start + i, price: `410.${String(i)}`, volume: '100', side: 'B' }],
        received_at: start + i,
      },
    });
    const depth: LiveDepth = {
      symbol: 'MSFT',
      time: start + i,
      asks: [{ price: `410.${String(i + 1)}`, size: '300' }],
      bids: [{ price: `410.${String(i)}`, size: '200' }],
      received_at: start + i,
    };
    kit.feed.emit({ kind: 'depth', symbol: 'MSFT', data: depth });
  }
  kit.clock.advance(0);
  await until(() => seen.length === 2, 'one depth and one tick batch');
  const tick = seen.find((m) => m.topic === 'tick/MSFT')?.payload;
  expect(tick).toMatchObject({ symbol: 'MSFT', received_at: start + 4 });
  expect(tick).toHaveProperty(
    'ticks',
    [0, 1, 2, 3, 4].map((i) => ({ time: start + i, price: `410.${String(i)}`, volume: '100', side: 'B' })),
  );
  expect(seen.find((m) => m.topic === 'depth/MSFT')?.payload).toMatchObject({
    time: start + 4,
    bids: [{ price: '410.4' }],
  });
  await client.endAsync();
});

test('each message is encoded once and the same bytes go to every subscriber', async () => {
  const encoded: string[] = [];
  const encode: PublishEncoder = (topic, payload, retain) => {
    encoded.push(topic);
    return encodePublish(topic, payload, retain);
  };
  kit = await startRelay({ encode });
  const clients = await Promise.all([1, 2, 3, 4, 5].map(() => connectBrowser(kit!)));
  const seen = clients.map(recordMessages);
  await Promise.all(clients.map((c) => c.subscribeAsync(['quote/NVDA'])));
  kit.feed.emit({ kind: 'quote', symbol: 'NVDA', data: quoteOf('NVDA', '140.5', kit.clock.now()) });
  kit.feed.emit({ kind: 'quote', symbol: 'AMD', data: quoteOf('AMD', '99', kit.clock.now()) });
  kit.clock.advance(0);
  await until(() => seen.every((s) => s.length === 1), 'every client to get the quote');
  expect(encoded).toEqual(['quote/NVDA']);
  for (const messages of seen) expect(messages[0]?.payload).toMatchObject({ symbol: 'NVDA', price: '140.5' });
  expect(kit.relay.stats()).toMatchObject({ encoded: 1, deliveries: 5 });
  await Promise.all(clients.map((c) => c.endAsync()));
});

test('what one flush has for a socket leaves in one WebSocket message, packets intact', async () => {
  kit = await startRelay();
  const client = await connectRaw(kit);
  await rawSubscribe(client, ['quote/AAPL', 'quote/MSFT', 'quote/NVDA']);
  let messages = 0;
  client.ws.on('message', () => {
    messages += 1;
  });
  for (const symbol of ['AAPL', 'MSFT', 'NVDA'])
    kit.feed.emit({ kind: 'quote', symbol, data: quoteOf(symbol, '10', kit.clock.now()) });
  kit.clock.advance(0);
  const publishes = () => client.packets.filter((p) => p.cmd === 'publish');
  await until(() => publishes().length === 3, 'three PUBLISH packets');
  expect(messages).toBe(1);
  expect(publishes().map((p) => p.topic)).toEqual(['quote/AAPL', 'quote/MSFT', 'quote/NVDA']);
  client.ws.close();
});
