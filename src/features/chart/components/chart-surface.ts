import type { IChartApi, ISeriesApi } from 'lightweight-charts';

/** What a layer drawn over the candles needs of the chart: the chart, its candles, its element. */
export type ChartSurface = {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  container: HTMLElement;
};
