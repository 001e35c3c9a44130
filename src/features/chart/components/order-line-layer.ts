import {
  LineStyle,
  type CreatePriceLineOptions,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type SeriesType,
} from 'lightweight-charts';
import type { OrderSide } from '@contracts/orders';
import { createLineDrag } from '../utils/line-drag';
import { stackLines, type LineStack } from '../utils/line-stacks';
import type { OrderLine } from '../utils/order-lines';

export type LineSeries = Pick<
  ISeriesApi<SeriesType>,
  'createPriceLine' | 'removePriceLine' | 'priceToCoordinate' | 'coordinateToPrice'
>;
export type PannableChart = Pick<IChartApi, 'applyOptions'>;

const COLORS: Record<OrderSide, string> = { BUY: '#16a34a', SELL: '#dc2626', SHORT: '#dc2626' };

function optionsOf({ key, line, count }: LineStack): CreatePriceLineOptions {
  const label = count > 1 ? `${line.label} ×${String(count)}` : line.label;
  return {
    id: key,
    price: Number(line.price),
    color: COLORS[line.side],
    lineWidth: 2,
    lineStyle: line.draggable ? LineStyle.Dashed : LineStyle.Dotted,
    axisLabelVisible: true,
    title: line.moving === true ? `${label} …` : line.asking === true ? `${label} ?` : label,
  };
}

function sameOptions(a: CreatePriceLineOptions, b: CreatePriceLineOptions): boolean {
  return (Object.keys(b) as (keyof CreatePriceLineOptions)[]).every((name) => a[name] === b[name]);
}

/**
 * The account's working orders as price lines on `series`, and dragging them: a press on a line
 * (pointer events on the chart's container, in the capture phase, so the chart does not pan),
 * a move that shows the grid price, and a release that hands the new price to `onDrop`, which
 * asks the trader before anything is sent (docs/trading-screens.md#chart-order-lines). Escape
 * during the drag puts the line back.
 */
export function attachOrderLines(
  container: HTMLElement,
  chart: PannableChart,
  series: LineSeries,
  onDrop: (line: OrderLine, price: string) => void,
) {
  // Each drawn stack's handle and the options it was last drawn with: every change of a line
  // makes the chart draw its whole pane again, so a stack that did not change is left alone.
  const drawn = new Map<string, { handle: IPriceLine; options: CreatePriceLineOptions }>();
  let lines: readonly OrderLine[] = [];
  let held: { key: string; price: string } | undefined;
  const paint = () => {
    const wanted = new Map(stackLines(lines, held).map((stack) => [stack.key, optionsOf(stack)]));
    for (const [key, { handle }] of drawn) {
      if (wanted.has(key)) continue;
      series.removePriceLine(handle);
      drawn.delete(key);
    }
    for (const [key, options] of wanted) {
      const known = drawn.get(key);
      if (known === undefined) drawn.set(key, { handle: series.createPriceLine(options), options });
      else if (!sameOptions(known.options, options)) {
        known.handle.applyOptions(options);
        known.options = options;
      }
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
        // The line stays where it was dropped until the next update says where it is.
        held = undefined;
        stopDragging();
        onDrop(line, price);
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
    if (event.button !== 0 || !drag.press(yOf(event))) return;
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
  const onHover = (event: PointerEvent) => {
    if (!drag.dragging()) container.style.cursor = drag.hit(yOf(event)) === undefined ? '' : 'ns-resize';
  };
  container.addEventListener('pointerdown', onPress, true);
  container.addEventListener('mousedown', onMouseDown, true);
  container.addEventListener('pointermove', onHover);

  return {
    /** Draws `next` in stacks, removing lines of orders that ended; a line being dragged stays where it is held. */
    update(next: readonly OrderLine[]): void {
      lines = next;
      paint();
    },
    /** Stops listening; the lines go with the chart. */
    detach(): void {
      drag.cancel();
      container.removeEventListener('pointerdown', onPress, true);
      container.removeEventListener('mousedown', onMouseDown, true);
      container.removeEventListener('pointermove', onHover);
    },
  };
}

export type OrderLineLayer = ReturnType<typeof attachOrderLines>;
