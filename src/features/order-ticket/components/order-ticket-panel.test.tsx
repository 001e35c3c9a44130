// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { orderDraftSchema } from '@contracts/orders';
import { openOrderTicket } from '@src/lib/order-ticket-intent';
import { isOwnStepOnTheWay } from '@src/api/order-cache';
import { orderUpdate, tradingOrder } from '@src/testing/trading-fixtures';
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

test('review shows the order in words with the estimate; confirm sends the reviewed id once and reports it working', async () => {
  const { bff, user } = await renderTicket();
  await fillLimitBuy(user);
  await waitFor(() => {
    expect(screen.getByTestId('ticket-cost').textContent).toBe('$1,900.00');
  });
  // Margin account, no stated requirement: the full cost.
  expect(screen.getByTestId('ticket-power-left').textContent).toBe('$98,100.00');

  await user.click(screen.getByRole('button', { name: 'Review order' }));
  const review = await screen.findByRole('region', { name: 'Order review' });
  expect(within(review).getByTestId('review-description').textContent).toBe('Buy 10 AAPL @ 190.00 limit');
  await within(review).findByText('$1,900.10');
  expect(within(review).getByText('Estimated cost')).toBeDefined();
  expect(within(review).getByTestId('review-fees').textContent).toBe('$0.02');
  expect(within(review).getByTestId('review-commission').textContent).toBe('$0.00');
  const [previewed] = bff.posts('/api/orders/preview').map((body) => orderDraftSchema.parse(body));
  expect(previewed?.client_order_id).toMatch(/^[A-Za-z0-9]{20}$/);

  await user.click(within(review).getByRole('button', { name: 'Confirm Buy 10 AAPL @ 190.00 limit' }));
  const result = await screen.findByRole('region', { name: 'Last order' });
  expect(within(result).getByTestId('order-result-status').textContent).toBe('Working');
  expect(draftsPlaced(bff)).toEqual([previewed]);
  expect(screen.getByTestId('ticket-announce-polite').textContent).toBe('Buy 10 AAPL @ 190.00 limit: Working');
  // Ready for the next order: no review, nothing left to resend.
  expect(screen.queryByRole('region', { name: 'Order review' })).toBeNull();
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('');
});

test('the order leaves within the click itself, before the renders it causes', async () => {
  const { bff, user } = await renderTicket();
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  const button = await screen.findByRole('button', { name: 'Confirm Buy 10 AAPL @ 190.00 limit' });
  await waitFor(() => {
    expect(button).toHaveProperty('disabled', false);
  });
  act(() => {
    button.click();
    expect(bff.posts('/api/orders')).toHaveLength(1);
  });
  // Until the answer, the order's `sent` step is this tab's own news (src/api/use-live-account-sync.ts).
  const [draft] = draftsPlaced(bff);
  const sent = orderUpdate(tradingOrder({ client_order_id: draft?.client_order_id, status: 'SENDING' }), {
    kind: 'sent',
  });
  expect(isOwnStepOnTheWay(sent)).toBe(true);
  const result = await screen.findByRole('region', { name: 'Last order' });
  await waitFor(() => {
    expect(within(result).getByTestId('order-result-status').textContent).toBe('Working');
  });
  expect(isOwnStepOnTheWay(sent)).toBe(false);
  expect(bff.posts('/api/orders')).toHaveLength(1);
});

test('a double click sends one order, the button is disabled while it is sent', async () => {
  let release: (answer: { body: unknown }) => void = () => undefined;
  const { bff, user } = await renderTicket({}, (method, url, body) =>
    method === 'POST' && url.pathname === '/api/orders'
      ? new Promise((resolve) => {
          release = () => {
            resolve({ body: { orders: [placedOrder(orderDraftSchema.parse(body))] } });
          };
        })
      : undefined,
  );
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  const button = await screen.findByRole('button', { name: 'Confirm Buy 10 AAPL @ 190.00 limit' });
  await waitFor(() => {
    expect(button).toHaveProperty('disabled', false);
  });

  await user.dblClick(button);
  await user.keyboard('{Enter}');
  await waitFor(() => {
    expect(button).toHaveProperty('disabled', true);
  });
  // The result card is there at once, saying the order is on its way, until the answer.
  const result = screen.getByRole('region', { name: 'Last order' });
  expect(result.dataset.status).toBe('SENDING');
  expect(within(result).getByTestId('order-result-status').textContent).toBe('Sending…');
  act(() => {
    release({ body: undefined });
  });
  await waitFor(() => {
    expect(within(result).getByTestId('order-result-status').textContent).toBe('Working');
  });
  expect(bff.posts('/api/orders')).toHaveLength(1);
});

// The fields are disabled through their fieldsets while an order is being sent.
const fieldsetOf = (element: HTMLElement) => element.closest('fieldset');

async function expectTicketFree() {
  await waitFor(() => {
    expect(fieldsetOf(screen.getByRole('textbox', { name: 'Quantity' }))?.disabled).toBe(false);
  });
  expect(fieldsetOf(screen.getByRole('combobox', { name: 'Order type' }))?.disabled).toBe(false);
}

test("an accepted order's balance and positions are not read again (they come live): the ticket is free at once", async () => {
  const { bff, user } = await renderTicket();
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  await confirmLimitBuy(user);
  await screen.findByRole('region', { name: 'Last order' });
  await expectTicketFree();
  const calls = bff.calls.map((c) => `${c.method} ${c.path}`);
  const after = calls.slice(calls.indexOf('POST /api/orders') + 1);
  // The balance and positions the ticket already holds are not read again (the result card's
  // first read of the order lists is its own).
  expect(after.filter((call) => call.startsWith('GET /api/accounts/'))).toEqual([]);
});

test('without an answer the account is read again, and the ticket is free while those reads wait', async () => {
  let answered = false;
  // The place gets no usable answer; the account's reads then wait (as behind the order-query budget).
  const { bff, user } = await renderTicket({}, (method, url) => {
    if (method === 'POST' && url.pathname === '/api/orders') {
      answered = true;
      return { status: 502, body: { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The broker did not answer.' } } };
    }
    if (answered && method === 'GET' && url.pathname.startsWith('/api/accounts/')) return new Promise(() => undefined);
    return undefined;
  });
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  const before = bff.calls.length;
  await confirmLimitBuy(user);
  expect((await screen.findByRole('region', { name: 'Last order' })).dataset.status).toBe('NO_ANSWER');
  await expectTicketFree();
  await waitFor(() => {
    expect(bff.calls.slice(before).some((c) => c.method === 'GET' && c.path.endsWith('/balance'))).toBe(true);
  });
});

test('editing the order after review discards the review; the next review has a new id', async () => {
  const { bff, user } = await renderTicket();
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  const first = (await screen.findByRole('region', { name: 'Order review' })).dataset.clientOrderId;

  await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '0');
  expect(screen.queryByRole('region', { name: 'Order review' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  const review = await screen.findByRole('region', { name: 'Order review' });
  expect(review.dataset.clientOrderId).not.toBe(first);
  expect(within(review).getByTestId('review-description').textContent).toBe('Buy 100 AAPL @ 190.00 limit');
  const ids = bff.posts('/api/orders/preview').map((body) => orderDraftSchema.parse(body).client_order_id);
  expect(ids).toEqual([first, review.dataset.clientOrderId]);
});

test("a refused estimate shows the broker's message and offers no confirm", async () => {
  const { user } = await renderTicket({}, (_method, url) =>
    url.pathname === '/api/orders/preview'
      ? { status: 417, body: { error: { code: 'INVALID_PARAMETER', message: 'AAPL is halted.' } } }
      : undefined,
  );
  await fillLimitBuy(user);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  expect((await screen.findByTestId('review-refused')).textContent).toBe(
    'The broker refused the estimate: AAPL is halted.',
  );
  expect(screen.getByRole('button', { name: 'Confirm Buy 10 AAPL @ 190.00 limit' })).toHaveProperty('disabled', true);
});

test('another screen opens the ticket prefilled on its symbol, which the dashboard then shows', async () => {
  const { user } = await renderTicket();
  act(() => {
    openOrderTicket({ symbol: 'MSFT', side: 'SELL', price: '99.50' });
  });
  expect(screen.getByTestId('ticket-symbol').textContent).toBe('MSFT');
  await waitFor(() => {
    expect(screen.getByTestId('ticket-bid-ask').textContent).toBe('99.49 × 99.51');
  });
  expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Sell' }).checked).toBe(true);
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Order type' }).value).toBe('LIMIT');
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Limit price' }).value).toBe('99.50');
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Quantity' }));
  await user.keyboard('3');
  // A sale brings money in: its estimate is proceeds, in the ticket and in the review.
  expect(within(screen.getByTestId('ticket-estimate')).getByText('Estimated proceeds')).toBeDefined();
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  const review = await screen.findByRole('region', { name: 'Order review' });
  expect(within(review).getByTestId('review-description').textContent).toBe('Sell 3 MSFT @ 99.50 limit');
  await within(review).findByText('Estimated proceeds');
  expect(within(review).queryByText('Estimated cost')).toBeNull();
});
