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
    [0, a.open],
    [a.highAt, a.high],
    [a.lowAt, a.low],
    [a.steps, a.close],
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

/** What a bridge needs: the grid, the bounds it stays inside, and the per-step noise. */
export type BridgeSpec = Pick<PathAnchors, 'low' | 'high' | 'tick' | 'scale' | 'noise'>;

/**
 * Fills path[from..to] with a Brownian bridge from fromValue to toValue, kept inside
 * [low, high] and on the grid (path[from] and path[to] land on the given values).
 */
export function fillBridge(
  path: Float64Array,
  a: BridgeSpec,
  from: number,
  fromValue: number,
  to: number,
  toValue: number,
): void {
  const length = to - from;
  if (length <= 0) return;
  // Walk first, then pin the end. Progress is measured in accumulated variance, not steps, so
  // the move between anchors happens when the market is active and quiet hours stay quiet.
  const walk = new Float64Array(length + 1);
  const variance = new Float64Array(length + 1);
  for (let i = 1; i <= length; i += 1) {
    const scale = a.scale(from + i - 1);
    walk[i] = (walk[i - 1] ?? 0) + a.noise(from + i - 1) * scale;
    variance[i] = (variance[i - 1] ?? 0) + scale * scale;
  }
  const end = walk[length] ?? 0;
  const total = variance[length] ?? 0;
  for (let i = 0; i <= length; i += 1) {
    const t = total > 0 ? (variance[i] ?? 0) / total : i / length;
    const raw = fromValue + (toValue - fromValue) * t + (walk[i] ?? 0) - end * t;
    path[from + i] = Math.round(foldInto(raw, a.low, a.high) / a.tick) * a.tick;
  }
}

// Reflect overshoots back inside [low, high] (then clamp): clamping alone leaves flat runs at
// the day's extremes, reflection keeps the price moving.
function foldInto(value: number, low: number, high: number): number {
  let v = value;
  if (v > high) v = 2 * high - v;
  if (v < low) v = 2 * low - v;
  return Math.min(high, Math.max(low, v));
}
