/** A bar's centre on the canvas (css px) and its tint. */
export type ShadePoint = { x: number; color: string };
/** A horizontal band to fill, in css px. */
export type ShadeSpan = { from: number; to: number; color: string };

/**
 * Merges neighbouring bars of the same tint into one band each, so the shading is a solid
 * background rather than a row of columns with seams between them.
 */
export function shadingSpans(points: readonly ShadePoint[], barSpacing: number): ShadeSpan[] {
  const half = barSpacing / 2;
  const spans: ShadeSpan[] = [];
  let previousX = Number.NEGATIVE_INFINITY;
  for (const { x, color } of points) {
    const last = spans.at(-1);
    if (last !== undefined && last.color === color && x - previousX <= barSpacing * 1.5) last.to = x + half;
    else spans.push({ from: x - half, to: x + half, color });
    previousX = x;
  }
  return spans;
}
