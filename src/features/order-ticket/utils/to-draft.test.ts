import { expect, test } from 'vitest';
import { readForm } from './read-form';
import { initialTicketForm, type TicketForm } from './ticket-form';
import { toOrderDraft } from './to-draft';

const draftOf = (fields: Partial<TicketForm>) => {
  const form = { ...initialTicketForm('aapl'), ...fields };
  return toOrderDraft(readForm(form).order, form.bracket, 'ACC1', 'abcDEF0123456789wxyz');
};

test('a limit buy becomes the draft the BFF takes, decimals as text', () => {
  expect(draftOf({ quantity: '10', limitPrice: '190.5' })).toEqual({
    account_id: 'ACC1',
    client_order_id: 'abcDEF0123456789wxyz',
    symbol: 'AAPL',
    side: 'BUY',
    order_type: 'LIMIT',
    time_in_force: 'DAY',
    session: 'CORE',
    entrust_type: 'QTY',
    quantity: '10',
    limit_price: '190.5',
  });
});

test('only the fields of the chosen order type travel', () => {
  const draft = draftOf({
    orderType: 'MARKET',
    entrust: 'AMOUNT',
    cashAmount: '500',
    quantity: '10',
    limitPrice: '190',
  });
  expect(draft?.cash_amount).toBe('500');
  expect(draft?.quantity).toBeUndefined();
  expect(draft?.limit_price).toBeUndefined();
  const trailing = draftOf({ side: 'SELL', orderType: 'TRAILING_STOP_LOSS', quantity: '5', trailingStep: '2.5' });
  expect(trailing).toMatchObject({ trailing_type: 'PERCENTAGE', trailing_stop_step: '0.025' });
});

test('a bracket carries the exits it has', () => {
  expect(draftOf({ quantity: '10', limitPrice: '190', bracket: true, stopLoss: '180' })?.bracket).toEqual({
    stop_loss_price: '180',
  });
});

test('an incomplete ticket makes no draft', () => {
  expect(draftOf({ quantity: '', limitPrice: '190' })).toBeUndefined();
});
