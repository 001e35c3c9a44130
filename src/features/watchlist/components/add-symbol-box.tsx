import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { searchInstrumentsQueryOptions } from '@src/api/search-instruments';
import { useSymbolMatches } from '@src/api/use-symbol-matches';
import { SymbolCombobox, type PickedSymbol } from '@src/components/symbol-combobox';
import type { NewInstrument } from '../api/add-instruments';

type AddSymbolBoxProps = {
  listName: string;
  onAdd: (item: NewInstrument) => void;
  /** Wait after the last keystroke before searching; tests shorten it. */
  debounceMs?: number;
};

/**
 * Finds symbols by ticker or name and adds the chosen one to the list; stays ready for the next.
 * A ticker typed and entered without picking from the list is looked up first: one the
 * directory does not know is not sent, and the box says so.
 */
export function AddSymbolBox({ listName, onAdd, debounceMs = 200 }: AddSymbolBoxProps) {
  const [text, setText] = useState('');
  const [unknown, setUnknown] = useState<string>();
  const matches = useSymbolMatches(text, debounceMs);
  const queryClient = useQueryClient();
  const add = (picked: PickedSymbol) => {
    setUnknown(undefined);
    if (picked.name !== undefined) {
      onAdd(picked);
      return;
    }
    void queryClient.query(searchInstrumentsQueryOptions(picked.symbol)).then(
      (found) => {
        const match = found.find((item) => item.symbol === picked.symbol);
        if (match === undefined) setUnknown(picked.symbol);
        else onAdd({ symbol: match.symbol, name: match.name });
      },
      // The search failed: the provider decides, and a refusal is reported as for any add.
      () => {
        onAdd(picked);
      },
    );
  };
  return (
    <div className="flex flex-col gap-1">
      <SymbolCombobox
        label={`Add a symbol to ${listName}`}
        listLabel="Symbols to add"
        placeholder="Add symbol…"
        value={text}
        onValueChange={(next) => {
          setText(next);
          if (next !== '') setUnknown(undefined);
        }}
        matches={matches}
        onPick={add}
        inputClassName="px-2 py-1"
      />
      {unknown === undefined ? null : (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {unknown} is not a known symbol; nothing was added to “{listName}”.
        </p>
      )}
    </div>
  );
}
