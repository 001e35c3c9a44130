import { generate } from 'mqtt-packet';

/** Serialises one relayed message: the JSON payload and the whole MQTT 3.1.1 PUBLISH packet (QoS 0). */
export type PublishEncoder = (topic: string, payload: unknown, retain: boolean) => Buffer;

/** Called once per message per flush; the returned Buffer goes as is to every subscriber. */
export const encodePublish: PublishEncoder = (topic, payload, retain) =>
  generate({ cmd: 'publish', topic, payload: JSON.stringify(payload), qos: 0, retain, dup: false });
