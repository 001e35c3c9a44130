// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { Execution } from '@contracts/executions';
import { stubTradingBff } from '@src/testing/fake-trading-bff';
import { renderWithQuery } from '@src/testing/render-with-query';
import { ACCOUNT, T0, tradingOrder } from '@src/testing/trading-fixtures';
import { ExecutionsPanel } from './executions-panel';
import { OrdersPanel } from './orders-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const execution = (
  id: string,
  order: string,
  side: Execution['side'],
  quantity: string,
  price: string,
  at: number,
) => ({
  execution_id: id,
  client_order_id: order,
  symbol: 'NVDA',
  side,
  quantity,
  price,
  executed_at: at,
});
// Newest first, as the BFF answers: a sell of 4, then a buy of 10 filled in two parts.
const EXECUTIONS: Execution[] = [
  execution('E3', 'S1', 'SELL', '4', '197.50', T0 + 60_000),
  execution('E2', 'B1', 'BUY', '6', '196.95', T0 + 1_000),
  execution('E1', 'B1', 'BUY', '4', '196.94', T0),
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

test("the account's executions: time, symbol, side, quantity, price, value and order, newest first", async () => {
  stubTradingBff({ orders: [], executions: EXECUTIONS });
  renderWithQuery(<ExecutionsPanel accountId={ACCOUNT} />);
  const table = await screen.findByRole('table', { name: 'Account executions' });
  const rows = within(table).getAllByTestId('execution-row');
  expect(rows.map((r) => r.dataset.order)).toEqual(['S1', 'B1', 'B1']);
  expect(cells(rows[0] ?? table)).toEqual(['Nov 18, 2026 10:31:00 ET', 'Sell', '4', '197.50', '790.00', 'S1']);
  expect(cells(rows[2] ?? table)).toEqual(['Nov 18, 2026 10:30:00 ET', 'Buy', '4', '196.94', '787.76', 'B1']);
});

test("an order's timeline lists its own executions, and an order without fills asks for none", async () => {
  const bff = stubTradingBff({
    orders: [
      tradingOrder({ client_order_id: 'B1', symbol: 'NVDA', status: 'FILLED', filled_quantity: '10' }),
      tradingOrder({ client_order_id: 'W1', symbol: 'NVDA' }),
    ],
    executions: EXECUTIONS,
  });
  const user = userEvent.setup();
  renderWithQuery(<OrdersPanel accountId={ACCOUNT} />);
  await user.click(await screen.findByRole('button', { name: /^Timeline of Buy 10 NVDA/ }));
  await screen.findByRole('dialog');
  expect(bff.calls.filter((c) => c.path.endsWith('/executions'))).toEqual([]);

  await user.click(screen.getByRole('tab', { name: 'Filled (1)' }));
  await user.click(await screen.findByRole('button', { name: /^Timeline of Buy 10 NVDA/ }));
  const table = await within(await screen.findByRole('dialog')).findByRole('table', { name: 'Order executions' });
  const rows = within(table).getAllByTestId('execution-row');
  expect(rows.map((r) => [r.dataset.quantity, r.dataset.price])).toEqual([
    ['6', '196.95'],
    ['4', '196.94'],
  ]);
  expect(bff.calls.filter((c) => c.path.endsWith('/executions')).map((c) => c.query)).toEqual(['?client_order_id=B1']);
});
