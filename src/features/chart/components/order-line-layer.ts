import { LineStyle, type CreatePriceLineOptions } from 'lightweight-charts';
import type { OrderSide } from '@contracts/orders';
import { stackLines, type LineStack } from '../utils/line-stacks';
import type { OrderLine } from '../utils/order-lines';
import { attachPriceLineDrag, type PannableChart } from './price-line-drag';
import { createPriceLineSet, type LineSeries } from './price-line-set';

export type { LineSeries } from './price-line-set';

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

/**
 * The account's working orders as price lines on `series`, and dragging them
 * (./price-line-drag.ts): a release hands the new price to `onDrop`, which asks the trader
 * before anything is sent (docs/trading-screens.md#chart-order-lines). Escape during the drag
 * puts the line back.
 */
export function attachOrderLines(
  container: HTMLElement,
  chart: PannableChart,
  series: LineSeries,
  onDrop: (line: OrderLine, price: string) => void,
) {
  const drawn = createPriceLineSet(series);
  let lines: readonly OrderLine[] = [];
  let held: { key: string; price: string } | undefined;
  const paint = () => {
    drawn.draw(new Map(stackLines(lines, held).map((stack) => [stack.key, optionsOf(stack)])));
  };
  const drag = attachPriceLineDrag(container, chart, series, () => lines, {
    accepts: () => true,
    onPreview: (line, price) => {
      held = { key: line.key, price };
      paint();
    },
    onDrop: (line, price) => {
      // The line stays where it was dropped until the next update says where it is.
      held = undefined;
      onDrop(line, price);
    },
    onCancel: () => {
      held = undefined;
      paint();
    },
  });
  const onHover = (event: PointerEvent) => {
    if (!drag.dragging()) container.style.cursor = drag.hitAt(event) === undefined ? '' : 'ns-resize';
  };
  container.addEventListener('pointermove', onHover);

  return {
    /** Draws `next` in stacks, removing lines of orders that ended; a line being dragged stays where it is held. */
    update(next: readonly OrderLine[]): void {
      lines = next;
      paint();
    },
    /** Stops listening; the lines go with the chart. */
    detach(): void {
      drag.detach();
      container.removeEventListener('pointermove', onHover);
    },
  };
}

export type OrderLineLayer = ReturnType<typeof attachOrderLines>;
