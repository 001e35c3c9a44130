import Decimal from 'decimal.js';
import { LineStyle, type ISeriesApi } from 'lightweight-charts';
import type { Bar } from '@contracts/market-data';
import type { ChartPalette } from '../utils/chart-colors';

/** The tag on the candles' price axis, and its dashed line, at the newest price. */
export type LatestPriceTag = {
  /** Moves the tag to `bar`'s close (the newest bar), coloured by its direction; hidden with no bar. */
  show: (bar: Bar | undefined, palette: ChartPalette) => void;
};

/**
 * The series' own last-price tag shows the close of the last bar *in view* (the library's rule),
 * so a chart scrolled back in time named an old bar's close as the price. This tag is a price
 * line of its own, always at the newest bar's close, wherever the view is.
 */
export function createLatestPriceTag(candles: ISeriesApi<'Candlestick'>): LatestPriceTag {
  const line = candles.createPriceLine({
    price: 0,
    lineStyle: LineStyle.Dashed,
    lineWidth: 1,
    lineVisible: false,
    axisLabelVisible: false,
  });
  return {
    show(bar, palette) {
      if (bar === undefined) {
        line.applyOptions({ lineVisible: false, axisLabelVisible: false });
        return;
      }
      const color = new Decimal(bar.close).lessThan(bar.open) ? palette.down : palette.up;
      line.applyOptions({ price: Number(bar.close), color, lineVisible: true, axisLabelVisible: true });
    },
  };
}
