import { connect } from 'node:net';
import { expect, test, vi } from 'vitest';
import { createStreamBroker } from './broker';
import { closeServer, listenMqttTcp } from './tcp-listener';

test("the listening MQTT server's own error (an accept that fails) is said, not thrown, and it still accepts", async () => {
  const { server, port } = await listenMqttTcp(
    createStreamBroker({ appKey: 'key', wallNow: Date.now }),
    '127.0.0.1',
    0,
  );
  try {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      // What Node's net server emits when accept() fails, e.g. with no file descriptors left.
      expect(() => server.emit('error', Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' }))).not.toThrow();
      expect(stderr.mock.calls).toEqual([['The MQTT listener: accept EMFILE\n']]);
    } finally {
      stderr.mockRestore();
    }
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', reject);
    });
  } finally {
    await closeServer(server);
  }
});
