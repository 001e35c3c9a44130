import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { estimateOrder, openingQuantity } from './estimate-order';
import { readForm } from './read-form';
import { initialTicketForm } from './ticket-form';

const order = (side: 'BUY' | 'SELL' | 'SHORT') => readForm({ ...initialTicketForm('AAPL'), side }).order;

test('only the shares that open a position take buying power', () => {
  const d = (v: number) => new Decimal(v);
  expect(openingQuantity(order('BUY'), d(10), d(0)).toNumber()).toBe(10);
  expect(openingQuantity(order('BUY'), d(10), d(-4)).toNumber()).toBe(6);
  expect(openingQuantity(order('SELL'), d(10), d(4)).toNumber()).toBe(6);
  expect(openingQuantity(order('SELL'), d(10), d(40)).toNumber()).toBe(0);
  expect(openingQuantity(order('SHORT'), d(10), d(40)).toNumber()).toBe(10);
});

test("on a margin account the opened value times the instrument's requirement is the margin it ties up", () => {
  const limitOrder = (side: 'BUY' | 'SELL' | 'SHORT') =>
    readForm({ ...initialTicketForm('AAPL'), side, orderType: 'LIMIT', quantity: '10', limitPrice: '100' }).order;
  const instrument = {
    ...{ symbol: 'AAPL', tradable: true, fractionable: true, shortable: true, overnight: true },
    ...{ margin_requirement_long: '0.25', margin_requirement_short: '0.5' },
  };
  const quote = { last: '100', bid: '99.99', ask: '100.01' };
  const margin = { isMargin: true, buyingPower: '50000', position: new Decimal(4) };
  const at = (side: 'BUY' | 'SELL' | 'SHORT', account = margin) =>
    estimateOrder(limitOrder(side), quote, account, instrument).estimate.margin?.toFixed(2);
  expect(at('BUY')).toBe('250.00');
  // Selling 10 of 4 held opens 6 short: half of their $600.
  expect(at('SELL')).toBe('300.00');
  expect(at('SHORT')).toBe('500.00');
  // A cash account borrows nothing; an instrument without stated requirements shows none.
  expect(at('BUY', { ...margin, isMargin: false })).toBeUndefined();
  expect(
    estimateOrder(limitOrder('BUY'), quote, margin, { ...instrument, margin_requirement_long: undefined }).estimate
      .margin,
  ).toBeUndefined();
});
