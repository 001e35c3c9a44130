import type { CreatePriceLineOptions, IPriceLine, ISeriesApi, SeriesType } from 'lightweight-charts';

/** What a layer of price lines needs of the series it draws on. */
export type LineSeries = Pick<
  ISeriesApi<SeriesType>,
  'createPriceLine' | 'removePriceLine' | 'priceToCoordinate' | 'coordinateToPrice'
>;

function sameOptions(a: CreatePriceLineOptions, b: CreatePriceLineOptions): boolean {
  return (Object.keys(b) as (keyof CreatePriceLineOptions)[]).every((name) => a[name] === b[name]);
}

/**
 * The price lines a layer (orders', alerts') keeps on `series`, by key. Each drawn line's handle
 * and the options it was last drawn with are kept: every change of a line makes the chart draw its
 * whole pane again, so a line that did not change is left alone.
 */
export function createPriceLineSet(series: LineSeries) {
  const drawn = new Map<string, { handle: IPriceLine; options: CreatePriceLineOptions }>();
  return {
    /** Draws exactly `wanted`: lines not in it are removed, new ones created, changed ones redrawn. */
    draw(wanted: ReadonlyMap<string, CreatePriceLineOptions>): void {
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
    },
  };
}
