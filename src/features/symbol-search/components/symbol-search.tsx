import { useRef, useState } from 'react';
import { useSymbolMatches } from '@src/api/use-symbol-matches';
import { SymbolCombobox } from '@src/components/symbol-combobox';
import { useFocusShortcut } from '../hooks/use-focus-shortcut';

type SymbolSearchProps = {
  onSelect: (symbol: string) => void;
  /** Wait after the last keystroke before searching; tests shorten it. */
  debounceMs?: number;
};

/** Keyboard-first symbol search in the header, focused with `/` or Ctrl+K. */
export function SymbolSearch({ onSelect, debounceMs = 200 }: SymbolSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const matches = useSymbolMatches(text, debounceMs);
  useFocusShortcut(inputRef);
  return (
    <SymbolCombobox
      label="Search symbols"
      listLabel="Matching symbols"
      placeholder="Search symbols  ( / or Ctrl+K )"
      value={text}
      onValueChange={setText}
      matches={matches}
      onPick={(picked) => {
        onSelect(picked.symbol);
      }}
      releaseFocus
      inputRef={inputRef}
      className="w-full max-w-md"
      listClassName="w-96 max-w-[90vw]"
    />
  );
}
