import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { buildCatalogue } from './catalogue/build-instruments';
import { annualDividend, dividendEvents, nextExDate, quarterlyDividend } from './dividends';

const YEAR_2026 = [Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31)] as const;

test('a payer pays four equal quarters a year, each declared before its ex date and paid after it', () => {
  const events = dividendEvents('JNJ', ...YEAR_2026);
  expect(quarterlyDividend('JNJ')).not.toBeNull();
  expect(events).toHaveLength(4);
  for (const event of events) {
    expect(event.amount).toBe(quarterlyDividend('JNJ'));
    expect(event.declare_date < event.ex_div_date).toBe(true);
    expect(event.record_date).toBe(event.ex_div_date);
    expect(event.pay_date > event.ex_div_date).toBe(true);
    expect([0, 6]).not.toContain(new Date(`${event.ex_div_date}T00:00:00Z`).getUTCDay());
  }
  const sum = events.reduce((total, e) => total.plus(e.amount), new Decimal(0));
  expect(sum.toFixed(2)).toBe(annualDividend('JNJ'));
});

test('the model depends on the symbol alone and spans payers and non-payers across the catalogue', () => {
  const symbols = buildCatalogue().map((t) => t.instrument.symbol);
  const payers = symbols.filter((s) => annualDividend(s) !== null);
  expect(payers.length).toBeGreaterThan(symbols.length / 3);
  expect(payers.length).toBeLessThan(symbols.length);
  expect(annualDividend('TQQQ')).toBeNull();
  expect(dividendEvents('TQQQ', ...YEAR_2026)).toEqual([]);
  expect(dividendEvents('JNJ', ...YEAR_2026)).toEqual(dividendEvents('JNJ', ...YEAR_2026));
  expect(annualDividend('NOPE')).toBeNull();
});

test('the next ex date is the first event on or after today', () => {
  const now = Date.UTC(2026, 10, 18, 15, 30);
  const next = nextExDate('XOM', now);
  const upcoming = dividendEvents('XOM', Date.UTC(2026, 10, 18), Date.UTC(2027, 10, 18));
  expect(next).toBe(upcoming[0]?.ex_div_date);
  expect(next !== null && next >= '2026-11-18').toBe(true);
});
