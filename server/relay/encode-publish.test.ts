import { generate, parser } from 'mqtt-packet';
import { expect, test } from 'vitest';
import { encodePublish } from './encode-publish';

const reference = (topic: string, payload: unknown, retain: boolean) =>
  generate({ cmd: 'publish', topic, payload: JSON.stringify(payload), qos: 0, retain, dup: false });

test('a relayed message is the same PUBLISH packet an MQTT library writes, at every length-field size', () => {
  // Every remaining length across the 1-to-2 and 2-to-3 byte steps of the length field (127/128
  // and 16,383/16,384 bytes), and non-ASCII text.
  const sizes = [
    ...Array.from({ length: 120 }, (_, i) => i + 30),
    ...Array.from({ length: 120 }, (_, i) => i + 16_280),
  ];
  for (const size of sizes) {
    const payload = { symbol: 'BRK.B', note: 'x'.repeat(size) };
    for (const retain of [false, true]) {
      expect(encodePublish('depth/BRK.B', payload, retain)).toEqual(reference('depth/BRK.B', payload, retain));
    }
  }
  const text = { name: 'Société Générale – ADR', price: '12.50' };
  expect(encodePublish('quote/GLE€', text, false)).toEqual(reference('quote/GLE€', text, false));
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
