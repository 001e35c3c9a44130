/**
 * The option to highlight after an arrow key: wraps at both ends; from "none" (-1) Down goes
 * to the first option and Up to the last.
 */
export function moveActiveIndex(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step > 0 ? 0 : count - 1;
  return (active + step + count) % count;
}
