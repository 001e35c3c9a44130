import type { Bar } from '@contracts/market-data';

/** One extra column of the export: an indicator line, a value per bar (undefined during warm-up). */
export type CsvColumn = { header: string; values: readonly (number | undefined)[] };

const BAR_HEADERS = ['time_iso', 'time_ms', 'open', 'high', 'low', 'close', 'volume'];

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// String(n) is the shortest text that reads back as the same double: full precision, no noise.
const numberField = (value: number | undefined): string =>
  value === undefined || !Number.isFinite(value) ? '' : String(value);

/**
 * The chart's loaded bars as CSV (docs/chart-research.md#exporting-the-data): time in ISO and
 * ms, the bar's decimal strings as the BFF sent them, then one column per indicator line aligned
 * with the bars, empty where the line has no value. CRLF line ends, as RFC 4180 asks.
 */
export function chartDataCsv(bars: readonly Bar[], columns: readonly CsvColumn[] = []): string {
  const header = [...BAR_HEADERS, ...columns.map((column) => column.header)].map(csvField).join(',');
  const rows = bars.map((bar, index) =>
    [
      new Date(bar.time).toISOString(),
      String(bar.time),
      bar.open,
      bar.high,
      bar.low,
      bar.close,
      bar.volume,
      ...columns.map((column) => numberField(column.values[index])),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}
