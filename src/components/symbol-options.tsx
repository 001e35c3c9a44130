import type { InstrumentSummary } from '../contracts/instruments';

export type SymbolSearchStatus = 'idle' | 'loading' | 'error' | 'done';

type SymbolOptionsProps = {
  listboxId: string;
  /** Accessible name of the listbox. */
  label: string;
  results: readonly InstrumentSummary[];
  activeIndex: number;
  /** The text the results answer, for the "no match" sentence. */
  query: string;
  status: SymbolSearchStatus;
  errorMessage?: string | undefined;
  onPick: (item: InstrumentSummary) => void;
  onHover: (index: number) => void;
  /** Width of the popup; the input's width unless the caller has room for more. */
  className?: string | undefined;
};

/** The popup of the symbol combobox: a listbox of matches, or a sentence saying why there are none. */
export function SymbolOptions(props: SymbolOptionsProps) {
  const { listboxId, label, results, activeIndex, query, status, errorMessage, onPick, onHover } = props;
  return (
    <div
      className={`absolute top-full left-0 z-20 mt-1 overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900 ${props.className ?? 'w-full'}`}
    >
      <ul id={listboxId} role="listbox" aria-label={label} className="max-h-80 overflow-y-auto">
        {results.map((item, index) => (
          <li
            key={item.instrument_id}
            id={`${listboxId}-${String(index)}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the input so a click does not close the popup before it lands.
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={() => {
              onPick(item);
            }}
            onMouseMove={() => {
              onHover(index);
            }}
            className={`flex cursor-pointer items-baseline gap-2 px-3 py-1.5 text-sm ${
              index === activeIndex ? 'bg-sky-100 dark:bg-sky-900/60' : ''
            }`}
          >
            <span className="w-16 shrink-0 font-mono font-semibold">{item.symbol}</span>
            <span className="truncate"> {item.name}</span>
            <span className="ml-auto shrink-0 text-xs text-slate-500 dark:text-slate-400"> {item.exchange_code}</span>
          </li>
        ))}
      </ul>
      {status === 'done' && results.length === 0 ? (
        <p role="status" className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
          No symbols match “{query}”
        </p>
      ) : null}
      {status === 'loading' && results.length === 0 ? (
        <p role="status" className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
          Searching…
        </p>
      ) : null}
      {status === 'error' ? (
        <p role="status" className="px-3 py-2 text-sm text-red-600 dark:text-red-300">
          {errorMessage ?? 'Search failed.'}
        </p>
      ) : null}
    </div>
  );
}
