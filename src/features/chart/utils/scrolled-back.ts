/**
 * Whether the newest bar is off the right edge of the view (`to` is the logical index there):
 * the trader scrolled back in time, and the chart offers the way back to now.
 */
export function isScrolledBack(range: { to: number } | null, barCount: number): boolean {
  return range !== null && barCount > 0 && range.to < barCount - 1;
}
