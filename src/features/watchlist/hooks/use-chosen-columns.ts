import { useLayoutPart } from '@src/lib/workspace-layout';
import { COLUMN_IDS, DEFAULT_COLUMNS, type ColumnId } from '../utils/columns';

/** Saved ids this version knows, in the table's fixed order; the default when none is saved. */
function readColumns(saved: readonly string[] | undefined): ColumnId[] {
  if (saved === undefined) return [...DEFAULT_COLUMNS];
  return COLUMN_IDS.filter((id) => saved.includes(id));
}

/** The columns the user chose, part of the saved layout (docs/layout.md); always in the table's fixed order. */
export function useChosenColumns(): [ColumnId[], (id: ColumnId, shown: boolean) => void] {
  const [columns, setColumns] = useLayoutPart('watchlistColumns', readColumns, (ids: ColumnId[]) => ids);
  const toggle = (id: ColumnId, shown: boolean) => {
    setColumns(COLUMN_IDS.filter((c) => (c === id ? shown : columns.includes(c))));
  };
  return [columns, toggle];
}
