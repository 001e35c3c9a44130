import { LineStyle, type CreatePriceLineOptions } from 'lightweight-charts';
import type { AlertLine } from '../utils/alert-lines';
import { attachPriceLineDrag, type PannableChart } from './price-line-drag';
import { createPriceLineSet, type LineSeries } from './price-line-set';

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
 * (./price-line-drag.ts): a press on a line that no order line took, a move, a release that
 * hands the grid price to `onDrop`; Escape puts it back. Alt+click anywhere on the plot hands
 * its price to `onAltClick` (docs/alerts.md#on-the-page).
 */
export function attachAlertLines(
  container: HTMLElement,
  chart: PannableChart,
  series: LineSeries,
  events: AlertLineEvents,
) {
  const drawn = createPriceLineSet(series);
  let lines: readonly AlertLine[] = [];
  let held: { key: string; price: string } | undefined;
  const paint = () => {
    drawn.draw(
      new Map(lines.map((line) => [line.key, optionsOf(line, held?.key === line.key ? held.price : line.price)])),
    );
  };
  const drag = attachPriceLineDrag(container, chart, series, () => lines, {
    // An order line under the same press took it first (its layer was attached before this one);
    // Alt+click creates an alert rather than taking one.
    accepts: (event) => !event.altKey && !event.defaultPrevented,
    onPreview: (line, price) => {
      held = { key: line.key, price };
      paint();
    },
    onDrop: (line, price) => {
      held = undefined;
      events.onDrop(line, price);
    },
    onCancel: () => {
      held = undefined;
      paint();
    },
  });
  const onClick = (event: MouseEvent) => {
    if (!event.altKey) return;
    const price = series.coordinateToPrice(drag.yOf(event));
    if (price === null) return;
    event.preventDefault();
    events.onAltClick(price);
  };
  // The order layer's hover (attached first) clears the cursor away from its lines; this one only
  // sets it over an alert line, so neither undoes the other's.
  const onHover = (event: PointerEvent) => {
    if (drag.dragging() || container.style.cursor === 'ns-resize') return;
    if (drag.hitAt(event) !== undefined) container.style.cursor = 'ns-resize';
  };
  container.addEventListener('pointermove', onHover);
  container.addEventListener('click', onClick);
  return {
    /** Draws `next`, removing the lines of alerts that fired (once), ended or were deleted. */
    update(next: readonly AlertLine[]): void {
      lines = next;
      paint();
    },
    detach(): void {
      drag.detach();
      container.removeEventListener('pointermove', onHover);
      container.removeEventListener('click', onClick);
    },
  };
}

export type AlertLineLayer = ReturnType<typeof attachAlertLines>;
