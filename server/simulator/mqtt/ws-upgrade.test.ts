import { createServer, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { expect, test } from 'vitest';
import { createStreamBroker } from './broker';
import { attachMqttWebSocket } from './ws-upgrade';

/** A socket whose every write fails, as one its client has reset does. */
function resetSocket(): Duplex {
  return new Duplex({
    read() {
      // Nothing more arrives.
    },
    write(_chunk, _encoding, done) {
      done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    },
  });
}

test.each(['/other', '//x:99999/mqtt', '/mqtt'])(
  'a client that resets its socket during an upgrade to %s costs that socket only',
  async (target) => {
    const server = createServer();
    const ws = attachMqttWebSocket(server, createStreamBroker({ appKey: 'key', wallNow: Date.now }));
    try {
      const socket = resetSocket();
      const request = new IncomingMessage(new Socket());
      request.url = target;
      request.headers = { host: '127.0.0.1', upgrade: 'websocket', connection: 'Upgrade' };
      const closed = new Promise<void>((resolve) => socket.once('close', resolve));
      // Node has already taken its own error listener off an upgrading socket.
      server.emit('upgrade', request, socket, Buffer.alloc(0));
      await closed;
      expect(socket.destroyed).toBe(true);
    } finally {
      ws.close();
    }
  },
);
