import { expect, test } from 'vitest';
import { z } from 'zod';
import { readBody } from '../http/testing/read-response';
import { T0 } from '../http/testing/test-simulator';
import { decodePush } from './testing/sdk-proto';
import { useStreamHarness, type Received } from './testing/stream-harness';

const start = useStreamHarness();
const SUBSCRIBE = '/market-data/streaming/subscribe';
const rows = z.array(z.record(z.string(), z.unknown()));
const ticksBody = z.object({
  result: z.array(z.object({ time: z.string(), price: z.string(), volume: z.string(), side: z.string() })),
});
const depthBody = z.object({
  asks: z.array(z.object({ price: z.string(), size: z.string() })),
  bids: z.array(z.object({ price: z.string(), size: z.string() })),
});

const count = (received: Received[], topic: string, symbol?: string, from = 0) =>
  received.slice(from).filter((m) => m.topic === topic && (symbol === undefined || symbolOf(m) === symbol)).length;

function symbolOf(message: Received): string {
  const type = message.topic === 'quote' ? 'Quote' : message.topic === 'tick' ? 'Tick' : 'Snapshot';
  return z.object({ basic: z.object({ symbol: z.string() }) }).parse(decodePush(type, message.payload)).basic.symbol;
}

function last(received: Received[], topic: string): Record<string, unknown> {
  const found = received.filter((m) => m.topic === topic).at(-1);
  if (found === undefined) throw new Error(`no ${topic} received`);
  return decodePush(topic === 'quote' ? 'Quote' : topic === 'tick' ? 'Tick' : 'Snapshot', found.payload);
}

async function restView(sim: Awaited<ReturnType<typeof start>>, symbol: string) {
  const snapshot =
    readBody(
      await sim.get('/market-data/stocks/snapshots/list', [
        ['symbols', symbol],
        ['category', 'US_STOCK'],
        ['extend_hour_required', 'true'],
        ['overnight_required', 'true'],
      ]),
      rows,
    )[0] ?? {};
  const ticks = readBody(
    await sim.get('/market-data/stocks/ticks/list', [
      ['symbol', symbol],
      ['category', 'US_STOCK'],
      ['count', '1'],
    ]),
    ticksBody,
  ).result;
  const depth = readBody(
    await sim.get('/market-data/stocks/depths/list', [
      ['symbol', symbol],
      ['category', 'US_STOCK'],
      ['depth', '5'],
    ]),
    depthBody,
  );
  return { snapshot, tick: ticks[0], depth };
}

test('after subscribe the three topics arrive as protobuf equal to the REST snapshot, depth and ticks at the same market time', async () => {
  const sim = await start();
  const { client, received } = await sim.connect('s1');
  const response = await sim.post(SUBSCRIBE, {
    session_id: 's1',
    symbols: ['AAPL'],
    category: 'US_STOCK',
    sub_types: ['QUOTE', 'SNAPSHOT', 'TICK'],
    depth: 5,
  });
  expect(response.statusCode).toBe(200);
  await sim.waitFor(client, received, (all) => ['quote', 'snapshot', 'tick'].every((t) => count(all, t) >= 2));
  const rest = await restView(sim, 'AAPL');
  const basic = {
    symbol: 'AAPL',
    instrument_id: rest.snapshot.instrument_id,
    timestamp: String(T0),
    trading_session: 'RTH',
  };
  const s = rest.snapshot;
  expect(last(received, 'snapshot')).toEqual({
    basic,
    trade_time: String(s.last_trade_time),
    price: s.price,
    open: s.open,
    high: s.high,
    low: s.low,
    pre_close: s.pre_close,
    volume: s.volume,
    change: s.change,
    change_ratio: s.change_ratio,
    ext_trade_time: String(s.extend_hour_last_trade_time),
    ext_price: s.extend_hour_last_price,
    ext_high: s.extend_hour_high,
    ext_low: s.extend_hour_low,
    ext_volume: s.extend_hour_volume,
    ext_change: s.extend_hour_change,
    ext_change_ratio: s.extend_hour_change_ratio,
    ovn_trade_time: String(s.ovn_last_trade_time),
    ovn_price: s.ovn_price,
    ovn_high: s.ovn_high,
    ovn_low: s.ovn_low,
    ovn_volume: s.ovn_volume,
    ovn_change: s.ovn_change,
    ovn_change_ratio: s.ovn_change_ratio,
  });
  const level = (l: { price: string; size: string }) => ({ price: l.price, size: l.size, order: [], broker: [] });
  expect(last(received, 'quote')).toEqual({
    basic,
    asks: rest.depth.asks.map(level),
    bids: rest.depth.bids.map(level),
  });
  expect(last(received, 'tick')).toEqual({ basic, ...rest.tick });
});

test('unsubscribe stops a symbol while the others keep flowing', async () => {
  const sim = await start();
  const { client, received } = await sim.connect('s1');
  await sim.post(SUBSCRIBE, {
    session_id: 's1',
    symbols: ['AAPL', 'MSFT'],
    category: 'US_STOCK',
    sub_types: ['SNAPSHOT'],
  });
  await sim.waitFor(client, received, (all) => count(all, 'snapshot', 'AAPL') >= 1);
  expect(
    (
      await sim.post('/market-data/streaming/unsubscribe', {
        session_id: 's1',
        symbols: ['AAPL'],
        category: 'US_STOCK',
        sub_types: ['SNAPSHOT'],
      })
    ).statusCode,
  ).toBe(200);
  const mark = received.length;
  await sim.waitFor(client, received, (all) => count(all, 'snapshot', 'MSFT', mark) >= 3);
  expect(count(received, 'snapshot', 'AAPL', mark)).toBe(0);
});

test('a reconnect with the same session id starts with no subscriptions', async () => {
  const sim = await start();
  const first = await sim.connect('s1');
  await sim.post(SUBSCRIBE, {
    session_id: 's1',
    symbols: ['AAPL'],
    category: 'US_STOCK',
    sub_types: ['SNAPSHOT', 'TICK'],
  });
  await sim.waitFor(first.client, first.received, (all) => count(all, 'snapshot') >= 1);
  await first.client.endAsync();
  const { client, received } = await sim.connect('s1');
  expect(sim.stream.stats().subscriptions).toEqual({});
  await sim.post(SUBSCRIBE, { session_id: 's1', symbols: ['MSFT'], category: 'US_STOCK', sub_types: ['SNAPSHOT'] });
  await sim.waitFor(client, received, (all) => count(all, 'snapshot', 'MSFT') >= 3);
  expect(count(received, 'snapshot', 'AAPL') + count(received, 'tick')).toBe(0);
});

test('a control tick pushes Tick, Snapshot, Quote at the published price, and REST shows it afterwards', async () => {
  const sim = await start();
  const { client, received } = await sim.connect('s1');
  await sim.post(SUBSCRIBE, {
    session_id: 's1',
    symbols: ['AAPL'],
    category: 'US_STOCK',
    sub_types: ['QUOTE', 'SNAPSHOT', 'TICK'],
    depth: 5,
  });
  await sim.waitFor(client, received, (all) => count(all, 'quote') >= 1);
  sim.stream.setIntervalMs(60_000);
  const mark = received.length;
  const answer = await sim.control('/_control/stream/tick', { symbol: 'AAPL', price: '123.45', volume: 300 });
  expect(answer.json()).toEqual({ pushed: 3 });
  await sim.waitFor(client, received, (all) => all.length >= mark + 3);
  const after = received.slice(mark, mark + 3);
  expect(after.map((m) => m.topic)).toEqual(['tick', 'snapshot', 'quote']);
  expect(last(after, 'tick')).toMatchObject({ price: '123.45', volume: '300', time: String(T0) });
  expect(last(after, 'snapshot')).toMatchObject({ price: '123.45' });
  const book = z
    .object({ asks: z.array(z.object({ price: z.string() })), bids: z.array(z.object({ price: z.string() })) })
    .parse(last(after, 'quote'));
  expect(Number(book.bids[0]?.price)).toBeLessThan(123.45);
  expect(Number(book.asks[0]?.price)).toBeGreaterThan(123.45);
  const rest = await restView(sim, 'AAPL');
  expect(rest.snapshot.price).toBe('123.45');
  expect(rest.tick).toEqual({ time: String(T0), price: '123.45', volume: '300', side: 'B' });
  expect(rest.depth.bids[0]?.price).toBe(book.bids[0]?.price);
  await sim.control('/_control/reset', {});
  expect((await restView(sim, 'AAPL')).snapshot.price).not.toBe('123.45');
});

test('pause stops every push, echo included, while the connection stays open; resume brings them back', async () => {
  const sim = await start();
  const { client, received } = await sim.connect('s1');
  await sim.post(SUBSCRIBE, { session_id: 's1', symbols: ['AAPL'], category: 'US_STOCK', sub_types: ['SNAPSHOT'] });
  await sim.waitFor(client, received, (all) => count(all, 'snapshot') >= 1);
  expect((await sim.control('/_control/stream/pause', { paused: true })).statusCode).toBe(200);
  const mark = received.length;
  sim.stream.pushLoop.pushAll();
  sim.stream.pushLoop.echo();
  expect((await sim.control('/_control/stream/tick', { symbol: 'AAPL', price: '101.00' })).json()).toEqual({
    pushed: 0,
  });
  // A ping answered after those calls proves nothing was queued before it on this connection.
  await new Promise<void>((resolve) => {
    client.once('packetreceive', (packet) => {
      if (packet.cmd === 'pingresp') resolve();
    });
    client.sendPing();
  });
  expect(received.length).toBe(mark);
  expect(client.connected).toBe(true);
  await sim.control('/_control/stream/pause', { paused: false });
  await sim.waitFor(client, received, (all) => count(all, 'snapshot', 'AAPL', mark) >= 1);
});

test('echo is an empty message and notice reports what was sent and dropped', async () => {
  const sim = await start();
  const { client, received } = await sim.connect('s1');
  await sim.post(SUBSCRIBE, { session_id: 's1', symbols: ['AAPL'], category: 'US_STOCK', sub_types: ['SNAPSHOT'] });
  await sim.waitFor(client, received, (all) => count(all, 'snapshot') >= 2);
  sim.stream.setIntervalMs(60_000);
  sim.stream.pushLoop.echo();
  sim.stream.pushLoop.notice();
  await sim.waitFor(client, received, (all) => count(all, 'notice') === 1);
  const echo = received.find((m) => m.topic === 'echo');
  expect(echo?.payload.length).toBe(0);
  const notice = z
    .object({ type: z.literal('status'), rtt: z.number(), drop: z.number(), sent: z.number() })
    .parse(JSON.parse(received.find((m) => m.topic === 'notice')?.payload.toString() ?? ''));
  expect(notice.drop).toBe(0);
  expect(notice.sent).toBe(received.length - 1);
});

test('drop closes every connection; the sessions and their subscriptions are gone', async () => {
  const sim = await start();
  const a = await sim.connect('s1');
  const b = await sim.connect('s2', { url: sim.wsUrl });
  await sim.post(SUBSCRIBE, { session_id: 's2', symbols: ['MSFT'], category: 'US_STOCK', sub_types: ['TICK'] });
  await sim.waitFor(b.client, b.received, (all) => count(all, 'tick', 'MSFT') >= 1);
  const closed = Promise.all(
    [a.client, b.client].map(
      (c) =>
        new Promise<void>((resolve) =>
          c.once('close', () => {
            resolve();
          }),
        ),
    ),
  );
  expect((await sim.control('/_control/stream/drop', {})).json()).toEqual({ dropped: 2 });
  await closed;
  expect(sim.stream.stats()).toMatchObject({ connections: [], subscriptions: {} });
});

test('each trade is pushed once, oldest first, as market time moves; a pinned clock repeats the newest', async () => {
  const sim = await start();
  sim.stream.setIntervalMs(60_000);
  const { client, received } = await sim.connect('s1');
  await sim.post(SUBSCRIBE, { session_id: 's1', symbols: ['AAPL'], category: 'US_STOCK', sub_types: ['TICK'] });
  await sim.waitFor(client, received, (all) => all.length === 1);
  await sim.control('/_control/clock', { now: T0 + 3000 });
  sim.stream.pushLoop.pushAll();
  await sim.waitFor(client, received, (all) => all.length === 4);
  sim.stream.pushLoop.pushAll();
  await sim.waitFor(client, received, (all) => all.length === 5);
  const times = received.map((m) => z.object({ time: z.string() }).parse(decodePush('Tick', m.payload)).time);
  expect(times).toEqual([T0, T0 + 1000, T0 + 2000, T0 + 3000, T0 + 3000].map(String));
});
