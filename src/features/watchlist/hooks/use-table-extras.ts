import { useEffect, useState } from 'react';
import { whenIdle } from '@src/lib/when-idle';
import type { SortableFrame, SortableWatchlistRow } from '../components/sortable-table';
import type { WindowedRows } from '../components/windowed-rows';

/** What the table adds once the first screen is up: dragging rows, and windowing long lists. */
export type TableExtras = {
  SortableFrame: typeof SortableFrame;
  SortableWatchlistRow: typeof SortableWatchlistRow;
  WindowedRows: typeof WindowedRows;
};

let loaded: TableExtras | undefined;
let loading: Promise<TableExtras> | undefined;

/** Loads the table's extras (once); the hook below picks them up. */
export function loadTableExtras(): Promise<TableExtras> {
  loading ??= Promise.all([import('../components/sortable-table'), import('../components/windowed-rows')]).then(
    ([sortable, windowed]) => (loaded = { ...sortable, ...windowed }),
    (error: unknown) => {
      // Let a later mount try again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The table's extras (dnd-kit and the virtualizer), undefined until they have loaded. The first
 * screen needs neither before a drag starts or a list passes 60 rows, so they are fetched once
 * the page is idle, usually before the list's rows arrive. `beforeSwap` runs just before the
 * table re-renders with them.
 */
export function useTableExtras(beforeSwap?: () => void): TableExtras | undefined {
  const [extras, setExtras] = useState(loaded);
  useEffect(() => {
    if (extras !== undefined) return;
    let active = true;
    const cancel = whenIdle(() => {
      loadTableExtras().then(
        (ready) => {
          if (!active) return;
          beforeSwap?.();
          setExtras(ready);
        },
        // Without them the rows still move with Alt+arrows and a long list is rendered whole;
        // the next mount tries again.
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [extras, beforeSwap]);
  return extras;
}
