import { expect, test } from 'vitest';
import { FUNDAMENTAL_SCHEMAS, type FundamentalOperation } from '@contracts/fundamentals';
import type { FundamentalsService } from './fundamentals-service';
import { annualisedDividend, summarizeFundamentals } from './fundamentals-summary';
import type { SymbolDirectory } from '../market-data/symbol-directory';
import { UnknownSymbolError, UpstreamBusyError, UpstreamHttpError } from '../client/upstream-errors';

const directory: SymbolDirectory = {
  categoriesOf: (symbols) => {
    const unknown = symbols.filter((s) => !['AAPL', 'SPY', 'NVDA'].includes(s));
    if (unknown.length > 0) return Promise.reject(new UnknownSymbolError(unknown));
    return Promise.resolve(new Map(symbols.map((s) => [s, s === 'SPY' ? 'US_ETF' : 'US_STOCK'] as const)));
  },
};
const prices = (symbols: readonly string[]) =>
  Promise.resolve(new Map(symbols.map((s) => [s, s === 'SPY' ? '500.00' : '200.00'])));

const DATA: Partial<Record<FundamentalOperation, Record<string, unknown>>> = {
  'dividend-calendar': {
    AAPL: [
      { symbol: 'AAPL', amount: '0.25', ex_div_date: '2026-08-10' },
      { symbol: 'AAPL', amount: '0.26', ex_div_date: '2026-11-09' },
      { symbol: 'AAPL', amount: '0.26', ex_div_date: '2027-02-08' },
    ],
    NVDA: [],
  },
  'earnings-calendar': {
    AAPL: [
      { fiscal_year: 2026, fiscal_period: 3, expected_publish_date: '2026-10-30', eps_actual: '1.50' },
      { fiscal_year: 2026, fiscal_period: 4, expected_publish_date: '2027-01-29', eps_actual: null },
    ],
    NVDA: [{ fiscal_year: 2026, fiscal_period: 4, expected_publish_date: '2027-02-25' }],
  },
  'analyst-target-price': { AAPL: { symbol: 'AAPL', mean: '240.00' }, NVDA: { symbol: 'NVDA', mean: '150.00' } },
  'fund-dividends': {
    SPY: {
      data: [
        { share_date: '2026-09-19', dps: '1.75' },
        { share_date: '2026-06-20', dps: '1.70' },
      ],
    },
  },
};

function service(fail: (operation: FundamentalOperation, symbol: string) => Error | undefined = () => undefined) {
  const asked: string[] = [];
  const fundamentals: FundamentalsService = {
    get: (operation, query, options) => {
      asked.push(`${operation}:${query.symbol}:${options?.priority ?? ''}`);
      const error = fail(operation, query.symbol);
      if (error !== undefined) return Promise.reject(error);
      return Promise.resolve({
        symbol: query.symbol,
        fetched_at: 1,
        data: FUNDAMENTAL_SCHEMAS[operation].parse(DATA[operation]?.[query.symbol]),
      });
    },
  };
  return { fundamentals, asked };
}

test('a payer four times a year yields four times its latest dividend over the price', () => {
  expect(
    annualisedDividend([
      { date: '2026-02-01', amount: '0.24' },
      { date: '2026-05-02', amount: '0.25' },
      { date: '2026-08-01', amount: '0.26' },
    ])?.toFixed(2),
  ).toBe('1.04');
  expect(annualisedDividend([])).toBeNull();
  expect(annualisedDividend([{ date: '2026-03-01', amount: '2.00' }])?.toFixed(2)).toBe('2.00');
});

test('stocks get yield, next report and target; an ETF only its yield; all at background priority', async () => {
  const { fundamentals, asked } = service();
  const rows = await summarizeFundamentals({ fundamentals, symbols: directory, prices }, [
    'aapl',
    'SPY',
    'NVDA',
    'AAPL',
  ]);
  expect(rows).toEqual([
    { symbol: 'AAPL', dividend_yield: '0.0052', next_earnings_date: '2027-01-29', target_price_mean: '240.00' },
    { symbol: 'SPY', dividend_yield: '0.0140', next_earnings_date: null, target_price_mean: null },
    { symbol: 'NVDA', dividend_yield: null, next_earnings_date: '2027-02-25', target_price_mean: '150.00' },
  ]);
  expect(asked.every((a) => a.endsWith(':background'))).toBe(true);
  expect(asked.filter((a) => a.includes(':SPY:'))).toEqual(['fund-dividends:SPY:background']);
});

test('a figure the budget did not allow is null and marks the row incomplete; a refusal is plain null', async () => {
  const { fundamentals } = service((operation, symbol) => {
    if (operation === 'analyst-target-price' && symbol === 'AAPL') return new UpstreamBusyError(5, 'budget');
    if (operation === 'analyst-target-price' && symbol === 'NVDA')
      return new UpstreamHttpError(400, 'ILLEGAL_PARAMETER', 'no coverage', null, null);
    return undefined;
  });
  const rows = await summarizeFundamentals({ fundamentals, symbols: directory, prices }, ['AAPL', 'NVDA']);
  expect(rows[0]).toMatchObject({
    symbol: 'AAPL',
    target_price_mean: null,
    incomplete: true,
    next_earnings_date: '2027-01-29',
  });
  expect(rows[1]).toEqual({
    symbol: 'NVDA',
    dividend_yield: null,
    next_earnings_date: '2027-02-25',
    target_price_mean: null,
  });
});

test('an unknown symbol fails the whole request (the route answers 404)', async () => {
  const { fundamentals } = service();
  await expect(
    summarizeFundamentals({ fundamentals, symbols: directory, prices }, ['AAPL', 'ZZZZ']),
  ).rejects.toBeInstanceOf(UnknownSymbolError);
});
