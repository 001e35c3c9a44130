import type { IChartApi } from 'lightweight-charts';
import { createLineDrag, type DraggableLine } from '../utils/line-drag';
import type { LineSeries } from './price-line-set';

export type PannableChart = Pick<IChartApi, 'applyOptions'>;

type PriceLineDragEvents<L extends DraggableLine> = {
  /** Whether this press may take a line at all (another layer's line, a modifier key). */
  accepts: (event: PointerEvent) => boolean;
  /** While dragging: the line follows the pointer at a price on the grid. */
  onPreview: (line: L, price: string) => void;
  /** Released at a new price (on the tick grid). */
  onDrop: (line: L, price: string) => void;
  /** Escape, a lost pointer, or released where it started: the line goes back. */
  onCancel: (line: L) => void;
};

/**
 * Dragging a layer's price lines with the pointer on the chart's container: a press on a line
 * (pointer events in the capture phase, so the chart does not pan), a move that previews the grid
 * price, a release that drops it; Escape during the drag puts the line back. The listeners of a
 * drag are on the window and go when it ends; `detach` removes the container's.
 */
export function attachPriceLineDrag<L extends DraggableLine>(
  container: HTMLElement,
  chart: PannableChart,
  series: LineSeries,
  lines: () => readonly L[],
  events: PriceLineDragEvents<L>,
) {
  const drag = createLineDrag(
    lines,
    { toY: (price) => series.priceToCoordinate(price), toPrice: (y) => series.coordinateToPrice(y) },
    {
      onPreview: events.onPreview,
      onDrop: (line, price) => {
        stopDragging();
        events.onDrop(line, price);
      },
      onCancel: (line) => {
        stopDragging();
        events.onCancel(line);
      },
    },
  );
  const yOf = (event: MouseEvent) => event.clientY - container.getBoundingClientRect().top;
  const onMove = (event: PointerEvent) => {
    drag.move(yOf(event));
  };
  const onUp = () => {
    drag.release();
  };
  const onCancelPointer = () => {
    drag.cancel();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !drag.dragging()) return;
    // The key is the drag's: a header panel open meanwhile must not close on it.
    event.stopPropagation();
    drag.cancel();
  };
  function stopDragging(): void {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onCancelPointer);
    window.removeEventListener('keydown', onKey, true);
    chart.applyOptions({ handleScroll: true, handleScale: true });
  }
  const onPress = (event: PointerEvent) => {
    if (event.button !== 0 || !events.accepts(event) || !drag.press(yOf(event))) return;
    event.preventDefault();
    event.stopPropagation();
    // The release counts even outside the page; a pointer the browser no longer tracks cannot be captured.
    try {
      container.setPointerCapture(event.pointerId);
    } catch {
      // the window listeners below still follow it inside the page
    }
    chart.applyOptions({ handleScroll: false, handleScale: false });
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancelPointer);
    window.addEventListener('keydown', onKey, true);
  };
  // The chart pans on mousedown, which follows pointerdown: it must not see a press that took a line.
  const onMouseDown = (event: MouseEvent) => {
    if (drag.dragging()) event.stopPropagation();
  };
  container.addEventListener('pointerdown', onPress, true);
  container.addEventListener('mousedown', onMouseDown, true);
  return {
    dragging: drag.dragging,
    /** The line a press at this pointer position would take, if any. */
    hitAt: (event: MouseEvent): L | undefined => drag.hit(yOf(event)),
    /** The pointer's height in the chart's container, for the series' price scale. */
    yOf,
    /** Puts a line being dragged back and stops listening. */
    detach(): void {
      drag.cancel();
      container.removeEventListener('pointerdown', onPress, true);
      container.removeEventListener('mousedown', onMouseDown, true);
    },
  };
}
