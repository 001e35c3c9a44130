/**
 * Reading the chart's exported CSV (docs/chart-research.md#exporting-the-data) and computing
 * indicators from its own columns, apart from the SPA's engine, to check the file against.
 */

/** The rows of an RFC 4180 text: CRLF line ends, quoted fields with doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text.charAt(i + 1) === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

type Series = (number | undefined)[];

const windowAt = (values: readonly number[], i: number, n: number) =>
  i + 1 < n ? undefined : values.slice(i + 1 - n, i + 1);
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Mean of the last n values, from the nth on. */
export function sma(values: readonly number[], n: number): Series {
  return values.map((_, i) => {
    const w = windowAt(values, i, n);
    return w && mean(w);
  });
}

/** The SMA and k population standard deviations of the same values either side. */
export function bollinger(values: readonly number[], n: number, k: number) {
  const sd = values.map((_, i) => {
    const w = windowAt(values, i, n);
    if (w === undefined) return undefined;
    const m = mean(w);
    return Math.sqrt(mean(w.map((v) => (v - m) ** 2)));
  });
  const middle = sma(values, n);
  const at = (i: number, sign: number) => {
    const m = middle[i];
    const s = sd[i];
    return m === undefined || s === undefined ? undefined : m + sign * k * s;
  };
  return { upper: values.map((_, i) => at(i, 1)), middle, lower: values.map((_, i) => at(i, -1)) };
}

/** Wilder's RSI: averages of gains and losses, the first a plain mean of n changes, then smoothed. */
export function wilderRsi(closes: readonly number[], n: number): Series {
  const out: Series = closes.map(() => undefined);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < closes.length; i += 1) {
    const change = (closes[i] ?? 0) - (closes[i - 1] ?? 0);
    const [up, down] = [Math.max(change, 0), Math.max(-change, 0)];
    if (i <= n) {
      gain += up / n;
      loss += down / n;
    } else {
      gain = (gain * (n - 1) + up) / n;
      loss = (loss * (n - 1) + down) / n;
    }
    if (i >= n) out[i] = loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

/** Whether `actual` (a CSV cell) is `expected` to `relative` (empty where there is no value). */
export function agrees(actual: string, expected: number | undefined, relative: number): boolean {
  if (expected === undefined) return actual === '';
  const value = Number(actual);
  return actual !== '' && Math.abs(value - expected) <= relative * Math.max(Math.abs(expected), 1e-9);
}
