import type { LiveDepth } from '../../../src/contracts/stream';

/**
 * The baselines' source: every `intervalMs`, one message per symbol shaped like a sample the relay
 * delivered (same levels, so the same size), stamped with the send time as the upstream push time.
 * Each message is serialised once here ("pre-serialised"), then handed to `sink`.
 */
export function startSyntheticFeed(options: { sample: LiveDepth; symbols: readonly string[]; intervalMs: number; sink: (symbol: string, payload: Buffer) => void }): { stop(): number } {
  let sent = 0;
  const timer = setInterval(() => {
    for (const symbol of options.symbols) {
      const now = Date.now();
      options.sink(symbol, Buffer.from(JSON.stringify({ ...options.sample, symbol, time: now, received_at: now })));
      sent += 1;
    }
  }, options.intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return sent;
    },
  };
}
