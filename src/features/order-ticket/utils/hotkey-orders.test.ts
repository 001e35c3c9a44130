import { expect, test } from 'vitest';
import { hotkeyLimitForm, hotkeySession } from './hotkey-orders';

test('a hotkey limit goes at the ask or the bid, in the session trading now', () => {
  const quote = { last: '190', bid: '189.99', ask: '190.01' };
  expect(hotkeyLimitForm('buy', 'AAPL', '5', quote, 'CORE')).toMatchObject({
    side: 'BUY',
    orderType: 'LIMIT',
    quantity: '5',
    limitPrice: '190.01',
    session: 'CORE',
  });
  expect(hotkeyLimitForm('sell', 'AAPL', '5', quote, 'ALL')).toMatchObject({ side: 'SELL', limitPrice: '189.99' });
  expect(hotkeyLimitForm('buy', 'AAPL', '5', { last: '190' }, 'CORE')).toBe('No ask price for AAPL: nothing sent.');
  expect(hotkeySession('regular', undefined)).toBe('CORE');
  expect(hotkeySession('pre', undefined)).toBe('ALL');
  expect(
    hotkeySession('overnight', {
      symbol: 'AAPL',
      tradable: true,
      fractionable: true,
      shortable: true,
      overnight: true,
    }),
  ).toBe('NIGHT');
  expect(hotkeySession('overnight', undefined)).toBe('ALL');
});
