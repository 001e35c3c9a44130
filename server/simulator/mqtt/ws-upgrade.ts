import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { StreamBroker } from './broker';
import { createPacketLink } from './packet-link';

export const MQTT_WS_PATH = '/mqtt';

/**
 * MQTT over WebSocket on the HTTP server's upgrade at /mqtt, subprotocol "mqtt" (the form
 * `wss://<host>:8883/mqtt` of docs/protocol.md#hosts). Other upgrade paths are refused with 404.
 */
export function attachMqttWebSocket(server: Server, broker: StreamBroker): { close(): void } {
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has('mqtt') ? 'mqtt' : false),
  });
  wss.on('connection', (socket) => {
    socket.binaryType = 'nodebuffer';
    const stream = createWebSocketStream(socket);
    broker.accept(createPacketLink(stream, () => socket.bufferedAmount + stream.writableLength));
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its own error listener off an upgrading socket: without this one, a client
    // that resets it before the handshake is done would end the simulator with an uncaught error.
    socket.on('error', () => {
      socket.destroy();
    });
    // The target read as text: only the exact `/mqtt` is ours, whatever else a client sends.
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== MQTT_WS_PATH) {
      if (!socket.destroyed) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // Nagle off as on TCP: each push leaves at once.
    request.socket.setNoDelay(true);
    wss.handleUpgrade(request, socket, head, (ws) => {
      wss.emit('connection', ws, request);
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    close: () => {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
