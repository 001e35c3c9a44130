import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Drawing } from '@contracts/drawings';
import { ApiError } from '@src/lib/api-error';
import { drawingsQueryOptions, useDrawings } from '../api/get-drawings';
import { saveDrawings } from '../api/save-drawings';
import { createDrawingSaver, type DrawingSaver } from '../utils/drawing-saver';

/** How many changes Ctrl+Z can take back. */
const UNDO_DEPTH = 100;

type Held = { symbol: string; drawings: readonly Drawing[]; past: readonly (readonly Drawing[])[] };

export type DrawingNotice = { kind: 'conflict' | 'error'; text: string };

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * One symbol's drawings as the page holds them: loaded from the BFF, changed at once on screen,
 * saved shortly after the last change, undone change by change. A save refused because another
 * tab or browser saved first loads the saved set and says so (docs/chart-research.md#drawings).
 */
export function useDrawingState(symbol: string) {
  const client = useQueryClient();
  const query = useDrawings(symbol);
  const [held, setHeld] = useState<Held | null>(null);
  const [notice, setNotice] = useState<DrawingNotice | null>(null);
  // The newest saved version the page knows of: the one it loaded, saved or reloaded.
  const [known, setKnown] = useState<{ symbol: string; version: number } | null>(null);
  const [adoptedExternally, setAdoptedExternally] = useState<{ symbol: string; version: number } | null>(null);
  const saverRef = useRef<DrawingSaver | null>(null);
  const current = held !== null && held.symbol === symbol ? held : null;
  const heldRef = useRef(current);
  useLayoutEffect(() => {
    heldRef.current = current;
  });

  // The saved set, once it arrives for this symbol, is where the page starts.
  if (current === null && query.data !== undefined) {
    setHeld({ symbol, drawings: query.data.drawings, past: [] });
    setKnown({ symbol, version: query.data.version });
  } else if (
    current !== null &&
    query.data !== undefined &&
    known?.symbol === symbol &&
    query.data.version > known.version
  ) {
    // A newer saved set than any this page made or read (a layout import on this page, which
    // refetches the drawings) replaces what is shown.
    setHeld({ symbol, drawings: query.data.drawings, past: [] });
    setKnown({ symbol, version: query.data.version });
    setAdoptedExternally({ symbol, version: query.data.version });
  }
  useEffect(() => {
    if (adoptedExternally?.symbol === symbol) saverRef.current?.reset(adoptedExternally.version);
  }, [adoptedExternally, symbol]);

  const hasData = query.data !== undefined;
  useEffect(() => {
    if (!hasData) return;
    const key = drawingsQueryOptions(symbol).queryKey;
    const saver = createDrawingSaver(client.getQueryData(key)?.version ?? 0, {
      save: (drawings, baseVersion) => saveDrawings(symbol, drawings, baseVersion),
      isConflict,
      onSaved: (saved) => {
        // Known before the cache holds it, so the page never takes its own save for someone else's.
        setKnown({ symbol, version: saved.version });
        client.setQueryData(key, saved);
        setNotice((shown) => (shown?.kind === 'error' ? null : shown));
      },
      onConflict: () => {
        void client.query({ ...drawingsQueryOptions(symbol), staleTime: 0 }).then(
          (fresh) => {
            saver.reset(fresh.version);
            setKnown({ symbol, version: fresh.version });
            setHeld({ symbol, drawings: fresh.drawings, past: [] });
            setNotice({
              kind: 'conflict',
              text: `The drawings on ${symbol} were changed in another tab or browser, so the last change was not saved. The saved drawings are shown again.`,
            });
          },
          (error: unknown) => {
            setNotice({ kind: 'error', text: `Drawings not loaded again: ${messageOf(error)}` });
          },
        );
      },
      onError: (error) => {
        setNotice({ kind: 'error', text: `Drawings not saved: ${messageOf(error)} The next change tries again.` });
      },
      setTimer: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => {
          clearTimeout(timer);
        };
      },
    });
    saverRef.current = saver;
    return () => {
      // Leaving the symbol (or the page's chart) sends a change still waiting.
      saver.flush();
      saverRef.current = null;
    };
  }, [client, symbol, hasData]);

  const commit = (next: readonly Drawing[]) => {
    const now = heldRef.current;
    if (now === null) return;
    const changed = { symbol, drawings: next, past: [...now.past, now.drawings].slice(-UNDO_DEPTH) };
    heldRef.current = changed;
    setHeld(changed);
    saverRef.current?.change(next);
  };

  const undo = (): boolean => {
    const now = heldRef.current;
    const previous = now?.past.at(-1);
    if (now === null || previous === undefined) return false;
    const undone = { symbol, drawings: previous, past: now.past.slice(0, -1) };
    heldRef.current = undone;
    setHeld(undone);
    saverRef.current?.change(previous);
    return true;
  };

  return {
    drawings: current?.drawings ?? null,
    loadError: query.error,
    commit,
    undo,
    notice,
    dismissNotice: () => {
      setNotice(null);
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error.';
}
