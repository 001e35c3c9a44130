import { expect, test } from 'vitest';
import { describeOrder, describeTerms } from './describe-order';
import { readForm } from './read-form';
import { initialTicketForm, type TicketForm } from './ticket-form';
import { toOrderDraft } from './to-draft';

const draftOf = (fields: Partial<TicketForm>) => {
  const form = { ...initialTicketForm('aapl'), ...fields };
  return toOrderDraft(readForm(form).order, form.bracket, 'ACC1', 'abcDEF0123456789wxyz');
};

test('the order in words, as the confirm button says it', () => {
  const say = (fields: Partial<TicketForm>) => {
    const draft = draftOf(fields);
    return draft === undefined ? undefined : describeOrder(draft);
  };
  expect(say({ quantity: '10', limitPrice: '190' })).toBe('Buy 10 AAPL @ 190.00 limit');
  expect(say({ side: 'SELL', orderType: 'MARKET', quantity: '5' })).toBe('Sell 5 AAPL at market');
  expect(say({ orderType: 'MARKET', entrust: 'AMOUNT', cashAmount: '500' })).toBe('Buy $500.00 of AAPL at market');
  expect(say({ side: 'SELL', orderType: 'STOP_LOSS', quantity: '5', stopPrice: '185' })).toBe(
    'Sell 5 AAPL stop 185.00',
  );
  expect(
    say({ side: 'SHORT', orderType: 'STOP_LOSS_LIMIT', quantity: '5', stopPrice: '185', limitPrice: '184.5' }),
  ).toBe('Short 5 AAPL stop 185.00 limit 184.50');
  expect(say({ side: 'SELL', orderType: 'TRAILING_STOP_LOSS', quantity: '5', trailingStep: '2' })).toBe(
    'Sell 5 AAPL trailing stop 2 %',
  );
  expect(
    say({ side: 'SELL', orderType: 'TRAILING_STOP_LOSS', quantity: '5', trailingType: 'AMOUNT', trailingStep: '1.5' }),
  ).toBe('Sell 5 AAPL trailing stop $1.50');
});

test('the rest of the terms: lifetime, session and the bracket', () => {
  const draft = draftOf({
    quantity: '10',
    limitPrice: '190',
    timeInForce: 'GTC',
    session: 'ALL',
    bracket: true,
    takeProfit: '200',
    stopLoss: '180',
  });
  expect(draft === undefined ? [] : describeTerms(draft)).toEqual([
    'Good till cancelled',
    'Extended hours',
    'Take profit: limit 200.00',
    'Stop loss: stop 180.00',
  ]);
});
