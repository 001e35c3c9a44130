import type {
  IChartApiBase,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  Logical,
  SeriesAttachedParameter,
  SeriesType,
} from 'lightweight-charts';
import type { Drawing, DrawingPoint } from '@contracts/drawings';
import { timeToLogical } from '../utils/drawing-time';
import { drawingShapes, TEXT_LINE_HEIGHT, type PanePoint, type Shape } from '../utils/drawing-shapes';
import type { MeasureEnd } from '../utils/measure';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];
type Context = CanvasRenderingContext2D;

/** The measure tool's two ends and its words, while it measures. */
export type Measuring = { from: MeasureEnd; to: MeasureEnd; label: string };

/** What the layer asks to be painted. */
export type DrawingScene = {
  drawings: readonly Drawing[];
  /** Bar open times shown (ascending ms): points are placed by time between them. */
  barTimes: readonly number[];
  selectedId: string | null;
  /** A drawing being drawn or dragged, painted in place of the one with its id. */
  draft: Drawing | null;
  measuring: Measuring | null;
};

const EMPTY: DrawingScene = { drawings: [], barTimes: [], selectedId: null, draft: null, measuring: null };

/**
 * The trader's drawings on the candles' pane (docs/chart-research.md#drawings), as one series
 * primitive: the library calls its renderer on every redraw, so the drawings follow scrolling,
 * zooming and the price scale without being told.
 */
export class DrawingPrimitive implements ISeriesPrimitive {
  private chart: IChartApiBase | null = null;
  private series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: (() => void) | null = null;
  private scene: DrawingScene = EMPTY;

  private readonly view: IPrimitivePaneView = {
    zOrder: () => 'top',
    renderer: () => ({
      draw: (target: DrawTarget) => {
        this.paint(target);
      },
    }),
  };

  attached({ chart, series, requestUpdate }: SeriesAttachedParameter): void {
    this.chart = chart;
    this.series = series;
    this.requestUpdate = requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }

  show(scene: DrawingScene): void {
    this.scene = scene;
    this.requestUpdate?.();
  }

  /** A point of a drawing on the pane (CSS px), or null off the scale or without bars. */
  project(point: { time: number; price: number }): PanePoint | null {
    if (this.chart === null || this.series === null) return null;
    const logical = timeToLogical(this.scene.barTimes, point.time);
    if (logical === null) return null;
    const x = this.chart.timeScale().logicalToCoordinate(logical as Logical);
    const y = this.series.priceToCoordinate(point.price);
    return x === null || y === null ? null : { x, y };
  }

  /** The pane point back to a logical index and a price; null off the scale. */
  unproject(at: PanePoint): { logical: number; price: number } | null {
    if (this.chart === null || this.series === null) return null;
    const logical = this.chart.timeScale().coordinateToLogical(at.x);
    const price = this.series.coordinateToPrice(at.y);
    return logical === null || price === null ? null : { logical, price };
  }

  /** Each drawing's shapes on the pane, topmost last: what is painted and what a press can take. */
  shapesOf(drawing: Drawing, width: number, height: number): Shape[] {
    const points = drawing.points.map((point: DrawingPoint) =>
      this.project({ time: point.time, price: Number(point.price) }),
    );
    if (points.some((point) => point === null)) return [];
    return drawingShapes(
      drawing,
      points.filter((point) => point !== null),
      width,
      height,
    );
  }

  /** The pane's width in CSS px (the time scale's). */
  paneWidth(): number {
    return this.chart?.timeScale().width() ?? 0;
  }

  private paint(target: DrawTarget): void {
    const { drawings, draft, selectedId, measuring } = this.scene;
    if (this.chart === null) return;
    target.useMediaCoordinateSpace(({ context, mediaSize }) => {
      const shown = draft === null ? drawings : [...drawings.filter((d) => d.id !== draft.id), draft];
      for (const drawing of shown) {
        const shapes = this.shapesOf(drawing, mediaSize.width, mediaSize.height);
        paintShapes(context, shapes, drawing);
        if (drawing.id === selectedId || drawing === draft) this.paintAnchors(context, drawing);
      }
      if (measuring !== null) this.paintMeasure(context, measuring);
    });
  }

  private paintAnchors(context: Context, drawing: Drawing): void {
    context.fillStyle = '#ffffff';
    context.strokeStyle = drawing.style.color;
    context.lineWidth = 1.5;
    for (const point of drawing.points) {
      const at = this.project({ time: point.time, price: Number(point.price) });
      if (at === null) continue;
      context.fillRect(at.x - 4, at.y - 4, 8, 8);
      context.strokeRect(at.x - 4, at.y - 4, 8, 8);
    }
  }

  private paintMeasure(context: Context, { from, to, label }: Measuring): void {
    const a = this.project(from);
    const b = this.project(to);
    if (a === null || b === null) return;
    const rising = to.price >= from.price;
    context.fillStyle = rising ? 'rgba(22, 163, 74, 0.15)' : 'rgba(220, 38, 38, 0.15)';
    context.fillRect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
    context.font = '12px sans-serif';
    const width = context.measureText(label).width + 12;
    const x = (a.x + b.x) / 2 - width / 2;
    const y = Math.min(a.y, b.y) - 24;
    context.fillStyle = rising ? '#15803d' : '#b91c1c';
    context.fillRect(x, y, width, 20);
    context.fillStyle = '#ffffff';
    context.fillText(label, x + 6, y + 14);
  }
}

function paintShapes(context: Context, shapes: readonly Shape[], drawing: Drawing): void {
  const { color, width } = drawing.style;
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = width;
  context.font = '12px sans-serif';
  for (const shape of shapes) {
    if (shape.kind === 'line') {
      context.beginPath();
      context.moveTo(shape.from.x, shape.from.y);
      context.lineTo(shape.to.x, shape.to.y);
      context.stroke();
    } else if (shape.kind === 'box') {
      const x = Math.min(shape.from.x, shape.to.x);
      const y = Math.min(shape.from.y, shape.to.y);
      const w = Math.abs(shape.to.x - shape.from.x);
      const h = Math.abs(shape.to.y - shape.from.y);
      context.globalAlpha = 0.12;
      context.fillRect(x, y, w, h);
      context.globalAlpha = 1;
      context.strokeRect(x, y, w, h);
    } else {
      shape.lines.forEach((line, index) => {
        context.fillText(line, shape.at.x, shape.at.y + index * TEXT_LINE_HEIGHT);
      });
    }
  }
}
