import type { OrderLine } from './order-lines';

/** Lines that would be drawn on top of one another, drawn once: the first of them and how many there are. */
export type LineStack = {
  /** The first line's key: it names the drawn line for as long as that order is in the stack. */
  key: string;
  line: OrderLine;
  count: number;
};

/**
 * Groups `lines` that look the same (price, side, label and style) into one stack each, in
 * the order of their first line. A chart draws every line and its two labels on every frame,
 * so a hundred orders resting at one price cost a hundred labels nobody can read apart; a
 * stack costs one. `held` is a line being dragged, shown at the price under the pointer.
 */
export function stackLines(lines: readonly OrderLine[], held?: { key: string; price: string }): LineStack[] {
  const stacks = new Map<string, LineStack>();
  for (const original of lines) {
    const line = held?.key === original.key ? { ...original, price: held.price } : original;
    const look = [
      Number(line.price),
      line.side,
      line.label,
      line.draggable,
      line.moving === true,
      line.asking === true,
    ].join('|');
    const stack = stacks.get(look);
    if (stack === undefined) stacks.set(look, { key: line.key, line, count: 1 });
    else stack.count += 1;
  }
  return [...stacks.values()];
}
