import { generate, parser } from 'mqtt-packet';
import { expect, test } from 'vitest';
import { encodePublish } from './encode-publish';

const reference = (topic: string, payload: unknown, retain: boolean) =>
  generate({ cmd: 'publish', topic, payload: JSON.stringify(payload), qos: 0, retain, dup: false });

test('a relayed message is the same PUBLISH packet an MQTT library writes, at every length-field size', () => {
  const hex = (packet: Buffer) => packet.toString('hex');
  // The topic, the JSON around `note` and the 2 topic-length bytes take 41 of the remaining length,
  // so these sizes cross its 1-to-2 and 2-to-3 byte steps (127/128 and 16,383/16,384 bytes).
  const sizes = [
    0,
    ...Array.from({ length: 16 }, (_, i) => 78 + i),
    ...Array.from({ length: 16 }, (_, i) => 16_334 + i),
  ];
  const lengthFieldBytes = new Set<number>();
  for (const size of sizes) {
    const payload = { symbol: 'BRK.B', note: 'x'.repeat(size) };
    for (const retain of [false, true]) {
      const expected = reference('depth/BRK.B', payload, retain);
      expect(hex(encodePublish('depth/BRK.B', payload, retain))).toBe(hex(expected));
      lengthFieldBytes.add(expected.length - 2 - 11 - Buffer.byteLength(JSON.stringify(payload)) - 1);
    }
  }
  expect([...lengthFieldBytes].sort()).toEqual([1, 2, 3]);
  const text = { name: 'Société Générale – ADR', price: '12.50' };
  expect(hex(encodePublish('quote/GLE€', text, false))).toBe(hex(reference('quote/GLE€', text, false)));
});

test('an MQTT client reads back the topic, the JSON payload and the retain flag', () => {
  const packets: { topic: string; payload: string; retain: boolean }[] = [];
  const reader = parser({ protocolVersion: 4 });
  reader.on('packet', (packet) => {
    if (packet.cmd === 'publish')
      packets.push({ topic: packet.topic, payload: packet.payload.toString(), retain: packet.retain });
  });
  reader.parse(
    Buffer.concat([
      encodePublish('feed/status', { state: 'live' }, true),
      encodePublish('depth/AAPL', { asks: [{ price: '1.00', size: '5' }] }, false),
    ]),
  );
  expect(packets).toEqual([
    { topic: 'feed/status', payload: '{"state":"live"}', retain: true },
    { topic: 'depth/AAPL', payload: '{"asks":[{"price":"1.00","size":"5"}]}', retain: false },
  ]);
});
