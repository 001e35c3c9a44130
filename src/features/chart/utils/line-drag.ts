import { roundToTick } from '@market/price-tick';

/** The series' price scale, as lightweight-charts gives it (`priceToCoordinate`, `coordinateToPrice`). */
export type PriceScale = { toY: (price: number) => number | null; toPrice: (y: number) => number | null };

/** What a line needs to be dragged: an order's limit or stop, an alert's level. */
export type DraggableLine = { key: string; price: string; draggable: boolean; moving?: boolean };

type DragEvents<L extends DraggableLine> = {
  /** While dragging: the line follows the pointer at a price on the grid. */
  onPreview: (line: L, price: string) => void;
  /** Released at a new price. */
  onDrop: (line: L, price: string) => void;
  /** Escape, or released where it started: the line goes back. */
  onCancel: (line: L) => void;
};

/** How close (px) to a line a press must be to take it. */
const GRAB_PX = 6;

/**
 * Dragging price lines (orders', alerts'), apart from any chart or DOM: press near a draggable
 * line, move, release to drop at the grid price under the pointer; Escape while dragging puts it back.
 */
export function createLineDrag<L extends DraggableLine>(
  lines: () => readonly L[],
  scale: PriceScale,
  events: DragEvents<L>,
) {
  let active: { line: L; price: string } | null = null;
  const hit = (y: number): L | undefined => {
    let best: { line: L; distance: number } | undefined;
    for (const line of lines()) {
      const lineY = line.draggable && line.moving !== true ? scale.toY(Number(line.price)) : null;
      const distance = lineY === null ? Infinity : Math.abs(lineY - y);
      if (distance <= GRAB_PX && (best === undefined || distance < best.distance)) best = { line, distance };
    }
    return best?.line;
  };
  return {
    hit,
    dragging: () => active !== null,
    /** True when the press took a line (the chart must then not pan). */
    press(y: number): boolean {
      const line = hit(y);
      if (line === undefined) return false;
      active = { line, price: line.price };
      return true;
    },
    move(y: number): void {
      if (active === null) return;
      const price = roundToTick(scale.toPrice(y));
      if (price === null || price === active.price) return;
      active.price = price;
      events.onPreview(active.line, price);
    },
    release(): void {
      if (active === null) return;
      const { line, price } = active;
      active = null;
      if (Number(price) === Number(line.price)) events.onCancel(line);
      else events.onDrop(line, price);
    },
    cancel(): void {
      if (active === null) return;
      const { line } = active;
      active = null;
      events.onCancel(line);
    },
  };
}
