import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { searchInstrumentsQueryOptions } from '@src/api/search-instruments';
import { useSymbolMatches } from '@src/api/use-symbol-matches';
import { SymbolCombobox, type PickedSymbol } from '@src/components/symbol-combobox';
import { MAX_COMPARES, type AddCompareResult } from '../hooks/use-scale-and-compare';

type CompareBoxProps = {
  onAdd: (symbol: string) => AddCompareResult;
  /** Wait after the last keystroke before searching; tests shorten it. */
  debounceMs?: number;
};

const REFUSALS: Record<Exclude<AddCompareResult, 'added'>, (symbol: string) => string> = {
  duplicate: (symbol) => `${symbol} is already compared.`,
  full: () => `Up to ${String(MAX_COMPARES)} symbols can be compared; remove one first.`,
  main: (symbol) => `${symbol} is the chart's own symbol.`,
};

/**
 * Finds a symbol to draw over the chart. A ticker typed without picking from the list is looked
 * up first: one the directory does not know is not added, and the box says so.
 */
export function CompareBox({ onAdd, debounceMs = 200 }: CompareBoxProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const matches = useSymbolMatches(text, debounceMs);
  const queryClient = useQueryClient();
  const add = (symbol: string) => {
    const result = onAdd(symbol);
    setProblem(result === 'added' ? undefined : REFUSALS[result](symbol));
  };
  const pick = (picked: PickedSymbol) => {
    setProblem(undefined);
    if (picked.name !== undefined) {
      add(picked.symbol);
      return;
    }
    void queryClient.query(searchInstrumentsQueryOptions(picked.symbol)).then(
      (found) => {
        if (found.some((item) => item.symbol === picked.symbol)) add(picked.symbol);
        else setProblem(`${picked.symbol} is not a known symbol.`);
      },
      () => {
        setProblem(`${picked.symbol} could not be looked up; try again.`);
      },
    );
  };
  return (
    <div className="flex items-center gap-1">
      <SymbolCombobox
        label="Compare with a symbol"
        listLabel="Symbols to compare"
        placeholder="Compare…"
        value={text}
        onValueChange={(next) => {
          setText(next);
          if (next !== '') setProblem(undefined);
        }}
        matches={matches}
        onPick={pick}
        className="w-28"
        inputClassName="px-1.5 py-0.5 text-xs"
        listClassName="w-64"
      />
      {problem === undefined ? null : (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {problem}
        </span>
      )}
    </div>
  );
}
