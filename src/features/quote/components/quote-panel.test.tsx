// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { QuotePanel } from './quote-panel';

const snapshot = {
  symbol: 'AAPL',
  instrument_id: '913256135',
  price: '1234.5',
  open: '1230',
  high: '1240.125',
  low: '1229.99',
  pre_close: '1240.00',
  volume: '12345678',
  change: '-5.50',
  change_ratio: '-0.004435',
  last_trade_time: Date.parse('2024-05-01T19:59:58Z'),
  bid: '1234.49',
  bid_size: '300',
  ask: '1234.51',
  ask_size: '1200',
  extend_hour_last_price: '1236.00',
  extend_hour_change: '1.50',
  extend_hour_change_ratio: '0.001215',
  received_at: Date.now(),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByTestId(`quote-${name}`);

test('shows every snapshot field formatted, with the raw value kept for machines', async () => {
  const fetchMock = stubBff(() => ({ body: [snapshot] }));
  renderWithQuery(<QuotePanel symbol="AAPL" />);

  expect(await screen.findByRole('heading', { name: 'AAPL' })).toBeTruthy();
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/snapshots?symbols=AAPL');
  expect(field('price').textContent).toBe('1,234.50');
  expect(field('price').dataset.value).toBe('1234.5');
  expect(field('high').textContent).toBe('1,240.125');
  expect(field('volume').textContent).toBe('12.35M');
  expect(field('volume').dataset.value).toBe('12345678');
  expect(field('bid').textContent).toBe('1,234.49');
  expect(field('ask_size').textContent).toBe('1.20K');
  expect(field('last_trade_time').textContent).toBe('May 1, 2024 15:59:58 ET');
  expect(field('last_trade_time').dataset.value).toBe(String(snapshot.last_trade_time));
});

test('colours a loss red and an extended-hours gain green', async () => {
  stubBff(() => ({ body: [snapshot] }));
  renderWithQuery(<QuotePanel symbol="AAPL" />);
  await screen.findByRole('heading', { name: 'AAPL' });

  expect(field('change').textContent).toBe('-5.50');
  expect(field('change').className).toMatch(/text-red-/);
  expect(field('change_ratio').textContent).toBe('(-0.44%)');
  expect(field('change_ratio').className).toMatch(/text-red-/);

  const extended = screen.getByRole('region', { name: 'Extended hours' });
  expect(within(extended).getByTestId('quote-extend_hour_last_price').textContent).toBe('1,236.00');
  expect(within(extended).getByTestId('quote-extend_hour_change').textContent).toBe('+1.50');
  expect(within(extended).getByTestId('quote-extend_hour_change').className).toMatch(/text-emerald-/);
  expect(screen.queryByRole('region', { name: 'Overnight' })).toBeNull();
});

test('an unknown symbol gets a clear alert with a Retry button', async () => {
  stubBff(() => ({ status: 404, body: { error: { code: 'UNKNOWN_SYMBOL', message: 'Unknown symbol ZZZZ' } } }));
  renderWithQuery(<QuotePanel symbol="ZZZZ" />);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Unknown symbol ZZZZ');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('a rate-limited answer says when it will retry', async () => {
  stubBff(() => ({ status: 503, body: { error: { code: 'RATE_LIMITED', message: 'busy', retryAfterSeconds: 9 } } }));
  renderWithQuery(<QuotePanel symbol="AAPL" />);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("The provider's rate limit is reached; retrying in 9 s");
});

test('overnight figures appear in their own section when the snapshot carries them', async () => {
  const overnight = {
    ovn_price: '1233.10',
    ovn_change: '-1.40',
    ovn_volume: '4500',
    ovn_last_trade_time: Date.parse('2024-05-02T05:00:00Z'),
  };
  stubBff(() => ({ body: [{ ...snapshot, ...overnight }] }));
  renderWithQuery(<QuotePanel symbol="AAPL" />);

  const section = await screen.findByRole('region', { name: 'Overnight' });
  expect(within(section).getByTestId('quote-ovn_price').textContent).toBe('1,233.10');
  expect(within(section).getByTestId('quote-ovn_change').className).toMatch(/text-red-/);
  expect(within(section).getByTestId('quote-ovn_volume').dataset.value).toBe('4500');
  expect(within(section).getByTestId('quote-ovn_last_trade_time').textContent).toBe('May 2, 2024 01:00:00 ET');
  expect(within(section).queryByTestId('quote-ovn_high')).toBeNull();
});

test('each change says what it is measured from: the headline and pre-market from the previous close', async () => {
  // Wednesday 2026-11-18 07:15 New York: the pre-market trades.
  const preMarket = {
    ...snapshot,
    close: '1240.00',
    extend_hour_last_trade_time: Date.parse('2026-11-18T12:15:00Z'),
    ovn_price: '1236.50',
    ovn_change: '-3.50',
  };
  stubBff(() => ({ body: [preMarket] }));
  renderWithQuery(<QuotePanel symbol="AAPL" />);

  await screen.findByRole('heading', { name: 'AAPL' });
  expect(screen.getByText('since prev close')).toBeTruthy();
  const pre = screen.getByRole('region', { name: 'Pre-market' });
  expect(within(pre).getByText('Change vs prev close')).toBeTruthy();
  const night = screen.getByRole('region', { name: 'Overnight' });
  expect(within(night).getByText('Change vs prev close')).toBeTruthy();
  expect(field('close').dataset.value).toBe('1240.00');
});

test('after the close the extended block is the after hours, measured from the regular close', async () => {
  // Wednesday 2026-11-18 17:05 New York.
  stubBff(() => ({
    body: [{ ...snapshot, close: '1235.00', extend_hour_last_trade_time: Date.parse('2026-11-18T22:05:00Z') }],
  }));
  renderWithQuery(<QuotePanel symbol="AAPL" />);

  const post = await screen.findByRole('region', { name: 'After hours' });
  expect(within(post).getByText('Change vs close')).toBeTruthy();
  expect(within(post).getByText('Change vs close %')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Pre-market' })).toBeNull();
});

test("a fund's company figures read as not applying, never the 0.00 the provider sends", async () => {
  const fund = { ...snapshot, symbol: 'SPY', eps: '0.00', eps_ttm: '0.00', bps: '0.00' };
  const match = { symbol: 'SPY', name: 'SPDR S&P 500', exchange_code: 'ARCA', category: 'US_ETF', instrument_id: '1' };
  stubBff((url) => ({ body: url.pathname === '/api/instruments/search' ? [match] : [fund] }));
  renderWithQuery(<QuotePanel symbol="SPY" />);
  await screen.findByRole('heading', { name: 'SPY' });

  await waitFor(() => {
    expect(field('eps_ttm').textContent).toBe('—');
  });
  expect(field('eps').textContent).toBe('—');
  expect(field('bps').textContent).toBe('—');
});

test("a stock's company figures are shown, zero included", async () => {
  const stock = { ...snapshot, eps: '0.00', eps_ttm: '6.10', bps: '4.25' };
  const match = { symbol: 'AAPL', name: 'Apple', exchange_code: 'NSQ', category: 'US_STOCK', instrument_id: '2' };
  stubBff((url) => ({ body: url.pathname === '/api/instruments/search' ? [match] : [stock] }));
  renderWithQuery(<QuotePanel symbol="AAPL" />);
  await screen.findByRole('heading', { name: 'AAPL' });

  expect(field('eps_ttm').textContent).toBe('6.10');
  expect(field('eps').textContent).toBe('0.00');
  expect(field('bps').textContent).toBe('4.25');
});
