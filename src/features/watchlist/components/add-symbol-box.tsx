import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useSearchInstruments } from '../../../api/search-instruments';
import type { NewInstrument } from '../api/add-instruments';

type AddSymbolBoxProps = {
  listName: string;
  onAdd: (item: NewInstrument) => void;
  /** Wait after the last keystroke before searching; tests shorten it. */
  debounceMs?: number;
};

/** A combobox that searches symbols by ticker or name and adds the chosen one to the list. */
export function AddSymbolBox({ listName, onAdd, debounceMs = 200 }: AddSymbolBoxProps) {
  const listboxId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const id = setTimeout(() => {
      setQuery(text.trim());
    }, debounceMs);
    return () => {
      clearTimeout(id);
    };
  }, [text, debounceMs]);
  const matches = useSearchInstruments(query);
  const results = text.trim() === '' ? [] : (matches.data ?? []);
  const expanded = results.length > 0;
  const pick = (index: number) => {
    const chosen = results[index];
    if (chosen === undefined) return;
    onAdd({ symbol: chosen.symbol, name: chosen.name });
    setText('');
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (results.length === 0 ? -1 : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Only a list that answers what is typed now may be picked from (no stale first match).
      if (query === text.trim()) pick(active >= 0 ? active : 0);
    } else if (event.key === 'Escape') {
      setText('');
    }
  };
  return (
    <div className="relative">
      <input
        type="text"
        role="combobox"
        aria-label={`Add a symbol to ${listName}`}
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${String(active)}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Add symbol…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      {expanded ? (
        <ul id={listboxId} role="listbox" aria-label="Symbols to add" className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-300 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {results.map((item, index) => (
            <li
              key={item.instrument_id}
              id={`${listboxId}-${String(index)}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                pick(index);
              }}
              className={`flex cursor-pointer gap-2 px-2 py-1 text-sm ${index === active ? 'bg-sky-100 dark:bg-sky-900/60' : ''}`}
            >
              <span className="w-14 font-mono font-semibold">{item.symbol}</span>
              <span className="truncate">{item.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
