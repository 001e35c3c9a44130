// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { orderDraftSchema, type TradingOrder } from '@contracts/orders';
import { openOrderTicket } from '@src/lib/order-ticket-intent';
import { orderUpdate } from '@src/testing/trading-fixtures';
import { placedOrder } from '@src/testing/fake-trading-bff';
import { confirmLimitBuy, fillLimitBuy, renderReadyTicket as renderTicket } from '../testing/ready-ticket';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const statusLine = () => screen.getByTestId('order-result-status').textContent;

/**
 * The ticket over a BFF that accepts the order and holds the account's history read (a slow
 * first read of a long day): the order's live steps are then all the ticket has to go on.
 */
async function placeWithHistoryHeld() {
  let sent: TradingOrder | undefined;
  const ticket = await renderTicket({}, (method, url, body) => {
    if (method === 'POST' && url.pathname === '/api/orders') {
      sent = placedOrder(orderDraftSchema.parse(body));
      return { body: { orders: [sent] } };
    }
    if (method === 'GET' && url.pathname === '/api/orders' && url.searchParams.get('view') === 'history')
      return new Promise(() => undefined);
    return undefined;
  });
  await fillLimitBuy(ticket.user);
  await ticket.user.click(screen.getByRole('button', { name: 'Review order' }));
  await confirmLimitBuy(ticket.user);
  await waitFor(() => {
    expect(statusLine()).toBe('Working');
  });
  return { ...ticket, order: sent ?? expect.fail('no order sent') };
}

test("the status line follows the order's live steps from Working to Filled", async () => {
  const { wire, order } = await placeWithHistoryHeld();
  const filled = {
    ...order,
    status: 'FILLED' as const,
    filled_quantity: '10',
    filled_price: '189.95',
    updated_at: order.updated_at + 5,
  };
  act(() => {
    wire.push({ kind: 'orders', accountId: order.account_id, data: orderUpdate(filled, { kind: 'filled' }) });
  });
  await waitFor(() => {
    expect(statusLine()).toBe('Filled at 189.95');
  });
  expect(screen.getByRole('region', { name: 'Last order' }).dataset.status).toBe('FILLED');
});

test('the status line says Cancelled and Refused (amounts as money) when the order ends that way', async () => {
  const { wire, order } = await placeWithHistoryHeld();
  act(() => {
    wire.push({
      kind: 'orders',
      accountId: order.account_id,
      data: orderUpdate({ ...order, status: 'CANCELLED', updated_at: order.updated_at + 5 }, { kind: 'cancelled' }),
    });
  });
  await waitFor(() => {
    expect(statusLine()).toBe('Cancelled');
  });
  cleanup();
  vi.unstubAllGlobals();

  const second = await placeWithHistoryHeld();
  const failed = {
    ...second.order,
    status: 'FAILED' as const,
    message: 'Insufficient buying power: the order needs 988150.00 USD, 25000.00 USD is available.',
    updated_at: second.order.updated_at + 5,
  };
  act(() => {
    second.wire.push({ kind: 'orders', accountId: failed.account_id, data: orderUpdate(failed, { kind: 'failed' }) });
  });
  await waitFor(() => {
    expect(statusLine()).toBe(
      'Refused: Not enough buying power: the order needed $988,150.00, and $25,000.00 was available.',
    );
  });
});

test("switching symbol clears the status line, and the other symbol's order never shows there", async () => {
  const { wire, order } = await placeWithHistoryHeld();
  act(() => {
    openOrderTicket({ symbol: 'MSFT' });
  });
  await waitFor(() => {
    expect(screen.getByTestId('ticket-symbol').textContent).toBe('MSFT');
  });
  expect(screen.queryByRole('region', { name: 'Last order' })).toBeNull();
  // AAPL's fill arrives while the ticket is on MSFT: nothing about it appears under MSFT.
  act(() => {
    wire.push({
      kind: 'orders',
      accountId: order.account_id,
      data: orderUpdate({ ...order, status: 'FILLED', filled_quantity: '10', updated_at: order.updated_at + 5 }),
    });
  });
  expect(screen.queryByRole('region', { name: 'Last order' })).toBeNull();
});
