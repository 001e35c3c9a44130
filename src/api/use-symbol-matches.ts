import { useDebouncedValue } from '../lib/use-debounced-value';
import { useSearchInstruments } from './search-instruments';

/**
 * Search as you type, shaped for the symbol combobox (src/components/symbol-combobox.tsx):
 * asks once the typing pauses for `debounceMs`, so a word costs one request rather than one
 * per letter. `query` is the text `results` answer, behind what is typed until that pause.
 */
export function useSymbolMatches(typed: string, debounceMs: number) {
  const text = typed.trim();
  const query = useDebouncedValue(text, debounceMs);
  const search = useSearchInstruments(query);
  const settled = query === text && !search.isFetching;
  const status: 'idle' | 'loading' | 'error' | 'done' = search.isError
    ? 'error'
    : settled && search.isSuccess
      ? 'done'
      : text === ''
        ? 'idle'
        : 'loading';
  return {
    query,
    results: text === '' ? [] : (search.data ?? []),
    status,
    errorMessage: search.error?.message,
  };
}
