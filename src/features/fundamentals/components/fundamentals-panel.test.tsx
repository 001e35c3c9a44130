// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { FundamentalsPanel } from './fundamentals-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FETCHED_AT = Date.parse('2026-11-18T15:30:00Z');
const instrument = (symbol: string, category: 'US_STOCK' | 'US_ETF') => ({
  symbol,
  name: symbol,
  exchange_code: 'NSQ',
  category,
  instrument_id: '1',
});

const STOCK_ANSWERS: Record<string, unknown> = {
  'company-profile': {
    symbol: 'AAPL',
    company_name: 'Apple Inc.',
    ceo: 'Tim Cook',
    employees: '164000',
    industries: ['Technology'],
  },
  'analyst-target-price': { symbol: 'AAPL', mean: '240.5', low: '180', high: '300', median: '238' },
  'analyst-rating': {
    symbol: 'AAPL',
    number: '10',
    strong_buy: '3',
    buy: '4',
    hold: '2',
    under_perform: '1',
    sell: '0',
  },
};

/** Answers like the BFF and records which fundamentals operations were asked for. */
function stubStockBff(
  symbol = 'AAPL',
  category: 'US_STOCK' | 'US_ETF' = 'US_STOCK',
  answers: Record<string, unknown> = STOCK_ANSWERS,
) {
  const asked: string[] = [];
  const fetchMock = stubBff((url) => {
    if (url.pathname === '/api/instruments/search')
      return { body: [instrument(symbol, category), instrument(`${symbol}X`, 'US_STOCK')] };
    if (url.pathname === '/api/snapshots') return { body: [] };
    const operation = url.pathname.replace('/api/fundamentals/', '');
    asked.push(operation);
    const data = answers[operation];
    if (data === undefined) return { status: 404, body: { error: { code: 'NOT_FOUND', message: `no ${operation}` } } };
    return { body: { symbol, fetched_at: FETCHED_AT, data } };
  });
  return { asked, fetchMock };
}

test('a stock shows the company tabs; a tab fetches its data only when opened; arrows move between tabs', async () => {
  const { asked } = stubStockBff();
  const user = userEvent.setup();
  renderWithQuery(<FundamentalsPanel symbol="AAPL" />);

  const tablist = await screen.findByRole('tablist', { name: 'AAPL fundamentals' });
  expect(
    within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual([
    'Profile',
    'Analysts',
    'Earnings',
    'Dividends',
    'Capital flow',
    'Industry',
    'Statements',
    'Indicators',
    'Filings',
  ]);
  expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByTestId('company-name')).toHaveProperty('textContent', 'Apple Inc.');
  expect(screen.getByTestId('figure-ceo').textContent).toBe('Tim Cook');
  expect(screen.getByTestId('figure-employees').textContent).toBe('164,000');
  expect(asked).toEqual(['company-profile']);

  // The tab panel is labelled by its tab.
  const panel = screen.getByRole('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Profile' }).id);

  screen.getByRole('tab', { name: 'Profile' }).focus();
  await user.keyboard('{ArrowRight}');
  const analysts = screen.getByRole('tab', { name: 'Analysts' });
  expect(analysts.getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(analysts);
  expect(await screen.findByTestId('figure-target-mean')).toHaveProperty('textContent', '240.50');
  expect(
    screen.getByRole('img', { name: /^Analyst price targets: low 180.00, mean 240.50, high 300.00/ }),
  ).toBeTruthy();
  expect(
    screen.getByRole('img', { name: 'Ratings of 10 analysts: Strong buy 3, Buy 4, Hold 2, Underperform 1, Sell 0' }),
  ).toBeTruthy();
  expect([...asked].sort()).toEqual(['analyst-rating', 'analyst-target-price', 'company-profile']);

  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Filings' }).getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');

  // Back on a tab already loaded: served from the cache, no second request.
  expect(asked.filter((op) => op === 'company-profile')).toHaveLength(1);
});

test('an ETF shows the fund tabs and no company tabs; a holding selects its symbol', async () => {
  const onSelectSymbol = vi.fn();
  const { asked } = stubStockBff('SPY', 'US_ETF', {
    'fund-brief': { name: 'SPDR S&P 500 ETF Trust', aum: '590000000000', benchmark: 'S&P 500' },
    'fund-holdings': [
      { target_symbol: 'MSFT', stock_name: 'Microsoft', share_held_pct: '6.9' },
      { target_symbol: 'AAPL', stock_name: 'Apple', share_held_pct: '7.1' },
    ],
  });
  const user = userEvent.setup();
  renderWithQuery(<FundamentalsPanel symbol="SPY" onSelectSymbol={onSelectSymbol} />);

  const tablist = await screen.findByRole('tablist', { name: 'SPY fundamentals' });
  const names = within(tablist)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
  expect(names).toEqual([
    'Overview',
    'Performance',
    'Net value',
    'Holdings',
    'Distributions',
    'Rating',
    'Splits',
    'Documents',
    'Allocation',
  ]);
  expect(names).not.toContain('Analysts');
  expect(await screen.findByTestId('fund-name')).toHaveProperty('textContent', 'SPDR S&P 500 ETF Trust');
  expect(screen.getByTestId('figure-aum').textContent).toBe('590.00B');

  await user.click(screen.getByRole('tab', { name: 'Holdings' }));
  const table = await screen.findByRole('table', { name: 'Holdings' });
  const rows = within(table).getAllByRole('row').slice(1);
  // Heaviest first.
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['7.10%', '6.90%']);
  await user.click(within(table).getByRole('button', { name: 'AAPL' }));
  expect(onSelectSymbol).toHaveBeenCalledWith('AAPL');
  expect(asked).toEqual(['fund-brief', 'fund-holdings']);
});

test('a failed tab explains the error and Retry asks again', async () => {
  const { asked } = stubStockBff('AAPL', 'US_STOCK', {});
  const user = userEvent.setup();
  renderWithQuery(<FundamentalsPanel symbol="AAPL" />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Could not load company profile');
  expect(alert.textContent).toContain('no company-profile');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => {
    expect(asked).toEqual(['company-profile', 'company-profile']);
  });
});

test('an empty answer reads as "no data", not as an error', async () => {
  stubStockBff('AAPL', 'US_STOCK', {
    ...STOCK_ANSWERS,
    'forecast-eps': [],
    'earnings-calendar': [],
    'financial-alert': {},
  });
  const user = userEvent.setup();
  renderWithQuery(<FundamentalsPanel symbol="AAPL" />);
  await user.click(await screen.findByRole('tab', { name: 'Earnings' }));
  expect(await screen.findByText('No EPS history from the provider for this symbol.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an unknown symbol says so instead of showing tabs', async () => {
  stubBff(() => ({ body: [] }));
  renderWithQuery(<FundamentalsPanel symbol="ZZZZ" />);
  expect(await screen.findByText('No fundamentals: ZZZZ is not a known symbol.')).toBeTruthy();
  expect(screen.queryByRole('tablist')).toBeNull();
});
