import { expect, test } from 'vitest';
import { parseLiveMessage } from './live-message';

const bytes = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
const quote = { symbol: 'AAPL', price: '187.25', trade_time: 1, source: 'stream', received_at: 2 };

test('a quote that matches the contract and its topic is passed on', () => {
  expect(parseLiveMessage('quote/AAPL', bytes(quote))).toEqual({ kind: 'quote', symbol: 'AAPL', data: quote });
});

test('the retained feed status is parsed', () => {
  const status = { state: 'polling', since: 1, symbols: { AAPL: null }, at: 3 };
  expect(parseLiveMessage('status/feed', bytes(status))).toEqual({ kind: 'status', data: status });
});

test('the retained call budget is parsed; one that breaks the contract is dropped', () => {
  const group = {
    group: 'market-data',
    budget: 54,
    window_ms: 60_000,
    used: 12,
    queued: 0,
    frozen_for_ms: 0,
    wait_ms: 0,
  };
  const budget = { groups: [group], at: 4 };
  expect(parseLiveMessage('status/budget', bytes(budget))).toEqual({ kind: 'budget', data: budget });
  expect(parseLiveMessage('status/budget', bytes({ groups: [{ ...group, used: '12' }], at: 4 }))).toBeNull();
});

test('the retained token status is parsed; one that breaks the contract is dropped', () => {
  const token = { state: 'pending', expires_at: 1_000_300_000, expires_in_ms: 290_000, at: 4 };
  expect(parseLiveMessage('status/token', bytes(token))).toEqual({ kind: 'token', data: token });
  expect(parseLiveMessage('status/token', bytes({ ...token, state: 'PENDING' }))).toBeNull();
});

test('bad messages are dropped: broken JSON, numbers for decimals, a foreign symbol, unknown topics', () => {
  expect(parseLiveMessage('quote/AAPL', bytes('{"symbol":'))).toBeNull();
  expect(parseLiveMessage('quote/AAPL', bytes({ ...quote, price: 187.25 }))).toBeNull();
  expect(parseLiveMessage('quote/AAPL', bytes({ ...quote, symbol: 'MSFT' }))).toBeNull();
  expect(parseLiveMessage('quote/AAPL/x', bytes(quote))).toBeNull();
  expect(parseLiveMessage('orders/AAPL', bytes(quote))).toBeNull();
  expect(parseLiveMessage('status/feed', bytes({ state: 'great', since: 1, symbols: {}, at: 1 }))).toBeNull();
  expect(parseLiveMessage('tick/AAPL', bytes({ symbol: 'AAPL', ticks: [], received_at: 1 }))).toBeNull();
  expect(
    parseLiveMessage(
      'depth/AAPL',
      bytes({ symbol: 'AAPL', time: 1, asks: [{ price: '1', size: 2 }], bids: [], received_at: 1 }),
    ),
  ).toBeNull();
});

test("an alerts notice is parsed with its topic's user; one that breaks the contract is dropped", () => {
  const notice = { revision: 3, firings: [] };
  expect(parseLiveMessage('alerts/u-1', bytes(notice))).toEqual({ kind: 'alerts', user: 'u-1', data: notice });
  expect(parseLiveMessage('alerts/u-1', bytes({ revision: -1, firings: [] }))).toBeNull();
  expect(parseLiveMessage('alerts/', bytes(notice))).toBeNull();
});
