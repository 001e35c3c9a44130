import type { BarPrice, Coordinate, IPriceLine } from 'lightweight-charts';
import type { LineSeries } from '../components/price-line-set';

/**
 * A series whose scale puts 185.00 at y = 100 and 10 px on each dollar; it records its lines by
 * id, and which lines were created and which redrawn, in order.
 */
export function fakeLineSeries() {
  const lines = new Map<string, { price: number; title: string }>();
  const changed: string[] = [];
  const created: string[] = [];
  const ids = new Map<IPriceLine, string>();
  const series: LineSeries = {
    createPriceLine: (options) => {
      const id = options.id ?? '';
      created.push(id);
      lines.set(id, { price: options.price, title: options.title ?? '' });
      const handle: IPriceLine = {
        applyOptions: (next) => {
          changed.push(id);
          lines.set(id, { price: next.price ?? 0, title: next.title ?? '' });
        },
        options: () => {
          throw new Error('the layer does not read options back');
        },
      };
      ids.set(handle, id);
      return handle;
    },
    removePriceLine: (handle) => {
      lines.delete(ids.get(handle) ?? '');
    },
    // The library brands its coordinates and prices; the fake's are plain numbers.
    priceToCoordinate: (price) => (100 - (price - 185) * 10) as Coordinate,
    coordinateToPrice: (y) => (185 + (100 - y) / 10) as BarPrice,
  };
  return { series, lines, changed, created };
}
