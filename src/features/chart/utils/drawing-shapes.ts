import type { Drawing } from '@contracts/drawings';
import { formatChartPrice } from './chart-price';

/** A point of the pane in CSS pixels. */
export type PanePoint = { x: number; y: number };

/** What a drawing is painted as, in pane pixels: the painter and the hit test read the same list. */
export type Shape =
  | { kind: 'line'; from: PanePoint; to: PanePoint }
  | { kind: 'box'; from: PanePoint; to: PanePoint }
  | { kind: 'text'; at: PanePoint; lines: readonly string[] };

/** The Fibonacci retracement's levels, as fractions from the second point back to the first. */
export const FIBONACCI_LEVELS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;

/** A level's price: 0 % at the second point (where the move ended), 100 % at the first. */
export function fibonacciPrice(first: number, second: number, level: number): number {
  return second - (second - first) * level;
}

/** Text is 12 px; its box is measured as this many pixels per character (no canvas needed). */
export const TEXT_CHAR_WIDTH = 7;
export const TEXT_LINE_HEIGHT = 15;

/** Where a ray from `from` through `to` leaves a pane `width` wide and `height` tall. */
function rayEnd(from: PanePoint, to: PanePoint, width: number, height: number): PanePoint {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return to;
  const reach = Math.max(width, height) * 4;
  const length = Math.hypot(dx, dy);
  return { x: from.x + (dx / length) * reach, y: from.y + (dy / length) * reach };
}

/**
 * The shapes of `drawing` whose points are at `points` (pane pixels, in order) on a pane of
 * `width` x `height`; prices are the drawing's own, for the labels.
 */
export function drawingShapes(drawing: Drawing, points: readonly PanePoint[], width: number, height: number): Shape[] {
  const [a, b] = points;
  if (a === undefined) return [];
  const prices = drawing.points.map((point) => Number(point.price));
  switch (drawing.kind) {
    case 'horizontal-line':
      return [
        { kind: 'line', from: { x: 0, y: a.y }, to: { x: width, y: a.y } },
        { kind: 'text', at: { x: 4, y: a.y - 4 }, lines: [formatChartPrice(prices[0] ?? 0)] },
      ];
    case 'text':
      return [{ kind: 'text', at: a, lines: drawing.text.split('\n') }];
    default:
      break;
  }
  if (b === undefined) return [];
  switch (drawing.kind) {
    case 'trend-line':
      return [{ kind: 'line', from: a, to: b }];
    case 'ray':
      return [{ kind: 'line', from: a, to: rayEnd(a, b, width, height) }];
    case 'rectangle':
      return [{ kind: 'box', from: a, to: b }];
    case 'fibonacci': {
      const left = Math.min(a.x, b.x);
      const right = Math.max(a.x, b.x);
      const [first = 0, second = 0] = prices;
      return FIBONACCI_LEVELS.flatMap((level): Shape[] => {
        const y = b.y + (a.y - b.y) * level;
        const label = `${(level * 100).toFixed(1)}% ${formatChartPrice(fibonacciPrice(first, second, level))}`;
        return [
          { kind: 'line', from: { x: left, y }, to: { x: right, y } },
          { kind: 'text', at: { x: left + 4, y: y - 3 }, lines: [label] },
        ];
      });
    }
  }
}

function distanceToSegment(p: PanePoint, from: PanePoint, to: PanePoint): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - from.x) * dx + (p.y - from.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (from.x + t * dx), p.y - (from.y + t * dy));
}

/** The box a text shape covers: its first line's baseline is at `at`. */
export function textBox(shape: { at: PanePoint; lines: readonly string[] }): { from: PanePoint; to: PanePoint } {
  const longest = Math.max(...shape.lines.map((line) => line.length), 1);
  return {
    from: { x: shape.at.x, y: shape.at.y - TEXT_LINE_HEIGHT + 3 },
    to: { x: shape.at.x + longest * TEXT_CHAR_WIDTH, y: shape.at.y + (shape.lines.length - 1) * TEXT_LINE_HEIGHT + 4 },
  };
}

function inside(p: PanePoint, from: PanePoint, to: PanePoint, margin: number): boolean {
  return (
    p.x >= Math.min(from.x, to.x) - margin &&
    p.x <= Math.max(from.x, to.x) + margin &&
    p.y >= Math.min(from.y, to.y) - margin &&
    p.y <= Math.max(from.y, to.y) + margin
  );
}

/** Whether a press at `p` takes one of `shapes`: within `tolerance` px of a line, in a box, on a text. */
export function hitsShapes(shapes: readonly Shape[], p: PanePoint, tolerance: number): boolean {
  return shapes.some((shape) => {
    if (shape.kind === 'line') return distanceToSegment(p, shape.from, shape.to) <= tolerance;
    if (shape.kind === 'box') return inside(p, shape.from, shape.to, tolerance);
    const box = textBox(shape);
    return inside(p, box.from, box.to, 2);
  });
}
