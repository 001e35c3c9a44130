import { createServer, type Server } from 'node:net';
import type { StreamBroker } from './broker';
import { createPacketLink } from './packet-link';

/** MQTT over TCP; Nagle off so each push leaves at once (latency is measured end to end). */
export async function listenMqttTcp(
  broker: StreamBroker,
  host: string,
  port: number,
): Promise<{ server: Server; port: number }> {
  const server = createServer({ noDelay: true }, (socket) => {
    broker.accept(createPacketLink(socket, () => socket.writableLength));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  reportServerErrors(server, 'The MQTT listener');
  const address = server.address();
  return { server, port: typeof address === 'object' && address !== null ? address.port : port };
}

/**
 * Once listening, a server's own 'error' (accept() failing, e.g. no file descriptors left under a
 * flood of connections) is said on stderr: unheard, the event would end the simulator.
 */
export function reportServerErrors(
  server: Server,
  name: string,
  report: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): void {
  server.on('error', (error) => {
    if (server.listening) report(`${name}: ${error.message}`);
  });
}

/** Stops accepting and waits for the server to close (connections are dropped by the broker first). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      resolve();
    });
  });
}
