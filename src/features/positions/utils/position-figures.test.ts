import { expect, test } from 'vitest';
import { positionFigures, sumOf } from './position-figures';

const aapl = { symbol: 'AAPL', quantity: '10', cost_price: '180.00', last_price: '185.00', unrealized_pl: '50.00' };

test('P&L follows the streamed price: last x quantity - cost basis, and the day from the previous close', () => {
  expect(positionFigures(aapl, { price: '190.05', preClose: '189.00' })).toEqual({
    last: '190.05',
    marketValue: '1900.50',
    unrealized: '100.50',
    day: '10.50',
  });
  expect(positionFigures(aapl, {})).toEqual({
    last: '185',
    marketValue: '1850.00',
    unrealized: '50.00',
    day: undefined,
  });
});

test('a short gains as the price falls', () => {
  const short = { ...aapl, quantity: '-10' };
  expect(positionFigures(short, { price: '170.00', preClose: '171.00' })).toMatchObject({
    marketValue: '-1700.00',
    unrealized: '100.00',
    day: '10.00',
  });
  expect(sumOf(['1.10', '-0.05'])).toBe('1.05');
  expect(sumOf(['1.10', undefined])).toBeUndefined();
});
