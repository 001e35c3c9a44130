import { afterEach, expect, test } from 'vitest';
import type { Packet } from 'mqtt-packet';
import { firstTopicsQuery } from '@contracts/relay-first-topics';
import {
  openRaw,
  quoteOf,
  rawConnect,
  rawSubscribe,
  startRelay,
  until,
  type RawClient,
  type RelayKit,
} from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

const publishes = (client: RawClient) =>
  client.packets.flatMap((packet: Packet) =>
    packet.cmd === 'publish' ? [{ topic: packet.topic, retain: packet.retain, body: packet.payload.toString() }] : [],
  );

/** Everything the relay sent before answering a PINGREQ sent now (it answers in order). */
async function drained(client: RawClient): Promise<void> {
  const pong = client.next('pingresp');
  client.send({ cmd: 'pingreq' });
  await pong;
}

test('topics the upgrade URL names are granted at CONNECT: their values follow the CONNACK, before any SUBSCRIBE', async () => {
  kit = await startRelay();
  kit.feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '187.25', kit.clock.now()) });
  const named = ['status/feed', 'quote/AAPL', 'quote/not a symbol', 'orders/SOMEONE-ELSES'];
  const client = await openRaw(kit, kit.cookie, `${kit.url}${firstTopicsQuery(named)}`);
  expect(await rawConnect(client, kit.secret)).toBe(0);
  await until(() => publishes(client).length === 2, 'the two allowed topics');
  expect(publishes(client).map(({ topic, retain }) => ({ topic, retain }))).toEqual([
    { topic: 'status/feed', retain: true },
    { topic: 'quote/AAPL', retain: false },
  ]);
  expect(publishes(client)[1]?.body).toContain('"price":"187.25"');
  expect(kit.feed.watchers('AAPL', 'quote')).toBe(1);

  // The tab's own SUBSCRIBE of the same topics is confirmed without their values a second time.
  expect(await rawSubscribe(client, ['status/feed', 'quote/AAPL', 'quote/not a symbol'])).toEqual([0, 0, 0x80]);
  await drained(client);
  expect(publishes(client)).toHaveLength(2);
  expect(kit.feed.watchers('AAPL', 'quote')).toBe(1);

  client.ws.close();
  await client.closed;
  const current = kit;
  await until(() => current.feed.watchers('AAPL', 'quote') === 0, 'the unwatch');
});

test('a CONNECT without the session secret gets no value of the topics its URL names', async () => {
  kit = await startRelay();
  kit.feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '187.25', kit.clock.now()) });
  const client = await openRaw(kit, kit.cookie, `${kit.url}${firstTopicsQuery(['status/feed', 'quote/AAPL'])}`);
  expect(await rawConnect(client, 'not-the-secret')).toBe(4);
  await client.closed;
  expect(publishes(client)).toEqual([]);
  expect(kit.feed.watchers('AAPL', 'quote')).toBe(0);
});
