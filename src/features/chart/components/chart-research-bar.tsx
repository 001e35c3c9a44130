import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import type { ChartResearch } from '../hooks/use-chart-research';
import type { CsvColumn } from '../utils/chart-data-csv';
import type { ChartSurface } from './chart-surface';
import { autoFit } from './chart-view';
import { CompareBox } from './compare-box';
import { ExportChartData } from './export-chart-data';
import { GoToDateForm } from './go-to-date-form';
import { ScaleSwitcher } from './scale-switcher';

/**
 * Shows or hides the tools row: hidden by default, so the plot keeps its height on a small screen
 * until the trader asks for the tools. An icon, named for screen readers and on hover: at 1024 px
 * the toolbar has no room left for a word without taking another row from the plot.
 */
export function ChartToolsButton({
  open,
  onToggle,
  controls,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <button
      type="button"
      aria-label="Chart tools"
      title="Chart tools: scale, auto-fit, compare, export, go to date"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      // An inset ring, not a border: as tall as the timespan buttons, the row keeps its height.
      className={`shrink-0 rounded px-1 py-0.5 ring-1 ring-inset ${
        open
          ? 'bg-sky-700 text-white ring-sky-700'
          : 'text-slate-600 ring-slate-300 hover:bg-slate-200 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800'
      }`}
    >
      {/* Three sliders: the usual sign for settings of a view. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="block size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
      >
        <path d="M2 4h12M2 8h12M2 12h12" />
        <circle cx={5} cy={4} r={1.5} fill="currentColor" />
        <circle cx={10} cy={8} r={1.5} fill="currentColor" />
        <circle cx={7} cy={12} r={1.5} fill="currentColor" />
      </svg>
    </button>
  );
}

type ChartResearchBarProps = {
  id: string;
  surface: ChartSurface | null;
  research: ChartResearch;
  symbol: string;
  timespan: Timespan;
  bars: readonly Bar[];
  /** The visible indicator lines over the bars, for the CSV export. */
  csvColumns?: (bars: readonly Bar[]) => readonly CsvColumn[];
};

/** The chart's tools row: price scale, auto-fit, compare, export and go to date. */
export function ChartResearchBar({ id, surface, research, symbol, timespan, bars, csvColumns }: ChartResearchBarProps) {
  return (
    <div
      id={id}
      role="group"
      aria-label="Chart tools"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-1 dark:border-slate-800"
    >
      <ScaleSwitcher value={research.scale} onChange={research.setScale} />
      <button
        type="button"
        disabled={surface === null}
        title="Fit the price scale and every loaded bar in view"
        onClick={() => {
          if (surface !== null) autoFit(surface);
        }}
        className="rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:bg-slate-200 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Auto-fit
      </button>
      <CompareBox onAdd={research.addCompare} />
      <ExportChartData symbol={symbol} timespan={timespan} bars={bars} columnsFor={csvColumns} />
      <GoToDateForm
        onGo={research.goToDate.goTo}
        busy={research.goToDate.isGoing}
        message={research.goToDate.message}
      />
    </div>
  );
}
