/** Serialises one relayed message: the JSON payload and the whole MQTT 3.1.1 PUBLISH packet (QoS 0). */
export type PublishEncoder = (topic: string, payload: unknown, retain: boolean) => Buffer;

/**
 * Called once per message per flush; the returned Buffer goes as is to every subscriber. Written
 * by hand (MQTT 3.1.1 section 3.3): a QoS 0 PUBLISH is a fixed header, the topic with its length
 * and the payload, so the JSON text is written straight into the packet's one allocation instead
 * of being turned into a Buffer first and copied again.
 */
export const encodePublish: PublishEncoder = (topic, payload, retain) => {
  const json = JSON.stringify(payload);
  const topicBytes = Buffer.byteLength(topic);
  const remaining = 2 + topicBytes + Buffer.byteLength(json);
  let lengthBytes = 1;
  for (let rest = remaining; rest >= 128; rest = Math.floor(rest / 128)) lengthBytes += 1;
  const packet = Buffer.allocUnsafe(1 + lengthBytes + remaining);
  // Packet type 3 (PUBLISH), DUP 0, QoS 0, RETAIN as asked.
  packet[0] = retain ? 0x31 : 0x30;
  let at = 1;
  // Remaining length: 7 bits a byte, least significant first, the top bit set on all but the last.
  for (let rest = remaining; ;) {
    const low = rest % 128;
    rest = Math.floor(rest / 128);
    packet[at++] = rest > 0 ? low | 0x80 : low;
    if (rest === 0) break;
  }
  at = packet.writeUInt16BE(topicBytes, at);
  at += packet.write(topic, at, 'utf8');
  packet.write(json, at, 'utf8');
  return packet;
};
