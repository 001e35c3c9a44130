import { WebSocket } from 'ws';
import type { Clock } from '@server/shared/clock';
import type { RelayLimits } from './relay-limits';

const SEND_OPTIONS = { binary: true, compress: false } as const;

export interface OutboxTally {
  /** Frames handed to sockets. */
  sent: number;
  /** Frames a slow socket never got because a newer one of the same topic replaced them. */
  conflated: number;
}

/**
 * What one browser socket is sent. While the socket keeps up, every frame is written at once.
 * Once more than `softBufferBytes` wait in its send buffer, nothing more is written: only the
 * newest frame per topic is kept, and those go out when the socket has drained. A socket that
 * does not drain within `hardSlowMs`, or whose queued and pending bytes pass `hardBufferBytes`,
 * is given up on (`onOverflow`). Nothing here waits, so one slow browser never delays another.
 */
export class ClientOutbox {
  /** This flush's frames; emptied in place after each flush, not replaced. */
  private readonly batch: Buffer[] = [];
  private readonly pending = new Map<string, Buffer>();
  private pendingBytes = 0;
  /** Gives each kept-whole frame its own place in `pending`. */
  private keptWhole = 0;
  private cancelSlowTimer: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: {
      clock: Clock;
      limits: Pick<RelayLimits, 'softBufferBytes' | 'hardBufferBytes' | 'hardSlowMs'>;
      tally: OutboxTally;
      onOverflow: (reason: string) => void;
    },
  ) {}

  get isSlow(): boolean {
    return this.cancelSlowTimer !== null;
  }

  /**
   * Queues a frame; it is written with the others of the same flush by `flushWrites`. A frame
   * `kept whole` (an order's step: every one matters, docs/trading.md) is never replaced by a
   * newer one while the socket is slow; the hard limits still apply to it.
   */
  deliver(topic: string, frame: Buffer, keepWhole = false): void {
    if (this.closed) return;
    if (!this.isSlow) {
      this.batch.push(frame);
      return;
    }
    if (keepWhole) {
      this.keptWhole += 1;
      topic = `${topic}\u0000${String(this.keptWhole)}`;
    }
    const replaced = this.pending.get(topic);
    if (replaced !== undefined) {
      this.pendingBytes -= replaced.length;
      this.deps.tally.conflated += 1;
      // Re-inserted at the end, so pending frames still leave in the order they became newest.
      this.pending.delete(topic);
    }
    this.pending.set(topic, frame);
    this.pendingBytes += frame.length;
    const queued = this.socket.bufferedAmount + this.pendingBytes;
    if (queued > this.deps.limits.hardBufferBytes)
      this.overflow(`${String(queued)} bytes queued (limit ${String(this.deps.limits.hardBufferBytes)})`);
  }

  /**
   * Writes what this flush queued as one WebSocket message: MQTT over WebSocket lets one message
   * carry several packets (MQTT 3.1.1 section 6), and one write per socket per flush instead of
   * one per frame is most of the cost saved. A single frame goes as the shared Buffer itself.
   */
  flushWrites(): void {
    const frames = this.batch;
    const count = frames.length;
    if (count === 0) return;
    const open = !this.closed && this.socket.readyState === WebSocket.OPEN;
    const data = !open ? undefined : count === 1 ? frames[0] : Buffer.concat(frames);
    frames.length = 0;
    if (data === undefined) return;
    this.deps.tally.sent += count;
    if (this.socket.bufferedAmount + data.length <= this.deps.limits.softBufferBytes) {
      this.socket.send(data, SEND_OPTIONS);
      return;
    }
    // This write crosses the soft limit: its completion tells us the socket drained up to here.
    this.markSlow();
    // Node calls write callbacks with null on success, whatever the typings say.
    this.socket.send(data, SEND_OPTIONS, (error?: Error | null) => {
      if (error === undefined || error === null) this.drained();
    });
  }

  close(): void {
    this.closed = true;
    this.batch.length = 0;
    this.cancelSlowTimer?.();
    this.cancelSlowTimer = null;
    this.pending.clear();
    this.pendingBytes = 0;
  }

  private markSlow(): void {
    if (this.isSlow) return;
    const { hardSlowMs } = this.deps.limits;
    this.cancelSlowTimer = this.deps.clock.setTimer(() => {
      this.overflow(`not drained for ${String(hardSlowMs)} ms`);
    }, hardSlowMs);
  }

  private drained(): void {
    if (this.closed) return;
    this.cancelSlowTimer?.();
    this.cancelSlowTimer = null;
    const waiting = [...this.pending];
    this.pending.clear();
    this.pendingBytes = 0;
    for (const [topic, frame] of waiting) this.deliver(topic, frame);
    this.flushWrites();
  }

  private overflow(reason: string): void {
    if (this.closed) return;
    this.close();
    this.deps.onOverflow(reason);
  }
}
