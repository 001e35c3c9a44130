import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { symbolSchema } from '../contracts/common';
import type { InstrumentSummary } from '../contracts/instruments';
import { moveActiveIndex } from './move-active-index';
import { SymbolOptions, type SymbolSearchStatus } from './symbol-options';

/** What the search answered for the text typed so far. */
export type SymbolMatches = {
  /** The text `results` answer: behind what is typed until the search for it has run. */
  query: string;
  results: readonly InstrumentSummary[];
  status: SymbolSearchStatus;
  errorMessage?: string | undefined;
};

/** The symbol chosen, with its name when it came from the list. */
export type PickedSymbol = { symbol: string; name?: string };

type SymbolComboboxProps = {
  /** Accessible name of the text box. */
  label: string;
  /** Accessible name of the list of matches. */
  listLabel: string;
  placeholder: string;
  /** The text typed (the caller searches for it and passes the answer as `matches`). */
  value: string;
  onValueChange: (text: string) => void;
  matches: SymbolMatches;
  onPick: (picked: PickedSymbol) => void;
  /**
   * After a pick, or an Escape that clears the box, give the keyboard back to the page (a
   * search opened by a shortcut); otherwise stay in the box to pick the next symbol.
   */
  releaseFocus?: boolean;
  /** For a caller that focuses the box itself, e.g. on a keyboard shortcut. */
  inputRef?: RefObject<HTMLInputElement | null>;
  className?: string;
  /** Padding of the text box, for a compact box inside a panel. */
  inputClassName?: string;
  /** Width of the popup; the text box's width by default. */
  listClassName?: string;
};

/**
 * A text box that finds symbols by ticker or name: the ARIA combobox pattern with a listbox
 * popup, arrow keys to move, Enter to pick, Escape to close and then to clear.
 */
export function SymbolCombobox(props: SymbolComboboxProps) {
  const { label, listLabel, placeholder, value, onValueChange, matches, onPick, releaseFocus = false } = props;
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = props.inputRef ?? ownRef;
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = value.trim();
  const results = typed === '' ? [] : matches.results;
  const active = activeIndex < results.length ? activeIndex : -1;
  const expanded = open && typed !== '';

  const pick = (picked: PickedSymbol) => {
    onValueChange('');
    setOpen(false);
    setActiveIndex(-1);
    if (releaseFocus) inputRef.current?.blur();
    onPick(picked);
  };

  const onEnter = () => {
    // Until the search for the full text has answered, the list still shows the matches of
    // what was typed before; its first entry is not what was asked for (typing "MU" fast
    // must not pick "MSFT"). A highlighted option was chosen on purpose, so it still counts.
    const fresh = matches.query === typed;
    const exact = results.find((result) => result.symbol === typed.toUpperCase());
    const chosen = results[active] ?? (fresh ? results[0] : exact);
    if (chosen !== undefined) {
      pick({ symbol: chosen.symbol, name: chosen.name });
      return;
    }
    // Nothing listed yet: take what was typed if it looks like a ticker.
    const asSymbol = symbolSchema.safeParse(typed);
    if (asSymbol.success) pick({ symbol: asSymbol.data });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(moveActiveIndex(active, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else {
        onValueChange('');
        if (releaseFocus) inputRef.current?.blur();
      }
    }
  };

  return (
    <div className={`relative ${props.className ?? ''}`}>
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${String(active)}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
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
        className={`w-full rounded-md border border-slate-300 bg-white text-sm outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-500/40 dark:border-slate-700 dark:bg-slate-900 ${props.inputClassName ?? 'px-3 py-1.5'}`}
      />
      {expanded ? (
        <SymbolOptions
          listboxId={listboxId}
          label={listLabel}
          results={results}
          activeIndex={active}
          query={typed}
          status={matches.status}
          errorMessage={matches.errorMessage}
          onPick={(item) => {
            pick({ symbol: item.symbol, name: item.name });
          }}
          onHover={setActiveIndex}
          className={props.listClassName}
        />
      ) : null}
    </div>
  );
}
