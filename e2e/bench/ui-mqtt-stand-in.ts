import mqttPacket from 'mqtt-packet';
import type { WebSocket } from 'ws';

/** The browser side of one stand-in connection: the topics its tab subscribed to. */
export type StandInClient = { topics: Set<string>; send: (topic: string, payload: string) => void };

/**
 * A minimal MQTT 3.1.1 server over one WebSocket, enough for mqtt.js in the page: CONNECT,
 * SUBSCRIBE, UNSUBSCRIBE, PINGREQ and DISCONNECT. It stands in for the BFF's relay so the bench
 * can push a chosen update rate that the simulator's documented per-topic cap would not allow.
 */
export function serveMqttOverWs(
  socket: WebSocket,
  onSubscribe: (client: StandInClient, topics: string[]) => void,
): StandInClient {
  const parser = mqttPacket.parser({ protocolVersion: 4 });
  const write = (packet: mqttPacket.Packet) => {
    if (socket.readyState === socket.OPEN) socket.send(mqttPacket.generate(packet));
  };
  const client: StandInClient = {
    topics: new Set(),
    send: (topic, payload) => {
      write({ cmd: 'publish', topic, payload, qos: 0, dup: false, retain: false });
    },
  };
  parser.on('packet', (packet) => {
    if (packet.cmd === 'connect') write({ cmd: 'connack', returnCode: 0, sessionPresent: false });
    else if (packet.cmd === 'subscribe') {
      const topics = packet.subscriptions.map((s) => s.topic);
      for (const topic of topics) client.topics.add(topic);
      write({ cmd: 'suback', messageId: packet.messageId, granted: topics.map(() => 0) });
      onSubscribe(client, topics);
    } else if (packet.cmd === 'unsubscribe') {
      for (const topic of packet.unsubscriptions) client.topics.delete(topic);
      write({ cmd: 'unsuback', messageId: packet.messageId ?? 0, granted: [] });
    } else if (packet.cmd === 'pingreq') write({ cmd: 'pingresp' });
    else if (packet.cmd === 'disconnect') socket.close();
  });
  socket.on('message', (data: Buffer) => {
    parser.parse(data);
  });
  return client;
}
