import { expect, test } from 'vitest';
import { QUOTES_MESSAGE_TYPES } from './quotes-proto';

test("each data topic has its message, read with the provider's snake_case field names", () => {
  expect(
    Object.fromEntries(Object.entries(QUOTES_MESSAGE_TYPES).map(([topic, type]) => [topic, type.fullName])),
  ).toEqual({
    quote: '.quotes.Quote',
    snapshot: '.quotes.Snapshot',
    tick: '.quotes.Tick',
  });
  const snapshot = QUOTES_MESSAGE_TYPES.snapshot;
  const message = {
    basic: { symbol: 'AAPL', trading_session: 'PRE' },
    pre_close: '228.50',
    ext_price: '231.02',
    ovn_change_ratio: '-0.0012',
  };
  expect(snapshot.toObject(snapshot.decode(snapshot.encode(snapshot.fromObject(message)).finish()))).toEqual(message);
});

test('empty strings are not written, as a proto3 sender leaves out default values', () => {
  const tick = QUOTES_MESSAGE_TYPES.tick;
  const withEmpty = tick.encode(tick.fromObject({ basic: { symbol: 'MU' }, price: '101.5', side: '' })).finish();
  const without = tick.encode(tick.fromObject({ basic: { symbol: 'MU' }, price: '101.5' })).finish();
  expect(Buffer.from(withEmpty).equals(Buffer.from(without))).toBe(true);
});
