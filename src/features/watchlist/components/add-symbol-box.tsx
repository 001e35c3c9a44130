import { useState } from 'react';
import { useSymbolMatches } from '@src/api/use-symbol-matches';
import { SymbolCombobox } from '@src/components/symbol-combobox';
import type { NewInstrument } from '../api/add-instruments';

type AddSymbolBoxProps = {
  listName: string;
  onAdd: (item: NewInstrument) => void;
  /** Wait after the last keystroke before searching; tests shorten it. */
  debounceMs?: number;
};

/** Finds symbols by ticker or name and adds the chosen one to the list; stays ready for the next. */
export function AddSymbolBox({ listName, onAdd, debounceMs = 200 }: AddSymbolBoxProps) {
  const [text, setText] = useState('');
  const matches = useSymbolMatches(text, debounceMs);
  return (
    <SymbolCombobox
      label={`Add a symbol to ${listName}`}
      listLabel="Symbols to add"
      placeholder="Add symbol…"
      value={text}
      onValueChange={setText}
      matches={matches}
      onPick={onAdd}
      inputClassName="px-2 py-1"
    />
  );
}
