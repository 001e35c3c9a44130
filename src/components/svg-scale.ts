/**
 * Helpers shared by the small SVG pictures. Values arrive as decimal strings; they become
 * numbers only to place pixels, never for money arithmetic.
 */

/** A finite number from a decimal string, or `undefined` when absent or not a number. */
export function toPlotNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Maps `[d0, d1]` linearly onto `[r0, r1]`; a zero-width domain maps to the middle. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** The smallest and largest of `values`, widened to include `include` (e.g. zero for bars). */
export function extentOf(values: readonly number[], include: readonly number[] = []): [number, number] {
  const all = [...values, ...include];
  if (all.length === 0) return [0, 1];
  return [Math.min(...all), Math.max(...all)];
}
