import type {
  IChartApiBase,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  Time,
} from 'lightweight-charts';
import { shadingSpans, type ShadePoint } from '../utils/shading-spans';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];
export type ShadeColumn = { time: Time; color: string };

/**
 * Paints pre-market, after-hours and overnight backgrounds behind the candles as solid bands
 * (a series primitive, drawn beneath every series and redrawn with the chart).
 */
export class SessionShading implements ISeriesPrimitive {
  private chart: IChartApiBase | null = null;
  private requestUpdate: (() => void) | null = null;
  private columns: readonly ShadeColumn[] = [];

  private readonly view: IPrimitivePaneView = {
    zOrder: () => 'bottom',
    renderer: () => ({
      draw: (target: DrawTarget) => {
        this.paint(target);
      },
    }),
  };

  attached({ chart, requestUpdate }: SeriesAttachedParameter): void {
    this.chart = chart;
    this.requestUpdate = requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.requestUpdate = null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }

  /** One tint per bar, oldest first; transparent for the regular session. */
  setColumns(columns: readonly ShadeColumn[]): void {
    this.columns = columns;
    this.requestUpdate?.();
  }

  /** Replaces the tints from index `from` on (the newest bars changed or one was added). */
  replaceFrom(from: number, columns: readonly ShadeColumn[]): void {
    this.setColumns([...this.columns.slice(0, from), ...columns]);
  }

  private paint(target: DrawTarget): void {
    const chart = this.chart;
    if (chart === null || this.columns.length === 0) return;
    const timeScale = chart.timeScale();
    const points: ShadePoint[] = [];
    for (const { time, color } of this.columns) {
      const x = timeScale.timeToCoordinate(time);
      if (x !== null) points.push({ x, color });
    }
    const spans = shadingSpans(points, timeScale.options().barSpacing);
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio, bitmapSize }) => {
      for (const span of spans) {
        const left = Math.round(span.from * horizontalPixelRatio);
        const right = Math.round(span.to * horizontalPixelRatio);
        context.fillStyle = span.color;
        context.fillRect(left, 0, right - left, bitmapSize.height);
      }
    });
  }
}
