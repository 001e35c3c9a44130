import { useState } from 'react';
import { useSymbolMatches } from '@src/api/use-symbol-matches';
import { SymbolCombobox } from '@src/components/symbol-combobox';

type ChartSymbolBoxProps = {
  chartName: string;
  symbol: string;
  onSymbol: (symbol: string) => void;
  /** Wait after the last keystroke before searching; tests shorten it. */
  debounceMs?: number;
};

/** The symbol of a chart that does not follow the selection: shown, and found by ticker or name to change it. */
export function ChartSymbolBox({ chartName, symbol, onSymbol, debounceMs = 200 }: ChartSymbolBoxProps) {
  const [text, setText] = useState('');
  const matches = useSymbolMatches(text, debounceMs);
  return (
    <SymbolCombobox
      label={`${chartName} symbol`}
      listLabel={`Symbols for ${chartName}`}
      placeholder={symbol}
      value={text}
      onValueChange={setText}
      matches={matches}
      onPick={(picked) => {
        setText('');
        onSymbol(picked.symbol);
      }}
      className="w-24"
      inputClassName="px-1.5 py-0.5 text-xs font-semibold placeholder:text-slate-900 dark:placeholder:text-slate-100"
      listClassName="w-64"
    />
  );
}
