import { LineStyle, type CreatePriceLineOptions, type IPriceLine } from 'lightweight-charts';
import type { AlertLine } from '../utils/alert-lines';
import { createLineDrag } from '../utils/line-drag';
import type { LineSeries, PannableChart } from './order-line-layer';

const ALERT_COLOR = '#d97706';

function optionsOf(line: AlertLine, price: string): CreatePriceLineOptions {
  return {
    id: `alert:${line.key}`,
    price: Number(price),
    color: ALERT_COLOR,
    lineWidth: 1,
    lineStyle: LineStyle.LargeDashed,
    axisLabelVisible: true,
    title: line.moving === true ? `${line.label} …` : line.label,
  };
}

type AlertLineEvents = {
  /** A line was dragged and released at a new price (on the tick grid). */
  onDrop: (line: AlertLine, price: string) => void;
  /** Alt+click on the chart: the price under the pointer (the candles' scale). */
  onAltClick: (price: number) => void;
};

/**
 * The symbol's active alerts as labelled price lines on `series`, dragged as the order lines are
 * (./order-line-layer.ts): a press on a line that no order line took, a move, a release that
 * hands the grid price to `onDrop`; Escape puts it back. Alt+click anywhere on the plot hands
 * its price to `onAltClick` (docs/alerts.md#on-the-page).
 */
export function attachAlertLines(
  container: HTMLElement,
  chart: PannableChart,
  series: LineSeries,
  events: AlertLineEvents,
) {
  const drawn = new Map<string, IPriceLine>();
  let lines: readonly AlertLine[] = [];
  let held: { key: string; price: string } | undefined;
  const paint = () => {
    const wanted = new Set(lines.map((line) => line.key));
    for (const [key, handle] of drawn) {
      if (wanted.has(key)) continue;
      series.removePriceLine(handle);
      drawn.delete(key);
    }
    for (const line of lines) {
      const options = optionsOf(line, held?.key === line.key ? held.price : line.price);
      const known = drawn.get(line.key);
      if (known === undefined) drawn.set(line.key, series.createPriceLine(options));
      else known.applyOptions(options);
    }
  };
  const drag = createLineDrag(
    () => lines,
    { toY: (price) => series.priceToCoordinate(price), toPrice: (y) => series.coordinateToPrice(y) },
    {
      onPreview: (line, price) => {
        held = { key: line.key, price };
        paint();
      },
      onDrop: (line, price) => {
        held = undefined;
        stopDragging();
        events.onDrop(line, price);
      },
      onCancel: () => {
        held = undefined;
        stopDragging();
        paint();
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
    // An order line under the same press took it first (its layer was attached before this one).
    if (event.button !== 0 || event.altKey || event.defaultPrevented || !drag.press(yOf(event))) return;
    event.preventDefault();
    event.stopPropagation();
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
  const onMouseDown = (event: MouseEvent) => {
    if (drag.dragging()) event.stopPropagation();
  };
  const onClick = (event: MouseEvent) => {
    if (!event.altKey) return;
    const price = series.coordinateToPrice(yOf(event));
    if (price === null) return;
    event.preventDefault();
    events.onAltClick(price);
  };
  const onHover = (event: PointerEvent) => {
    if (drag.dragging() || container.style.cursor === 'ns-resize') return;
    if (drag.hit(yOf(event)) !== undefined) container.style.cursor = 'ns-resize';
  };
  container.addEventListener('pointerdown', onPress, true);
  container.addEventListener('mousedown', onMouseDown, true);
  container.addEventListener('pointermove', onHover);
  container.addEventListener('click', onClick);
  return {
    /** Draws `next`, removing the lines of alerts that fired (once), ended or were deleted. */
    update(next: readonly AlertLine[]): void {
      lines = next;
      paint();
    },
    detach(): void {
      drag.cancel();
      container.removeEventListener('pointerdown', onPress, true);
      container.removeEventListener('mousedown', onMouseDown, true);
      container.removeEventListener('pointermove', onHover);
      container.removeEventListener('click', onClick);
    },
  };
}

export type AlertLineLayer = ReturnType<typeof attachAlertLines>;
