import { expect, test } from 'vitest';
import type { InstrumentTrading } from '@contracts/instruments';
import { brokerRuleIssues } from './broker-rules';
import { readForm } from './read-form';
import { initialTicketForm, type TicketForm } from './ticket-form';

const STOCK: InstrumentTrading = {
  symbol: 'XYZ',
  tradable: true,
  fractionable: false,
  shortable: true,
  overnight: false,
};

const rules = (fields: Partial<TicketForm>, instrument: InstrumentTrading | 'unknown' = STOCK) => {
  const form = { ...initialTicketForm('XYZ'), ...fields };
  return brokerRuleIssues(readForm(form).order, form.bracket, instrument === 'unknown' ? undefined : instrument).map(
    (i) => `${i.field}: ${i.message}`,
  );
};

test('a well-formed order on the grid breaks no rule', () => {
  expect(rules({ quantity: '100', limitPrice: '12.34' })).toEqual([]);
});

test('every price field is held to the grid', () => {
  expect(rules({ orderType: 'STOP_LOSS_LIMIT', quantity: '1', stopPrice: '12.345', limitPrice: '0.12345' })).toEqual([
    'limit_price: Prices below $1 go in steps of $0.0001.',
    'stop_price: Prices at or above $1 go in steps of $0.01.',
  ]);
  expect(rules({ quantity: '1', limitPrice: '12', bracket: true, takeProfit: '13.001', stopLoss: '11.001' })).toEqual([
    'take_profit_price: Prices at or above $1 go in steps of $0.01.',
    'stop_loss_price: Prices at or above $1 go in steps of $0.01.',
  ]);
});

test('quantities: at most 200,000 shares, whole shares where fractions are not offered', () => {
  expect(rules({ quantity: '200001', limitPrice: '12' })).toEqual(['quantity: At most 200,000 shares per order.']);
  expect(rules({ quantity: '1.5', limitPrice: '12' })).toEqual(['quantity: XYZ trades in whole shares only.']);
  expect(rules({ quantity: '1.123456', limitPrice: '12' }, 'unknown')).toEqual([
    'quantity: A fraction of a share has at most 5 decimals.',
  ]);
});

test('while the instrument is unknown only what the form alone shows is reported', () => {
  expect(rules({ quantity: '1', limitPrice: '12', session: 'NIGHT' }, 'unknown')).toEqual([]);
  expect(rules({ quantity: '1', limitPrice: '12', session: 'NIGHT' })).toEqual([
    'session: XYZ does not trade overnight.',
  ]);
});

test('a bracket needs shares, not an amount', () => {
  expect(
    rules(
      { entrust: 'AMOUNT', orderType: 'MARKET', cashAmount: '100.5', bracket: true, stopLoss: '10' },
      { ...STOCK, fractionable: true },
    ),
  ).toEqual(['entrust_type: A bracket needs a quantity of shares.']);
});
