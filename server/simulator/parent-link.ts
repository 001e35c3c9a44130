import { Socket } from 'node:net';

/**
 * Watches the read end of a pipe whose write end the starting process (the BFF) holds and never
 * writes to. The kernel closes that end when the starting process ends, however it ends (SIGKILL
 * included, which no handler sees), so end-of-file here is the one sign of it that cannot be
 * missed. `onGone` runs once. Throws when `fd` is not an open pipe or socket.
 */
export function watchParentLink(fd: number, onGone: () => void): void {
  const link = new Socket({ fd, readable: true, writable: false });
  // The link alone must not keep the simulator running: its servers do that.
  link.unref();
  let gone = false;
  const end = () => {
    if (gone) return;
    gone = true;
    // Whoever read our output has most likely ended too: a write to a pipe without a reader fails
    // with EPIPE, which must not turn a clean stop into an uncaught error.
    process.stdout.on('error', () => undefined);
    process.stderr.on('error', () => undefined);
    link.destroy();
    onGone();
  };
  // Nothing is ever sent; reading is what reports the end.
  link.on('data', () => undefined);
  link.once('end', end);
  link.once('close', end);
  link.once('error', end);
}
