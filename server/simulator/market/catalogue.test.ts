import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { createMarket } from './market';

const market = createMarket({ seed: 42 });
const instruments = market.instruments();

test('at least 150 unique symbols, sorted, with both stocks and ETFs', () => {
  const symbols = instruments.map((i) => i.symbol);
  expect(new Set(symbols).size).toBe(symbols.length);
  expect(symbols.length).toBeGreaterThanOrEqual(150);
  expect([...symbols].sort()).toEqual(symbols);
  expect(
    instruments.filter((i) => i.category === 'US_STOCK' && i.sub_category === 'COMMON_STOCK').length,
  ).toBeGreaterThanOrEqual(120);
  expect(instruments.filter((i) => i.category === 'US_ETF' && i.sub_category === 'ETF').length).toBeGreaterThanOrEqual(
    30,
  );
});

test('the well-known tickers are there with real names and venues', () => {
  for (const symbol of [
    'AAPL',
    'MSFT',
    'NVDA',
    'AMZN',
    'GOOGL',
    'META',
    'TSLA',
    'BRK.B',
    'JPM',
    'V',
    'SPY',
    'QQQ',
    'IWM',
    'DIA',
    'VTI',
    'VOO',
    'XLK',
    'XLF',
    'XLE',
    'TLT',
    'GLD',
  ]) {
    expect(market.instrument(symbol)?.symbol).toBe(symbol);
  }
  expect(market.instrument('AAPL')).toMatchObject({ name: 'Apple Inc.', exchange_code: 'NSQ', category: 'US_STOCK' });
  expect(market.instrument('JPM')).toMatchObject({ exchange_code: 'NYSE', sector: 'Financials' });
  expect(market.instrument('SPY')).toMatchObject({ exchange_code: 'ARCA', category: 'US_ETF', sub_category: 'ETF' });
  expect(market.instrument('ZZZZ')).toBeUndefined();
});

test('instrument ids are unique 9-digit strings that depend only on the symbol', () => {
  const ids = instruments.map((i) => i.instrument_id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id) => /^\d{9}$/.test(id))).toBe(true);
  expect(createMarket({ seed: 7 }).instrument('AAPL')?.instrument_id).toBe(market.instrument('AAPL')?.instrument_id);
});

test('margin ratios are decimal strings; short >= long; intraday is half of maintenance; volatile names need more', () => {
  for (const i of instruments) {
    const long = new Decimal(i.maintenance_margin_long);
    const short = new Decimal(i.maintenance_margin_short);
    expect(short.gte(long)).toBe(true);
    expect(new Decimal(i.intraday_margin_long).times(2).equals(long)).toBe(true);
    expect(new Decimal(i.intraday_margin_short).times(2).equals(short)).toBe(true);
    expect(i.margin_requirement_long).toBe(i.maintenance_margin_long);
    expect(i.lot_size).toBe('1');
    expect(i.currency).toBe('USD');
  }
  expect(market.instrument('KO')).toMatchObject({ maintenance_margin_long: '0.25', maintenance_margin_short: '0.3' });
  expect(new Decimal(market.instrument('GME')?.maintenance_margin_long ?? 0).gt('0.25')).toBe(true);
  expect(market.instrument('TQQQ')?.maintenance_margin_long).toBe('0.75');
});
