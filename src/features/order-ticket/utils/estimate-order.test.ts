import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { openingQuantity } from './estimate-order';
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
