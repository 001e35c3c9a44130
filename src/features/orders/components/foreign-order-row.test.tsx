// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { stubTradingBff } from '@src/testing/fake-trading-bff';
import { renderWithQuery } from '@src/testing/render-with-query';
import { ACCOUNT, tradingOrder } from '@src/testing/trading-fixtures';
import { OrdersPanel } from './orders-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Orders of kinds the dashboard does not model, as the BFF passes them on
// (docs/protocol.md#the-order-record).
const OPTION = tradingOrder({
  client_order_id: 'OPT1',
  side: 'OTHER',
  order_type: 'OTHER',
  status: 'OTHER',
  quantity: '2',
  limit_price: '3.40',
  raw: { instrument_type: 'OPTION', side: 'SELL_SHORT', status: 'PENDING_REVIEW', strike_price: '250' },
});
const NAMELESS = tradingOrder({
  client_order_id: '90017',
  order_id: '90017',
  symbol: '',
  unnamed: true,
  raw: { order_id: '90017', side: 'BUY' },
});

const rowOf = (id: string) =>
  screen.getAllByTestId('order-row').find((row) => row.dataset.clientOrderId === id) ?? null;

test('an order the dashboard does not model is listed open as Other, cancellable, never modifiable', async () => {
  stubTradingBff({ orders: [tradingOrder({ client_order_id: 'W1' }), OPTION, NAMELESS] });
  renderWithQuery(<OrdersPanel accountId={ACCOUNT} />);
  await screen.findByRole('table', { name: 'Open orders' });
  expect(screen.getByRole('tab', { name: 'Open (3)' })).toBeTruthy();

  const option = rowOf('OPT1');
  if (option === null) throw new Error('the option order is listed');
  expect(within(option).getByTestId('order-status').textContent).toBe('Other');
  expect(within(option).getAllByText('Other').length).toBeGreaterThanOrEqual(2);
  expect(within(option).getByRole('button', { name: /^Cancel / })).toBeTruthy();
  expect(within(option).queryByRole('button', { name: /^Modify / })).toBeNull();
  // The plain order beside it still offers both.
  const plain = rowOf('W1');
  if (plain === null) throw new Error('the plain order is listed');
  expect(within(plain).getByRole('button', { name: /^Modify / })).toBeTruthy();

  const nameless = rowOf('90017');
  if (nameless === null) throw new Error('the order without a client id is listed');
  expect(within(nameless).queryAllByRole('button', { name: /^(Cancel|Modify) / })).toEqual([]);
});

test("its timeline panel lists the broker's own words", async () => {
  stubTradingBff({ orders: [OPTION] });
  renderWithQuery(<OrdersPanel accountId={ACCOUNT} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Timeline of Other 2 AAPL limit 3.40/ }));
  const record = await screen.findByRole('region', { name: "The broker's record" });
  expect(record.textContent).toContain('It can be cancelled here, not changed.');
  const pairs = [...record.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(pairs).toEqual([
    ['instrument_type', 'OPTION'],
    ['side', 'SELL_SHORT'],
    ['status', 'PENDING_REVIEW'],
    ['strike_price', '250'],
  ]);
});
