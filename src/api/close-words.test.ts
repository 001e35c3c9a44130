import { expect, test } from 'vitest';
import { tradingOrder } from '@src/testing/trading-fixtures';
import { ApiError } from '@src/lib/api-error';
import { closeFailureWords, closeWords, describeClose } from './close-words';

// The broker writes prices without trailing zeros; the words use the page's price format.
const takeProfit = tradingOrder({ role: 'STOP_PROFIT', side: 'SELL', limit_price: '450' });
const stopLoss = tradingOrder({ role: 'STOP_LOSS', side: 'SELL', order_type: 'STOP_LOSS', stop_price: '370.0' });

test('a filled close names the fill and the exits it cancelled', () => {
  const sold = tradingOrder({
    symbol: 'MSFT',
    side: 'SELL',
    order_type: 'MARKET',
    status: 'FILLED',
    filled_quantity: '10',
    filled_price: '412.30',
  });
  expect(closeWords({ orders: [sold], cancelled: [takeProfit, stopLoss] })).toEqual({
    text: 'Closed MSFT: sold 10 at 412.30 · cancelled 2 exits (take profit 450.00, stop loss 370.00)',
    failed: false,
  });
});

test('a working close says how it went out; a limit names its price; no exits, no word of them', () => {
  const limit = tradingOrder({ symbol: 'TSLA', side: 'BUY', quantity: '5', limit_price: '240.10', session: 'ALL' });
  expect(closeWords({ orders: [limit], cancelled: [] }).text).toBe('Closing TSLA: Buy 5 TSLA limit 240.10, working');
  const refused = tradingOrder({ side: 'SELL', order_type: 'MARKET', status: 'FAILED', message: 'No shares.' });
  expect(closeWords({ orders: [refused], cancelled: [stopLoss] })).toEqual({
    text: 'Closing AAPL: Sell 10 AAPL at market, not placed: No shares. · cancelled 1 exit (stop loss 370.00)',
    failed: true,
  });
});

test('a refusal is in the BFF words; a failure that may have reached the broker says so', () => {
  expect(
    closeFailureWords(
      'AAPL',
      new ApiError('invalid-request', 'Nothing of AAPL is left to close.', 409, 'NOTHING_TO_CLOSE'),
    ),
  ).toBe('Not closed: Nothing of AAPL is left to close.');
  expect(
    closeFailureWords('AAPL', new ApiError('network', 'The dashboard server did not answer.', 0, 'NETWORK')),
  ).toMatch(/^The close of AAPL may have reached the broker/);
});

test('before the confirm: a long is sold and a short bought back, all of it, its exits cancelled first', () => {
  const position = (quantity: string) => ({
    symbol: 'AAPL',
    quantity,
    cost_price: '180.00',
    last_price: '190.00',
    unrealized_pl: '100.00',
  });
  expect(describeClose(position('10.00'))).toBe('Sell 10 AAPL at market, its exits cancelled first');
  expect(describeClose(position('-0.5'))).toBe('Buy 0.5 AAPL at market, its exits cancelled first');
});
