import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { chartDataCsv, type CsvColumn } from '../utils/chart-data-csv';
import { chartDataFileName } from '../utils/chart-data-csv-name';

type ExportChartDataProps = {
  symbol: string;
  timespan: Timespan;
  bars: readonly Bar[];
  /**
   * One column per visible indicator line computed over `bars`, aligned with them. Asked for at
   * the click: the lines are computed for the file, not on every render.
   */
  columnsFor?: (bars: readonly Bar[]) => readonly CsvColumn[];
};

const noColumns = (): readonly CsvColumn[] => [];

/** Downloads the loaded bars and indicator lines as CSV (docs/chart-research.md#exporting-the-data). */
export function ExportChartData({ symbol, timespan, bars, columnsFor = noColumns }: ExportChartDataProps) {
  const download = () => {
    const blob = new Blob([chartDataCsv(bars, columnsFor(bars))], { type: 'text/csv' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = chartDataFileName(symbol, timespan, bars);
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button
      type="button"
      aria-label="Export chart data"
      title="Export chart data (CSV)"
      disabled={bars.length === 0}
      onClick={download}
      className="rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:bg-slate-200 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      Export
    </button>
  );
}
