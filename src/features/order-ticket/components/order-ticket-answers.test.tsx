// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { orderDraftSchema } from '@contracts/orders';
import { orderUpdate } from '@src/testing/trading-fixtures';
import { placedOrder } from '@src/testing/fake-trading-bff';
import {
  confirmLimitBuy,
  draftsPlaced,
  fillLimitBuy,
  renderReadyTicket as renderTicket,
} from '../testing/ready-ticket';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('an order whose answer was lost shows "Checking with the broker…" and is never sent again', async () => {
  const { bff, user } = await renderTicket({}, (method, url, body) =>
    method === 'POST' && url.pathname === '/api/orders'
      ? { body: { orders: [placedOrder(orderDraftSchema.parse(body), 'CHECKING')] } }
      : undefined,
  );
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  await confirmLimitBuy(user);

  const result = await screen.findByRole('region', { name: 'Last order' });
  expect(within(result).getByTestId('order-result-status').textContent).toBe('Checking with the broker…');
  expect(result.dataset.status).toBe('CHECKING');
  expect(screen.getByTestId('ticket-announce-polite').textContent).toContain('Checking with the broker…');
  expect(screen.getByTestId('ticket-announce-assertive').textContent).toBe('');
  expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  expect(bff.posts('/api/orders')).toHaveLength(1);
});

test("a lost answer resolves from the account's order topic, without a second send", async () => {
  let sent: ReturnType<typeof placedOrder> | undefined;
  const { bff, user, wire } = await renderTicket({}, (method, url, body) => {
    if (method === 'POST' && url.pathname === '/api/orders') {
      sent = placedOrder(orderDraftSchema.parse(body), 'CHECKING');
      return { body: { orders: [sent] } };
    }
    return undefined;
  });
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  await confirmLimitBuy(user);
  await waitFor(() => {
    expect(screen.getByRole('region', { name: 'Last order' }).dataset.status).toBe('CHECKING');
  });

  // The BFF found the order: its topic says it is working.
  const found = { ...(sent ?? expect.fail('no order sent')), status: 'SUBMITTED' as const };
  act(() => {
    wire.push({
      kind: 'orders',
      accountId: found.account_id,
      data: orderUpdate({ ...found, updated_at: found.updated_at + 1 }),
    });
  });
  await waitFor(() => {
    expect(screen.getByRole('region', { name: 'Last order' }).dataset.status).toBe('SUBMITTED');
  });
  expect(screen.getByTestId('order-result-status').textContent).toBe('Working');
  expect(bff.posts('/api/orders')).toHaveLength(1);
});

test("a refusal shows the broker's reason and is announced at once", async () => {
  const { user } = await renderTicket({}, (method, url) =>
    method === 'POST' && url.pathname === '/api/orders'
      ? { status: 422, body: { error: { code: 'BUYING_POWER', message: 'Not enough buying power for this order.' } } }
      : undefined,
  );
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  await confirmLimitBuy(user);

  const result = await screen.findByRole('region', { name: 'Last order' });
  expect(within(result).getByTestId('order-result-status').textContent).toBe(
    'Refused: Not enough buying power for this order.',
  );
  expect(screen.getByRole('alert').textContent).toBe(
    'Buy 10 AAPL @ 190.00 limit refused: Not enough buying power for this order.',
  );
  // The typed order stays to be fixed; a new review will mint a new id.
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('10');
  expect(screen.getByRole('button', { name: 'Review order' })).toBeTruthy();
});

test('no answer at all keeps the review: confirming again sends the same id', async () => {
  let attempt = 0;
  const { bff, user } = await renderTicket({}, (method, url) => {
    if (method !== 'POST' || url.pathname !== '/api/orders') return undefined;
    attempt += 1;
    return attempt === 1 ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } : undefined;
  });
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  await confirmLimitBuy(user);
  expect((await screen.findByRole('region', { name: 'Last order' })).dataset.status).toBe('NO_ANSWER');

  await confirmLimitBuy(user);
  await waitFor(() => {
    expect(screen.getByRole('region', { name: 'Last order' }).dataset.status).toBe('SUBMITTED');
  });
  const [first, second] = draftsPlaced(bff);
  expect(second?.client_order_id).toBe(first?.client_order_id);
});
