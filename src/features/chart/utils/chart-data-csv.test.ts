import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { chartDataCsv, csvField } from './chart-data-csv';
import { chartDataFileName } from './chart-data-csv-name';

const bar = (time: number, close: string): Bar => ({
  time,
  open: '10.5',
  high: '12.0001',
  low: '9.25',
  close,
  volume: '1500',
});

test('the header names the bar columns, then one column per indicator line', () => {
  const csv = chartDataCsv([], [{ header: 'SMA(20)', values: [] }]);
  expect(csv).toBe('time_iso,time_ms,open,high,low,close,volume,SMA(20)\r\n');
});

test("a row holds the bar's time in ISO and ms and its decimal strings unchanged", () => {
  const csv = chartDataCsv([bar(Date.parse('2026-11-25T15:30:00Z'), '11.10')]);
  expect(csv.split('\r\n')[1]).toBe('2026-11-25T15:30:00.000Z,1795620600000,10.5,12.0001,9.25,11.10,1500');
});

test('indicator values are written at full precision and left empty during warm-up', () => {
  const bars = [bar(1_000, '1'), bar(2_000, '2'), bar(3_000, '3')];
  const csv = chartDataCsv(bars, [{ header: 'X', values: [undefined, 0.1 + 0.2, 1 / 3] }]);
  const cells = csv
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(',').at(-1));
  expect(cells).toEqual(['', '0.30000000000000004', '0.3333333333333333']);
  expect(Number(cells[2])).toBe(1 / 3);
});

test('a value past the end of a column or not finite is an empty cell', () => {
  const csv = chartDataCsv([bar(1_000, '1'), bar(2_000, '2')], [{ header: 'X', values: [Number.NaN] }]);
  expect(csv.trimEnd().split('\r\n').slice(1)).toEqual([
    '1970-01-01T00:00:01.000Z,1000,10.5,12.0001,9.25,1,1500,',
    '1970-01-01T00:00:02.000Z,2000,10.5,12.0001,9.25,2,1500,',
  ]);
});

test('headers with a comma, a quote or a line break are quoted as RFC 4180 says', () => {
  expect(csvField('BB(20, 2) Upper')).toBe('"BB(20, 2) Upper"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField('plain')).toBe('plain');
  expect(chartDataCsv([], [{ header: 'BB(20, 2) Upper', values: [] }]).trimEnd()).toBe(
    'time_iso,time_ms,open,high,low,close,volume,"BB(20, 2) Upper"',
  );
});

test("the file is named by the symbol, the timespan and the newest bar's New York day", () => {
  const bars = [bar(Date.parse('2026-11-26T05:00:00Z'), '1'), bar(Date.parse('2026-11-27T05:00:00Z'), '2')];
  expect(chartDataFileName('AAPL', 'D', bars)).toBe('AAPL-D-2026-11-27.csv');
  // 23:00 in New York is already the next day in UTC: the market's day names the file.
  expect(chartDataFileName('MSFT', 'M60', [bar(Date.parse('2026-11-26T04:00:00Z'), '1')])).toBe(
    'MSFT-M60-2026-11-25.csv',
  );
});
