/** Inputs of {@link buildAnchoredPath}; all prices in units, on the grid `tick`. */
export interface PathAnchors {
  steps: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Steps (1..steps-1, distinct) at which the path touches high and low. */
  highAt: number;
  lowAt: number;
  tick: number;
  /** Standard deviation (units) of step i's innovation. */
  scale: (step: number) => number;
  /** Standard normal innovation of step i (hashed, so the path is reproducible). */
  noise: (step: number) => number;
}

/**
 * Random path p[0..steps] with p[0] = open, p[steps] = close, max = high, min = low, exactly.
 * Brownian bridges join the four anchors in time order; values are clamped into [low, high]
 * and snapped to the grid. This is how a day is split into minutes and a minute into seconds
 * while the coarser bar stays the exact aggregate of the finer ones.
 */
export function buildAnchoredPath(a: PathAnchors): Float64Array {
  const path = new Float64Array(a.steps + 1);
  const anchors = [
    [0, a.open], [a.highAt, a.high], [a.lowAt, a.low], [a.steps, a.close],
  ].sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
  for (let k = 0; k + 1 < anchors.length; k += 1) {
    const [from = 0, fromValue = 0] = anchors[k] ?? [];
    const [to = 0, toValue = 0] = anchors[k + 1] ?? [];
    fillBridge(path, a, from, fromValue, to, toValue);
  }
  path[a.highAt] = a.high;
  path[a.lowAt] = a.low;
  path[0] = a.open;
  path[a.steps] = a.close;
  return path;
}

function fillBridge(path: Float64Array, a: PathAnchors, from: number, fromValue: number, to: number, toValue: number): void {
  const length = to - from;
  if (length <= 0) return;
  // Walk first, then subtract the straight line to the walk's end: a bridge pinned at both ends.
  const walk = new Float64Array(length + 1);
  for (let i = 1; i <= length; i += 1) {
    walk[i] = (walk[i - 1] ?? 0) + a.noise(from + i - 1) * a.scale(from + i - 1);
  }
  const end = walk[length] ?? 0;
  for (let i = 0; i <= length; i += 1) {
    const t = i / length;
    const raw = fromValue + (toValue - fromValue) * t + (walk[i] ?? 0) - end * t;
    const snapped = Math.round(raw / a.tick) * a.tick;
    path[from + i] = Math.min(a.high, Math.max(a.low, snapped));
  }
}
