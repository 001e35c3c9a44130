import { createServer } from 'node:http';
import { Aedes } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';

/**
 * Baseline 2: a general-purpose MQTT broker (aedes, in memory) over WebSocket, which browsers
 * would join directly; `publish` hands each message to the broker once, as the relay's feed does.
 */
export async function startAedesBaseline(): Promise<{
  url: string;
  publish(topic: string, payload: Buffer): void;
  close(): Promise<void>;
}> {
  const broker = await Aedes.createBroker();
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  wss.on('connection', (ws, request) => {
    broker.handle(createWebSocketStream(ws), request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${String(port)}/`,
    publish(topic, payload) {
      broker.publish({ cmd: 'publish', topic, payload, qos: 0, retain: false, dup: false }, () => undefined);
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => {
        wss.close(resolve);
      });
      await new Promise<void>((resolve) => {
        broker.close(() => {
          resolve();
        });
      });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
