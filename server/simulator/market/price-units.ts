// Prices are integers in units of 1/10 000 USD so that paths, maxima and sums are exact; they
// become strings only at the edge. Prices of $1 and more move on a cent grid.

/** Units per dollar. */
export const UNITS_PER_DOLLAR = 10_000;

/** Price grid step (in units) for a price near `units`: one cent at $1 and above, else 0.0001. */
export function tickFor(units: number): number {
  return units >= UNITS_PER_DOLLAR ? 100 : 1;
}

/** Rounds a raw dollar amount to the grid, never below one grid step. */
export function toUnits(dollars: number): number {
  const raw = dollars * UNITS_PER_DOLLAR;
  const tick = tickFor(raw);
  return Math.max(tick, Math.round(raw / tick) * tick);
}

/** Formats units as a price string: 2 decimals at $1 and above, 4 below. */
export function formatPrice(units: number): string {
  if (units >= UNITS_PER_DOLLAR) {
    // Round half up on the cent grid; a monotone rounding keeps max/min of formatted = formatted max/min.
    const cents = Math.floor((units + 50) / 100);
    return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  }
  return `${Math.floor(units / UNITS_PER_DOLLAR)}.${String(units % UNITS_PER_DOLLAR).padStart(4, '0')}`;
}
