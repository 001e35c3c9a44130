import { connect } from 'node:net';

/** What one raw exchange over TCP brought back. */
export interface RawAnswer {
  /** Every byte the server wrote. */
  bytes: Buffer;
  /** Every byte the server wrote, as latin1 text (a status line when it answered in HTTP). */
  text: string;
  /** The HTTP status of the first status line, or null when none came (closed or reset). */
  status: number | null;
  /** The socket ended in a reset rather than a close. */
  reset: boolean;
}

/**
 * Connects to 127.0.0.1:`port`, writes `bytes`, half-closes (so a server waiting for the rest of
 * a request knows none is coming) and reads until the server closes, or until `answered` says
 * what came is a whole answer (an HTTP/2 server says GOAWAY and then waits for the client to
 * close). A server that does neither is itself the failure the caller looks for.
 */
export function rawExchange(
  port: number,
  bytes: string | Buffer,
  answered: (received: Buffer) => boolean = () => false,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let reset = false;
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (answered(Buffer.concat(chunks))) socket.destroy();
    });
    socket.on('error', () => {
      reset = true;
    });
    socket.on('close', () => {
      const received = Buffer.concat(chunks);
      const text = received.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ bytes: received, text, status: match === null ? null : Number(match[1]), reset });
    });
  });
}

/**
 * Opens a socket and sends the first part of a request, never the rest: the server must go on
 * serving others while it waits. `close()` ends it (at once when the server already has).
 */
export function halfSent(port: number, bytes: string): Promise<{ close(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(bytes, 'latin1', () => {
        socket.off('error', reject);
        socket.on('error', () => undefined);
        resolve({
          close: () => {
            socket.destroy();
            return closed;
          },
        });
      });
    });
    const closed = new Promise<void>((done) => {
      socket.once('close', () => {
        done();
      });
    });
    socket.once('error', reject);
  });
}

/** Whether HTTP/2 frames (a server's, so no preface) hold a GOAWAY: the server refused the connection. */
export function hasGoAway(received: Buffer): boolean {
  let at = 0;
  while (at + 9 <= received.length) {
    if (received[at + 3] === 0x07) return true;
    at += 9 + received.readUIntBE(at, 3);
  }
  return false;
}
