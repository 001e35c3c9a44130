import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { symbolSchema } from '../../../contracts/common';
import { useSearchInstruments } from '../../../api/search-instruments';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFocusShortcut } from '../hooks/use-focus-shortcut';
import { moveActiveIndex } from '../utils/move-active-index';
import { SearchResults } from './search-results';

type SymbolSearchProps = {
  onSelect: (symbol: string) => void;
  /** Wait after the last keystroke before searching; tests shorten it. */
  debounceMs?: number;
};

/** Keyboard-first symbol search: an ARIA combobox focused with `/` or Ctrl+K. */
export function SymbolSearch({ onSelect, debounceMs = 200 }: SymbolSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, debounceMs);
  const search = useSearchInstruments(debounced);
  useFocusShortcut(inputRef);

  const results = typed === '' ? [] : (search.data ?? []);
  const active = activeIndex < results.length ? activeIndex : -1;
  const settled = debounced === typed && !search.isFetching;
  const status = search.isError ? 'error' : settled && search.isSuccess ? 'done' : typed === '' ? 'idle' : 'loading';
  const expanded = open && typed !== '';

  const pick = (symbol: string) => {
    setText('');
    setOpen(false);
    setActiveIndex(-1);
    inputRef.current?.blur();
    onSelect(symbol);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(moveActiveIndex(active, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Until the search for the full text has answered, the list still shows the matches of
      // what was typed before; its first entry is not what was asked for (typing "MU" fast
      // must not pick "MSFT"). A highlighted option was chosen on purpose, so it still counts.
      const fresh = debounced === typed;
      const exact = results.find((result) => result.symbol === typed.toUpperCase());
      const chosen = results[active] ?? (fresh ? results[0] : exact);
      if (chosen !== undefined) {
        pick(chosen.symbol);
        return;
      }
      // Nothing listed yet: take what was typed if it looks like a ticker.
      const asSymbol = symbolSchema.safeParse(typed);
      if (asSymbol.success) pick(asSymbol.data);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else {
        setText('');
        inputRef.current?.blur();
      }
    }
  };

  return (
    <div className="relative w-full max-w-md">
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Search symbols"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search symbols  ( / or Ctrl+K )"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-500/40 dark:border-slate-700 dark:bg-slate-900"
      />
      {expanded ? (
        <SearchResults
          listboxId={listboxId}
          results={results}
          activeIndex={active}
          query={typed}
          status={status}
          errorMessage={search.error?.message}
          onPick={pick}
          onHover={setActiveIndex}
        />
      ) : null}
    </div>
  );
}
