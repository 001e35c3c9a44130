import { expect, test } from 'vitest';
import { decodePush } from './stream-decode';
import { encodeStreamMessage } from './stream-proto';

const basic = { symbol: 'aapl', instrument_id: '913256135', timestamp: '1795017000123', trading_session: 'RTH' };

test('a Snapshot becomes a stream quote: decimals stay strings, ms strings become numbers, empty fields are left out', () => {
  const payload = encodeStreamMessage('snapshot', {
    basic,
    trade_time: '1795017000000',
    price: '187.2500',
    open: '186.00',
    high: '188.10',
    low: '185.90',
    pre_close: '186.50',
    volume: '1234567',
    change: '0.7500',
    change_ratio: '0.0040',
    ext_price: '',
    ovn_trade_time: '1795000000000',
    ovn_price: '186.90',
  });
  expect(decodePush('snapshot', payload, 1795017000200)).toEqual({
    kind: 'quote',
    symbol: 'AAPL',
    data: {
      symbol: 'AAPL',
      price: '187.2500',
      open: '186.00',
      high: '188.10',
      low: '185.90',
      pre_close: '186.50',
      volume: '1234567',
      change: '0.7500',
      change_ratio: '0.0040',
      trade_time: 1795017000000,
      ovn_trade_time: 1795000000000,
      ovn_price: '186.90',
      source: 'stream',
      received_at: 1795017000200,
    },
  });
});

test('a Quote becomes a depth ladder dated by Basic.timestamp; a Tick becomes one trade', () => {
  const quote = encodeStreamMessage('quote', {
    basic,
    asks: [
      { price: '187.26', size: '300' },
      { price: '187.27', size: '100' },
    ],
    bids: [{ price: '187.24', size: '200' }],
  });
  expect(decodePush('quote', quote, 5)).toEqual({
    kind: 'depth',
    symbol: 'AAPL',
    data: {
      symbol: 'AAPL',
      time: 1795017000123,
      asks: [
        { price: '187.26', size: '300' },
        { price: '187.27', size: '100' },
      ],
      bids: [{ price: '187.24', size: '200' }],
      received_at: 5,
    },
  });
  const tick = encodeStreamMessage('tick', { basic, time: '1795017000100', price: '187.25', volume: '100', side: 'B' });
  expect(decodePush('tick', tick, 5)).toEqual({
    kind: 'tick',
    symbol: 'AAPL',
    data: {
      symbol: 'AAPL',
      ticks: [{ time: 1795017000100, price: '187.25', volume: '100', side: 'B' }],
      received_at: 5,
    },
  });
});

test('a push that is not the documented message is refused, not relayed', () => {
  expect(() => decodePush('snapshot', encodeStreamMessage('snapshot', { basic, price: 'n/a' }), 1)).toThrow();
  expect(() =>
    decodePush('snapshot', encodeStreamMessage('snapshot', { basic, price: '1.00', open: '1,5' }), 1),
  ).toThrow();
  expect(() =>
    decodePush('quote', encodeStreamMessage('quote', { basic, asks: [{ price: 'x', size: '1' }] }), 1),
  ).toThrow();
  expect(() => decodePush('snapshot', encodeStreamMessage('snapshot', { price: '1.00' }), 1)).toThrow();
  expect(() => decodePush('tick', encodeStreamMessage('tick', { basic, price: '1.00', side: 'X' }), 1)).toThrow();
  expect(() => decodePush('quote', new Uint8Array([0xff, 0xff, 0xff]), 1)).toThrow();
});

test('empty fields read as unset: a level without a size has size 0, a trade without a side or volume is N and 0', () => {
  const quote = encodeStreamMessage('quote', {
    basic: { ...basic, timestamp: '' },
    asks: [{ price: '1.50', size: '' }],
  });
  expect(decodePush('quote', quote, 7)).toEqual({
    kind: 'depth',
    symbol: 'AAPL',
    data: { symbol: 'AAPL', time: 7, asks: [{ price: '1.50', size: '0' }], bids: [], received_at: 7 },
  });
  const tick = encodeStreamMessage('tick', { basic, time: '', price: '1.50', volume: '', side: '' });
  expect(decodePush('tick', tick, 7)).toEqual({
    kind: 'tick',
    symbol: 'AAPL',
    data: { symbol: 'AAPL', ticks: [{ time: 1795017000123, price: '1.50', volume: '0', side: 'N' }], received_at: 7 },
  });
  expect(() => decodePush('tick', encodeStreamMessage('tick', { basic, time: '17:00', price: '1.50' }), 1)).toThrow();
});
