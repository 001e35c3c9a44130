import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';

const helloSchema = z.object({ symbols: z.array(z.string()) });

/**
 * Baseline 1: the least a fan-out can do. A bare `ws` server; each client names its symbols in a
 * first text message; `publish` sends one pre-serialised frame to each subscriber, no protocol,
 * no conflation, no checks.
 */
export async function startRawBaseline(): Promise<{
  url: string;
  publish(symbol: string, payload: Buffer): void;
  deliveries(): number;
  close(): Promise<void>;
}> {
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const subscribers = new Map<string, Set<WebSocket>>();
  let deliveries = 0;
  wss.on('connection', (ws) => {
    ws.once('message', (data: Buffer) => {
      const hello = helloSchema.parse(JSON.parse(data.toString('utf8')));
      for (const symbol of hello.symbols) {
        let set = subscribers.get(symbol);
        if (set === undefined) subscribers.set(symbol, (set = new Set()));
        set.add(ws);
      }
    });
    ws.on('close', () => {
      for (const set of subscribers.values()) set.delete(ws);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${String(port)}/`,
    publish(symbol, payload) {
      for (const ws of subscribers.get(symbol) ?? []) {
        ws.send(payload, { binary: true, compress: false });
        deliveries += 1;
      }
    },
    deliveries: () => deliveries,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => {
        wss.close(resolve);
      });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
