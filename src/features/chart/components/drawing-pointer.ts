import type { IChartApi } from 'lightweight-charts';
import { roundToTick } from '@market/price-tick';
import { POINTS_PER_KIND, type Drawing, type DrawingKind, type DrawingPoint } from '@contracts/drawings';
import { moveDrawing } from '../utils/drawing-edits';
import { hitsShapes, type PanePoint } from '../utils/drawing-shapes';
import { logicalToTime } from '../utils/drawing-time';
import { measureBetween, type MeasureEnd } from '../utils/measure';
import type { DrawingPrimitive, Measuring } from './drawing-primitive';

/** The tool in hand: a kind to draw, the measure tool, or none (select and move). */
export type DrawingTool = DrawingKind | 'measure' | null;

export type DrawingPointerDeps = {
  tool: () => DrawingTool;
  drawings: () => readonly Drawing[];
  barTimes: () => readonly number[];
  /** A new drawing from the points pressed (its id and style are the layer's to give). */
  onCreate: (kind: DrawingKind, points: DrawingPoint[]) => void;
  onSelect: (id: string | null) => void;
  /** A drawing dragged and let go somewhere else. */
  onMove: (drawing: Drawing) => void;
  /** What is being drawn or dragged, and the measurement, as the pointer goes. */
  onPreview: (draft: Drawing | null, measuring: Measuring | null) => void;
};

const PREVIEW_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Drawing, measuring, selecting and dragging with the pointer on the candles' pane
 * (docs/chart-research.md#drawings). Presses it takes are stopped in the capture phase, so the
 * chart does not pan under them; presses on nothing go on to the chart.
 */
export function attachDrawingPointer(
  container: HTMLElement,
  chart: Pick<IChartApi, 'applyOptions'>,
  primitive: DrawingPrimitive,
  deps: DrawingPointerDeps,
) {
  let anchor: { kind: DrawingKind | 'measure'; point: DrawingPoint } | null = null;
  let measured: Measuring | null = null;
  let drag: { drawing: Drawing; start: { logical: number; price: number }; moved: Drawing | null } | null = null;
  let took = false;

  const paneAt = (event: MouseEvent): PanePoint => {
    const box = container.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const onPane = (at: PanePoint) => at.x >= 0 && at.x <= primitive.paneWidth();
  /** The point under the pointer, on a bar's open time and the price grid. */
  const pointAt = (at: PanePoint): DrawingPoint | null => {
    const under = primitive.unproject(at);
    if (under === null) return null;
    const time = logicalToTime(deps.barTimes(), Math.round(under.logical));
    const price = roundToTick(under.price);
    return time === null || price === null ? null : { time, price };
  };
  const endOf = (point: DrawingPoint): MeasureEnd => ({ time: point.time, price: Number(point.price) });
  const draftOf = (kind: DrawingKind, points: DrawingPoint[]): Drawing => ({
    id: PREVIEW_ID,
    kind,
    points,
    style: { color: '#64748b', width: 1 },
    text: '',
  });

  const preview = (at: PanePoint) => {
    if (anchor === null) return;
    const point = pointAt(at);
    if (point === null) return;
    if (anchor.kind === 'measure') {
      measured = { from: endOf(anchor.point), to: endOf(point), label: '' };
      measured.label = measureBetween(measured.from, measured.to, deps.barTimes()).label;
      deps.onPreview(null, measured);
    } else deps.onPreview(draftOf(anchor.kind, [anchor.point, point]), null);
  };

  const pressWithTool = (tool: DrawingKind | 'measure', at: PanePoint) => {
    const point = pointAt(at);
    if (point === null) return;
    if (anchor === null) {
      if (tool !== 'measure' && POINTS_PER_KIND[tool] === 1) {
        deps.onCreate(tool, [point]);
        return;
      }
      measured = null;
      anchor = { kind: tool, point };
      preview(at);
      return;
    }
    // The measurement ends where this press is, and stays shown until the next press or Escape.
    preview(at);
    const first = anchor;
    anchor = null;
    if (first.kind === 'measure') return;
    deps.onPreview(null, null);
    deps.onCreate(first.kind, [first.point, point]);
  };

  const hitAt = (at: PanePoint): Drawing | undefined => {
    const size = container.getBoundingClientRect();
    return [...deps.drawings()]
      .reverse()
      .find((drawing) =>
        hitsShapes(primitive.shapesOf(drawing, primitive.paneWidth(), size.height), at, 4 + drawing.style.width),
      );
  };

  const onMove = (event: PointerEvent) => {
    const at = paneAt(event);
    if (drag !== null) {
      const under = primitive.unproject(at);
      if (under === null) return;
      const bars = Math.round(under.logical - drag.start.logical);
      drag.moved = moveDrawing(drag.drawing, bars, under.price - drag.start.price, deps.barTimes());
      deps.onPreview(drag.moved, null);
      return;
    }
    if (anchor !== null) {
      preview(at);
      return;
    }
    const tool = deps.tool();
    container.style.cursor = tool !== null ? 'crosshair' : hitAt(at) !== undefined ? 'move' : '';
  };

  const endDrag = () => {
    window.removeEventListener('pointerup', onUp);
    chart.applyOptions({ handleScroll: true, handleScale: true });
  };
  const onUp = () => {
    const ended = drag;
    drag = null;
    endDrag();
    deps.onPreview(null, measured);
    if (ended?.moved != null) deps.onMove({ ...ended.moved, id: ended.drawing.id });
  };

  const onPress = (event: PointerEvent) => {
    took = false;
    if (event.button !== 0) return;
    const at = paneAt(event);
    if (!onPane(at)) return;
    const tool = deps.tool();
    if (tool !== null) {
      took = true;
      event.preventDefault();
      event.stopPropagation();
      pressWithTool(tool, at);
      return;
    }
    if (measured !== null) {
      measured = null;
      deps.onPreview(null, null);
    }
    const hit = hitAt(at);
    deps.onSelect(hit?.id ?? null);
    if (hit === undefined) return;
    const start = primitive.unproject(at);
    if (start === null) return;
    took = true;
    event.preventDefault();
    event.stopPropagation();
    drag = { drawing: hit, start, moved: null };
    chart.applyOptions({ handleScroll: false, handleScale: false });
    window.addEventListener('pointerup', onUp);
  };
  // The chart pans on mousedown, which follows pointerdown: it must not see a press taken here.
  const onMouseDown = (event: MouseEvent) => {
    if (took) event.stopPropagation();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (anchor === null && measured === null && drag === null)) return;
    event.stopPropagation();
    anchor = null;
    measured = null;
    if (drag !== null) {
      drag = null;
      endDrag();
    }
    deps.onPreview(null, null);
  };

  container.addEventListener('pointerdown', onPress, true);
  container.addEventListener('mousedown', onMouseDown, true);
  container.addEventListener('pointermove', onMove);
  window.addEventListener('keydown', onKey, true);
  return {
    /** Drops a drawing or measurement under way (the tool changed). */
    cancel(): void {
      anchor = null;
      measured = null;
      deps.onPreview(null, null);
    },
    detach(): void {
      if (drag !== null) endDrag();
      container.style.cursor = '';
      container.removeEventListener('pointerdown', onPress, true);
      container.removeEventListener('mousedown', onMouseDown, true);
      container.removeEventListener('pointermove', onMove);
      window.removeEventListener('keydown', onKey, true);
    },
  };
}
