import { useEffect, useState } from 'react';
import { z } from 'zod';
import { COLUMN_IDS, DEFAULT_COLUMNS, type ColumnId } from '../utils/columns';

const STORAGE_KEY = 'watchlist.columns';
const storedSchema = z.array(z.enum(COLUMN_IDS));

function readColumns(): ColumnId[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw === null) return [...DEFAULT_COLUMNS];
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [...DEFAULT_COLUMNS];
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

/** The columns the user chose, kept in this browser; always in the table's fixed order. */
export function useChosenColumns(): [ColumnId[], (id: ColumnId, shown: boolean) => void] {
  const [columns, setColumns] = useState(readColumns);
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(columns));
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  }, [columns]);
  const toggle = (id: ColumnId, shown: boolean) => {
    setColumns((previous) => COLUMN_IDS.filter((c) => (c === id ? shown : previous.includes(c))));
  };
  return [columns, toggle];
}
