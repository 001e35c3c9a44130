/**
 * The CPU time of this process (the server under test runs in it) over a measured window, read
 * with `process.cpuUsage` once a second so the run's spread shows too. The coordinator sharing the
 * process only waits on timers, which costs next to nothing.
 */
export interface CpuWindow {
  /** Stops sampling; user plus system CPU time since `startCpuWindow`, and the wall time. */
  stop(): CpuFigures;
}

export interface CpuFigures {
  /** User + system CPU time over the window, ms. */
  cpuMs: number;
  /** Of which in the kernel (socket writes and reads), ms. */
  systemMs: number;
  wallMs: number;
  /** CPU time per wall second, as a share of one core: median and highest of the 1 s samples. */
  coreShareMedian: number;
  coreShareMax: number;
}

const total = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1_000;

export function startCpuWindow(): CpuWindow {
  const start = process.cpuUsage();
  const startedAt = performance.now();
  const shares: number[] = [];
  let last = { cpu: 0, at: startedAt };
  const timer = setInterval(() => {
    const cpu = total(process.cpuUsage(start));
    const at = performance.now();
    shares.push((cpu - last.cpu) / (at - last.at));
    last = { cpu, at };
  }, 1_000);
  return {
    stop() {
      clearInterval(timer);
      const usage = process.cpuUsage(start);
      const cpuMs = total(usage);
      const sorted = [...shares].sort((a, b) => a - b);
      const round = (n: number) => Number(n.toFixed(2));
      return {
        cpuMs: Math.round(cpuMs),
        systemMs: Math.round(usage.system / 1_000),
        wallMs: Math.round(performance.now() - startedAt),
        coreShareMedian: round(sorted[Math.floor(sorted.length / 2)] ?? cpuMs / (performance.now() - startedAt)),
        coreShareMax: round(sorted.at(-1) ?? 0),
      };
    },
  };
}
