import { expect, test } from 'vitest';
import { ratingSegments } from './analysts';
import { flowGroups, netFlow } from './capital-flow';
import { annualDividend, dividendYield, newestFirst } from './dividends';
import { epsGroups, nextEarnings } from './earnings';
import { fiscalLabel, formatFraction, formatSignedAmount, isoFromCompact } from './format-figures';
import { toIndicatorTable } from './indicator-table';
import { safeHref } from './safe-href';
import { toStatementTable } from './statement-table';

test('statements become periods as columns, oldest first, without empty line items', () => {
  const table = toStatementTable(
    [
      {
        fiscal_year: 2025,
        fiscal_period: 0,
        end_date: '2025-09-27',
        total_revenue: '416',
        net_income: '112',
        rnd_exp: null,
      },
      {
        fiscal_year: 2024,
        fiscal_period: 0,
        end_date: '2024-09-28',
        total_revenue: '391',
        net_income: null,
        rnd_exp: null,
      },
    ],
    ['total_revenue', 'rnd_exp', 'net_income'],
  );
  expect(table.periods.map((p) => p.label)).toEqual(['FY 2024', 'FY 2025']);
  expect(table.rows).toEqual([
    { field: 'total_revenue', values: ['391', '416'] },
    { field: 'net_income', values: [undefined, '112'] },
  ]);
});

test('EPS groups run oldest quarter first with actual before estimate', () => {
  const groups = epsGroups([
    { fiscal_year: 2026, fiscal_period: 1, actual: null, est: '1.6', reported: false },
    { fiscal_year: 2025, fiscal_period: 4, actual: '1.5', est: '1.4', reported: true },
  ]);
  expect(groups.map((g) => [g.label, ...g.values])).toEqual([
    ['Q4 2025', '1.5', '1.4'],
    ['Q1 2026', undefined, '1.6'],
  ]);
});

test('the next report is the first quarter without a reported EPS', () => {
  const row = (date: string, actual: string | null) => ({
    fiscal_year: 2026,
    fiscal_period: 1,
    expected_publish_date: date,
    eps_actual: actual,
  });
  expect(
    nextEarnings([row('2027-01-29', null), row('2026-10-30', '1.5'), row('2027-04-29', null)])?.expected_publish_date,
  ).toBe('2027-01-29');
  expect(nextEarnings([row('2026-10-30', '1.5')])).toBeUndefined();
});

test('the yield annualises the latest amount by the payments a year, exactly', () => {
  const row = (ex: string, amount: string | null) => ({ symbol: 'KO', ex_div_date: ex, amount });
  const quarterly = [
    row('2026-02-13', '0.5'),
    row('2026-05-15', '0.5'),
    row('2026-08-14', '0.51'),
    row('2026-11-13', '0.51'),
    row('2026-09-01', null),
  ];
  expect(annualDividend(quarterly)?.toString()).toBe('2.04');
  expect(dividendYield(quarterly, '68')).toBe('0.0300');
  expect(dividendYield(quarterly, undefined)).toBeUndefined();
  expect(annualDividend([row('2026-11-13', '1.2')])?.toString()).toBe('1.2');
  expect(annualDividend([])).toBeUndefined();
  expect(newestFirst(quarterly)[0]?.ex_div_date).toBe('2026-11-13');
});

test('capital flow: in and out per size, and the net of a day', () => {
  const day = {
    date: '20261118',
    large_in: '300',
    large_out: '100',
    medium_in: '50.5',
    medium_out: '60',
    small_in: '10',
    small_out: null,
  };
  expect(flowGroups(day).map((g) => [g.label, ...g.values])).toEqual([
    ['Large', '300', '100'],
    ['Medium', '50.5', '60'],
    ['Small', '10', undefined],
  ]);
  expect(netFlow(day)).toBe('200.5');
  expect(formatSignedAmount('2500000')).toBe('+2.50M');
  expect(formatSignedAmount('-2500000')).toBe('-2.50M');
  expect(isoFromCompact('20261118')).toBe('2026-11-18');
});

test('ratings keep their order', () => {
  const segments = ratingSegments({
    symbol: 'AAPL',
    strong_buy: '3',
    buy: null,
    hold: '2',
    under_perform: '1',
    sell: '0',
  });
  expect(segments.map((s) => `${s.label}=${s.value}`)).toEqual([
    'Strong buy=3',
    'Buy=0',
    'Hold=2',
    'Underperform=1',
    'Sell=0',
  ]);
});

test('indicators: one row per indicator, the union of periods as columns, oldest first', () => {
  const table = toIndicatorTable({
    currency: 'USD',
    values: {
      roe: [
        { fiscal_year: 2025, fiscal_period: 0, value: '1.5' },
        { fiscal_year: 2024, fiscal_period: 0, value: '1.6' },
      ],
      roa: [{ fiscal_year: 2025, fiscal_period: 0, value: '0.3' }],
    },
  });
  expect(table.columns.map((c) => c.label)).toEqual(['FY 2024', 'FY 2025']);
  expect(table.rows.map((r) => [r.label, ...r.values])).toEqual([
    ['Return on assets', undefined, '0.3'],
    ['Return on equity', '1.6', '1.5'],
  ]);
});

test('small formatters and guards', () => {
  expect(fiscalLabel(2026, 3)).toBe('Q3 2026');
  expect(formatFraction('0.0123')).toBe('1.23%');
  expect(formatFraction(null)).toBe('—');
  expect(safeHref('https://www.sec.gov/doc')).toBe('https://www.sec.gov/doc');
  expect(safeHref('javascript:alert(1)')).toBeUndefined();
});
