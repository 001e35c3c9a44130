import { ActionResult } from '@src/components/action-result';
import { useState } from 'react';
import type { Sector } from '@contracts/screeners';
import { useLayoutPart } from '@src/lib/workspace-layout';
import { useFleetingResult } from '@src/lib/use-fleeting-result';
import { addInBatches, type AddResult } from '../utils/add-in-batches';
import { RANKINGS, SCREENER_CHOICES, type ScreenerId } from '../utils/screener-defs';
import { RankingView } from './ranking-view';
import { SectorDetail } from './sector-detail';
import { SectorList } from './sector-list';

export type { AddResult };

type ScreenerPanelProps = {
  /** False while the tab is hidden: nothing is refreshed then. */
  active: boolean;
  onSelectSymbol: (symbol: string) => void;
  /** Supplied by the app (the watchlist feature); resolves to a sentence to show. */
  onAddToWatchlist: (symbols: string[]) => Promise<AddResult>;
  /** Name of the list "Add" puts symbols in, or undefined when there is none yet. */
  addTargetName: string | undefined;
};

function readScreener(saved: string | undefined): ScreenerId {
  return SCREENER_CHOICES.find((item) => item.id === saved)?.id ?? 'gainers';
}

/** Every screener the provider offers, with its parameters, refreshing while shown. */
export function ScreenerPanel({ active, onSelectSymbol, onAddToWatchlist, addTargetName }: ScreenerPanelProps) {
  // The chosen screener is part of the saved layout (docs/layout.md).
  const [choice, setChoice] = useLayoutPart('screener', readScreener, (id: ScreenerId) => id);
  const [sector, setSector] = useState<{ sector: Sector; period: string }>();
  const [result, setResult] = useFleetingResult<AddResult>();
  const ranking = RANKINGS.find((def) => def.id === choice);
  const add = (symbols: string[]) => {
    setResult(undefined);
    void addInBatches(symbols, onAddToWatchlist).then(setResult);
  };
  return (
    <section aria-label="Screeners" className="flex min-h-0 flex-col gap-2 p-3">
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-1 text-sm">
          Screener
          <select
            value={choice}
            onChange={(event) => {
              const next = SCREENER_CHOICES.find((item) => item.id === event.target.value);
              if (next !== undefined) setChoice(next.id);
              setSector(undefined);
            }}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
          >
            {SCREENER_CHOICES.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <span className="ml-auto truncate text-xs text-slate-500 dark:text-slate-400">
          {addTargetName === undefined ? 'Create a watchlist to add rows' : `“+” adds to ${addTargetName}`}
        </span>
      </div>
      {result === undefined ? null : (
        <ActionResult
          result={result}
          onDismiss={() => {
            setResult(undefined);
          }}
        />
      )}
      {ranking !== undefined ? (
        <RankingView key={ranking.id} def={ranking} live={active} onSelectSymbol={onSelectSymbol} onAdd={add} />
      ) : sector === undefined ? (
        <SectorList
          live={active}
          onOpen={(opened, period) => {
            setSector({ sector: opened, period });
          }}
        />
      ) : (
        <SectorDetail
          key={sector.sector.id}
          sector={sector.sector}
          initialPeriod={sector.period}
          live={active}
          onBack={() => {
            setSector(undefined);
          }}
          onSelectSymbol={onSelectSymbol}
          onAdd={add}
        />
      )}
    </section>
  );
}
