import type { LiveDepth } from '@contracts/stream';

/**
 * The baselines' source: every `intervalMs`, one message per symbol shaped like a sample the relay
 * delivered (same levels, so the same size), stamped with the send time as the upstream push time.
 * Each message is serialised once here ("pre-serialised"), then handed to `sink`.
 */
export function startSyntheticFeed(options: {
  sample: LiveDepth;
  symbols: readonly string[];
  intervalMs: number;
  sink: (symbol: string, payload: Buffer) => void;
}): { stop(): number } {
  let sent = 0;
  const startedAt = performance.now();
  let rounds = 0;
  let timer: NodeJS.Timeout | undefined;
  // Each round aims at startedAt + n x intervalMs: setInterval re-arms after the callback, so a
  // round that takes 7 ms to send would stretch every period to 107 ms and offer 7 % less.
  const round = () => {
    for (const symbol of options.symbols) {
      const now = Date.now();
      options.sink(symbol, Buffer.from(JSON.stringify({ ...options.sample, symbol, time: now, received_at: now })));
      sent += 1;
    }
    rounds += 1;
    timer = setTimeout(round, Math.max(0, startedAt + (rounds + 1) * options.intervalMs - performance.now()));
  };
  timer = setTimeout(round, options.intervalMs);
  return {
    stop() {
      clearTimeout(timer);
      return sent;
    },
  };
}
