import { expect, test } from 'vitest';
import { createFakeMarket, fakePrice } from '../http/testing/fake-market';
import { T0 } from '../http/testing/test-simulator';
import { createPublishedTrades } from './published-trades';

test('a published trade sets the price, joins the ticks and the volume, and moves the book with it', () => {
  const inner = createFakeMarket();
  const trades = createPublishedTrades(inner);
  const before = inner.snapshot('AAPL', T0);
  const tick = trades.publish({ symbol: 'AAPL', price: '123.45', volume: '300' }, T0);
  expect(tick).toEqual({ time: T0, price: '123.45', volume: '300', side: 'B' });
  const after = trades.market.snapshot('AAPL', T0);
  expect(after).toMatchObject({
    price: '123.45',
    close: '123.45',
    high: '123.45',
    volume: String(Number(before.volume) + 300),
    last_trade_time: T0,
  });
  expect(after.change).toBe((123.45 - Number(before.pre_close)).toFixed(2));
  expect(trades.market.ticks('AAPL', T0, 2)[0]).toEqual(tick);
  const book = trades.market.depth('AAPL', T0, 2);
  expect(book.bids[0]?.price).toBe('123.44');
  expect(book.asks[0]?.price).toBe('123.46');
  // Other symbols and earlier times are untouched.
  expect(trades.market.snapshot('MSFT', T0)).toEqual(inner.snapshot('MSFT', T0));
  expect(trades.market.snapshot('AAPL', T0 - 60_000)).toEqual(inner.snapshot('AAPL', T0 - 60_000));
});

test('later prices keep the offset from the model; a lower print is side S and the new low; clear restores the model', () => {
  const inner = createFakeMarket();
  const trades = createPublishedTrades(inner);
  trades.publish({ symbol: 'AAPL', price: '90.00', volume: '100' }, T0);
  const minuteLater = T0 + 60_000;
  const offset = Number(fakePrice(minuteLater)) - Number(fakePrice(T0));
  expect(trades.market.snapshot('AAPL', minuteLater).price).toBe((90 + offset).toFixed(2));
  expect(trades.market.snapshot('AAPL', T0).low).toBe('90.00');
  expect(trades.market.ticks('AAPL', T0, 1)[0]).toMatchObject({ price: '90.00', side: 'S' });
  trades.clear();
  expect(trades.market.snapshot('AAPL', T0)).toEqual(inner.snapshot('AAPL', T0));
});
