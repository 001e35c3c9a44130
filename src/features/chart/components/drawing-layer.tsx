import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Drawing, DrawingKind, DrawingPoint } from '@contracts/drawings';
import type { Bar } from '@contracts/market-data';
import { useDrawingState } from '../hooks/use-drawing-state';
import { nudgeDrawing, replaceDrawing, type Nudge } from '../utils/drawing-edits';
import { newDrawingId } from '../utils/drawing-id';
import type { ChartSurface } from './chart-surface';
import { DrawingEditor, DRAWING_COLORS } from './drawing-editor';
import { DrawingHandles } from './drawing-handles';
import { attachDrawingPointer, type DrawingTool } from './drawing-pointer';
import { DrawingPrimitive, type Measuring } from './drawing-primitive';
import { DrawingToolbar } from './drawing-toolbar';

const NUDGES: Readonly<Record<string, Nudge>> = {
  ArrowUp: { ticks: 1, bars: 0 },
  ArrowDown: { ticks: -1, bars: 0 },
  ArrowLeft: { ticks: 0, bars: -1 },
  ArrowRight: { ticks: 0, bars: 1 },
};

const NEW_STYLE = { color: DRAWING_COLORS[0]?.value ?? '#2563eb', width: 2 };
const NOTE_STYLE = { color: DRAWING_COLORS[3]?.value ?? '#d97706', width: 1 };

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

type DrawingLayerProps = {
  symbol: string;
  surface: ChartSurface;
  bars: readonly Bar[];
  /** Whether the tools are shown; the drawings show either way. */
  toolsOpen: boolean;
  /** Turns a horizontal or trend line into an alert when price crosses it. */
  onAlert?: (drawing: Drawing) => void;
};

/**
 * The trader's drawings over the candles (docs/chart-research.md#drawings): painted by a series
 * primitive, drawn and moved with the pointer, reached with Tab through a handle each, nudged
 * with the arrows, removed with Delete, undone with Ctrl+Z, saved per symbol through the BFF.
 * Loaded only when the tools are opened or the symbol has drawings.
 */
export function DrawingLayer({ symbol, surface, bars, toolsOpen, onAlert }: DrawingLayerProps) {
  const state = useDrawingState(symbol);
  const drawings = useMemo(() => state.drawings ?? [], [state.drawings]);
  const barTimes = useMemo(() => bars.map((bar) => bar.time), [bars]);
  const [tool, setTool] = useState<DrawingTool>(null);
  const [selected, setSelected] = useState<{ symbol: string; id: string; fresh: boolean } | null>(null);
  const [preview, setPreview] = useState<{ draft: Drawing | null; measuring: Measuring | null }>({
    draft: null,
    measuring: null,
  });
  const selectedId = selected?.symbol === symbol ? selected.id : null;
  const primitive = useMemo(() => new DrawingPrimitive(), []);
  const live = useRef({ tool, drawings, barTimes, commit: state.commit, undo: state.undo });
  useLayoutEffect(() => {
    live.current = { tool: toolsOpen ? tool : null, drawings, barTimes, commit: state.commit, undo: state.undo };
  });

  useEffect(() => {
    surface.candles.attachPrimitive(primitive);
    return () => {
      surface.candles.detachPrimitive(primitive);
    };
  }, [surface, primitive]);

  useEffect(() => {
    primitive.show({ drawings, barTimes, selectedId, draft: preview.draft, measuring: preview.measuring });
  }, [primitive, drawings, barTimes, selectedId, preview]);

  const pointerRef = useRef<ReturnType<typeof attachDrawingPointer> | null>(null);
  useEffect(() => {
    const pointer = attachDrawingPointer(surface.container, surface.chart, primitive, {
      tool: () => live.current.tool,
      drawings: () => live.current.drawings,
      barTimes: () => live.current.barTimes,
      onCreate: (kind: DrawingKind, points: DrawingPoint[]) => {
        const drawing: Drawing = {
          id: newDrawingId(),
          kind,
          points,
          style: kind === 'text' ? NOTE_STYLE : NEW_STYLE,
          text: kind === 'text' ? 'Note' : '',
        };
        live.current.commit([...live.current.drawings, drawing]);
        // A note is selected to be written; the next line or box is drawn without a panel in the way.
        setSelected(kind === 'text' ? { symbol, id: drawing.id, fresh: true } : null);
      },
      onSelect: (id) => {
        setSelected(id === null ? null : { symbol, id, fresh: false });
      },
      onMove: (drawing) => {
        live.current.commit(replaceDrawing(live.current.drawings, drawing));
      },
      onPreview: (draft, measuring) => {
        setPreview({ draft, measuring });
      },
    });
    pointerRef.current = pointer;
    return () => {
      pointer.detach();
      pointerRef.current = null;
    };
  }, [surface, primitive, symbol]);

  // Ctrl+Z (Cmd+Z) anywhere but a text field takes back the last change of the drawings.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || event.shiftKey) return;
      if (isTypingTarget(event.target) || event.defaultPrevented) return;
      if (live.current.undo()) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const remove = (id: string) => {
    state.commit(drawings.filter((drawing) => drawing.id !== id));
    setSelected(null);
  };
  const onHandleKey = (drawing: Drawing, event: KeyboardEvent<HTMLButtonElement>) => {
    const nudge = NUDGES[event.key];
    if (nudge !== undefined && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      state.commit(replaceDrawing(drawings, nudgeDrawing(drawing, nudge, barTimes)));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(drawing.id);
    } else if (event.key === 'Escape') {
      setSelected(null);
    }
  };
  const selectedDrawing = drawings.find((drawing) => drawing.id === selectedId);

  return (
    <>
      {toolsOpen ? (
        <DrawingToolbar
          tool={tool}
          onTool={(next) => {
            pointerRef.current?.cancel();
            setTool(next);
          }}
        />
      ) : null}
      <DrawingHandles
        drawings={drawings}
        selectedId={selectedId}
        place={(drawing) => {
          const first = drawing.points[0];
          if (first === undefined) return null;
          const at = primitive.project({ time: first.time, price: Number(first.price) });
          // A level is reached at its left end, where its label is.
          return drawing.kind === 'horizontal-line' && at !== null ? { x: 8, y: at.y } : at;
        }}
        paneSize={() => ({ width: primitive.paneWidth(), height: surface.container.clientHeight })}
        onFocusDrawing={(id) => {
          setSelected((now) => (now?.id === id && now.symbol === symbol ? now : { symbol, id, fresh: false }));
        }}
        onKey={onHandleKey}
      />
      {selectedDrawing === undefined ? null : (
        <DrawingEditor
          key={selectedDrawing.id}
          drawing={selectedDrawing}
          focusText={selected?.fresh === true}
          onChange={(next) => {
            state.commit(replaceDrawing(drawings, next));
          }}
          onDelete={() => {
            remove(selectedDrawing.id);
          }}
          onAlert={
            onAlert === undefined
              ? undefined
              : () => {
                  onAlert(selectedDrawing);
                }
          }
          onClose={() => {
            setSelected(null);
          }}
        />
      )}
      {preview.measuring === null ? null : (
        // The measurement painted on the chart, in words for everyone.
        <p
          role="status"
          className="pointer-events-none absolute top-1 right-20 z-20 rounded bg-slate-900/85 px-2 py-0.5 text-xs text-white"
        >
          Measured: {preview.measuring.label}
        </p>
      )}
      {state.notice === null ? null : (
        <p
          role={state.notice.kind === 'conflict' ? 'status' : 'alert'}
          className="absolute inset-x-4 bottom-12 z-20 flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="flex-1">{state.notice.text}</span>
          <button type="button" aria-label="Dismiss message" onClick={state.dismissNotice} className="px-1">
            ×
          </button>
        </p>
      )}
    </>
  );
}
