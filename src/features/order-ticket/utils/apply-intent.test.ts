import { expect, test } from 'vitest';
import { applyIntent } from './apply-intent';
import { initialTicketForm } from './ticket-form';

const typed = { ...initialTicketForm('AAPL'), quantity: '10', limitPrice: '190', side: 'SELL' as const };

test('another symbol starts from a cleared ticket of the same kind', () => {
  const next = applyIntent({ ...typed, timeInForce: 'GTC' }, { symbol: 'msft' });
  expect(next).toMatchObject({ symbol: 'MSFT', side: 'SELL', quantity: '', limitPrice: '', timeInForce: 'GTC' });
});

test('a price makes a limit order by shares at it; the typed quantity stays for the same symbol', () => {
  const market = { ...typed, orderType: 'MARKET' as const, entrust: 'AMOUNT' as const };
  expect(applyIntent(market, { symbol: 'AAPL', side: 'BUY', price: '189.50' })).toMatchObject({
    side: 'BUY',
    orderType: 'LIMIT',
    entrust: 'QTY',
    limitPrice: '189.50',
    quantity: '10',
  });
  const stopLimit = { ...typed, orderType: 'STOP_LOSS_LIMIT' as const };
  expect(applyIntent(stopLimit, { symbol: 'AAPL', price: '188' }).orderType).toBe('STOP_LOSS_LIMIT');
});

test('a quantity is taken as shares', () => {
  expect(applyIntent(typed, { symbol: 'AAPL', quantity: '25' })).toMatchObject({ quantity: '25', entrust: 'QTY' });
});
