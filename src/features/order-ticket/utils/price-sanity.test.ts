import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { bracketPriceIssues, fatFingerIssues } from './price-sanity';
import { readForm } from './read-form';
import { initialTicketForm, type TicketForm } from './ticket-form';

const order = (fields: Partial<TicketForm>) => readForm({ ...initialTicketForm('AAPL'), ...fields }).order;

test('5 % from the last price is fine, more is a warning', () => {
  const quote = { last: '100' };
  expect(fatFingerIssues(order({ quantity: '1', limitPrice: '105' }), quote)).toEqual([]);
  expect(fatFingerIssues(order({ quantity: '1', limitPrice: '94.99' }), quote)).toEqual([
    { field: 'limit_price', level: 'warning', kind: 'risk', message: '94.99 is 5.0 % below the last price (100.00).' },
  ]);
});

test('without a market price nothing is compared', () => {
  expect(fatFingerIssues(order({ quantity: '1', limitPrice: '1000' }), {})).toEqual([]);
});

test("a short's take profit lies below the entry and its stop loss above", () => {
  const short = order({
    side: 'SHORT',
    quantity: '1',
    limitPrice: '100',
    bracket: true,
    takeProfit: '90',
    stopLoss: '110',
  });
  expect(bracketPriceIssues(short, new Decimal(100))).toEqual([]);
  const upsideDown = order({
    side: 'SHORT',
    quantity: '1',
    limitPrice: '100',
    bracket: true,
    takeProfit: '110',
    stopLoss: '90',
  });
  expect(bracketPriceIssues(upsideDown, new Decimal(100)).map((i) => i.message)).toEqual([
    'The take profit must be below the entry price (100.00).',
    'The stop loss must be above the entry price (100.00).',
  ]);
});
