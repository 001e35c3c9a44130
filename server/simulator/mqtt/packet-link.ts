import type { Duplex } from 'node:stream';
import { generate, parser, type Packet } from 'mqtt-packet';

/** One MQTT byte stream (a TCP socket or a WebSocket stream) read and written as packets. */
export interface PacketLink {
  onPacket(listener: (packet: Packet) => void): void;
  /** A malformed packet; the link is useless afterwards. */
  onError(listener: (error: Error) => void): void;
  onClose(listener: () => void): void;
  /** Encodes with mqtt-packet (never by hand) and writes; false once the link is closed. */
  send(packet: Packet): boolean;
  /** Writes already-encoded bytes (a publish built once for many sessions). */
  sendBytes(bytes: Buffer): boolean;
  /** Bytes queued in the socket but not yet sent: a reader that stops reading shows here. */
  pendingBytes(): number;
  /** Ends the stream after the queued bytes are flushed. */
  end(): void;
  /** Closes at once. */
  destroy(): void;
  readonly closed: boolean;
}

export function createPacketLink(stream: Duplex, pending: () => number): PacketLink {
  // v3.1.1 only: the parser is told the version so a v5 CONNECT is still parsed (and refused).
  const reader = parser({ protocolVersion: 4 });
  let closed = false;
  const closeListeners: (() => void)[] = [];
  const markClosed = () => {
    if (closed) return;
    closed = true;
    for (const listener of closeListeners) listener();
  };
  stream.on('data', (chunk: Buffer) => {
    if (!closed) reader.parse(chunk);
  });
  stream.on('close', markClosed);
  stream.on('end', markClosed);
  // A reset socket is just a closed connection; never let it become an uncaught error.
  stream.on('error', markClosed);
  const write = (bytes: Buffer): boolean => {
    if (closed || stream.destroyed) return false;
    stream.write(bytes);
    return true;
  };
  return {
    onPacket: (listener) => reader.on('packet', listener),
    onError: (listener) => reader.on('error', listener),
    onClose: (listener) => closeListeners.push(listener),
    send: (packet) => write(generate(packet)),
    sendBytes: write,
    pendingBytes: pending,
    end: () => {
      stream.end();
      markClosed();
    },
    destroy: () => {
      stream.destroy();
      markClosed();
    },
    get closed() {
      return closed;
    },
  };
}
