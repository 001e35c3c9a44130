import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Drawing } from '@contracts/drawings';
import { drawingName } from '../utils/drawing-edits';
import type { PanePoint } from '../utils/drawing-shapes';

type HandlesProps = {
  drawings: readonly Drawing[];
  selectedId: string | null;
  /** Where a drawing's first point is on the pane, and the pane's size. */
  place: (drawing: Drawing) => PanePoint | null;
  paneSize: () => { width: number; height: number };
  onFocusDrawing: (id: string) => void;
  onKey: (drawing: Drawing, event: KeyboardEvent<HTMLButtonElement>) => void;
};

const HINT_ID = 'drawing-handle-hint';

/**
 * A focusable handle on each drawing's first point, named by its kind and prices, so Tab reaches
 * every drawing (docs/chart-research.md#drawings). A handle whose point is off the pane waits at
 * its edge, still reachable. Placed every frame while shown, as the chart scrolls and rescales.
 */
export function DrawingHandles({ drawings, selectedId, place, paneSize, onFocusDrawing, onKey }: HandlesProps) {
  const boxes = useRef(new Map<string, HTMLButtonElement>());
  const latest = useRef({ drawings, place, paneSize });
  useLayoutEffect(() => {
    latest.current = { drawings, place, paneSize };
  });

  useLayoutEffect(() => {
    let frame = 0;
    const placed = new Map<string, string>();
    const tick = () => {
      const { drawings: shown, place: where, paneSize: size } = latest.current;
      const { width, height } = size();
      for (const drawing of shown) {
        const element = boxes.current.get(drawing.id);
        const at = where(drawing);
        if (element === undefined) continue;
        const x = Math.min(Math.max((at?.x ?? 0) - 6, 0), Math.max(width - 12, 0));
        const y = Math.min(Math.max((at?.y ?? 0) - 6, 0), Math.max(height - 12, 0));
        const style = `${String(Math.round(x))},${String(Math.round(y))}`;
        if (placed.get(drawing.id) === style) continue;
        placed.set(drawing.id, style);
        element.style.left = `${String(Math.round(x))}px`;
        element.style.top = `${String(Math.round(y))}px`;
      }
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => {
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div role="group" aria-label="Drawings" className="pointer-events-none absolute inset-0 z-10">
      <span id={HINT_ID} className="sr-only">
        Arrow keys move it by a price tick or a bar, Delete removes it, Control Z undoes the last change.
      </span>
      {drawings.map((drawing) => (
        <button
          key={drawing.id}
          ref={(element) => {
            if (element === null) boxes.current.delete(drawing.id);
            else boxes.current.set(drawing.id, element);
          }}
          type="button"
          aria-label={drawingName(drawing)}
          aria-describedby={HINT_ID}
          aria-pressed={drawing.id === selectedId}
          data-drawing-kind={drawing.kind}
          onFocus={() => {
            onFocusDrawing(drawing.id);
          }}
          onKeyDown={(event) => {
            onKey(drawing, event);
          }}
          style={{ borderColor: drawing.style.color }}
          className="pointer-events-auto absolute h-3 w-3 rounded-sm border-2 bg-white/80 focus:outline-2 focus:outline-offset-2 focus:outline-blue-500 aria-pressed:bg-blue-500 dark:bg-slate-900/80"
        />
      ))}
    </div>
  );
}
