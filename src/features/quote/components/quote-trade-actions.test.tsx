// @vitest-environment happy-dom
import { cleanup, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { useAlertFormRequest } from '@src/lib/alert-form-intent';
import { useOrderTicketRequest } from '@src/lib/order-ticket-intent';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { QuotePanel } from './quote-panel';

const snapshot = {
  ...{ symbol: 'AAPL', instrument_id: '1', price: '100.00', open: '99', high: '101', low: '98' },
  ...{ pre_close: '99.5', volume: '1000', change: '0.5', change_ratio: '0.005', last_trade_time: 1 },
  ...{ bid: '99.98', ask: '100.02', received_at: Date.now() },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  stubBff((url) => {
    if (url.pathname === '/api/depth')
      return {
        body: {
          symbol: 'AAPL',
          quote_time: 1,
          bids: [{ price: '99.98', size: '100' }],
          asks: [{ price: '100.02', size: '300' }],
        },
      };
    if (url.pathname === '/api/ticks') return { body: { symbol: 'AAPL', ticks: [] } };
    return { body: [snapshot] };
  });
  renderWithQuery(<QuotePanel symbol="AAPL" />);
  return renderHook(() => useOrderTicketRequest()).result;
}

test('Buy and Sell open the order ticket with a limit at the ask and at the bid', async () => {
  const request = renderPanel();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Buy AAPL' }));
  expect(request.current).toMatchObject({ symbol: 'AAPL', side: 'BUY', price: '100.02' });
  await user.click(screen.getByRole('button', { name: 'Sell AAPL' }));
  expect(request.current).toMatchObject({ symbol: 'AAPL', side: 'SELL', price: '99.98' });
});

test('Alert opens the Alerts panel on the symbol at the last price', async () => {
  renderPanel();
  const alertRequest = renderHook(() => useAlertFormRequest()).result;
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Alert' }));
  expect(alertRequest.current).toMatchObject({ symbol: 'AAPL', price: '100.00' });
});

test('a price of the order book opens the ticket with a limit at that price', async () => {
  const request = renderPanel();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Limit order at 100.02' }));
  expect(request.current).toMatchObject({ symbol: 'AAPL', price: '100.02' });
  expect(request.current?.side).toBeUndefined();
  // The ladder still reads as prices.
  expect(screen.getAllByTestId('depth-bid')[0]?.textContent).toBe('99.98');
});
