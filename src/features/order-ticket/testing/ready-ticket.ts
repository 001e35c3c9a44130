import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Account } from '@contracts/accounts';
import { orderDraftSchema } from '@contracts/orders';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { stubTicketBff, type Handler, type TradingSetup } from './ticket-bff';
import { renderTicketPanel } from './render-ticket';

export const MARGIN: Account = { account_id: 'ACC1', account_type: 'MARGIN' };
export const CASH: Account = { account_id: 'ACC1', account_type: 'CASH' };

/**
 * The ticket on AAPL over a stubbed BFF, once its quote, position and session are in; `wire`
 * delivers what the relay would (its link stays down, so quotes are read over REST).
 */
export async function renderReadyTicket(setup: TradingSetup = {}, override?: Handler, account: Account = MARGIN) {
  const bff = stubTicketBff(setup, override);
  const user = userEvent.setup();
  const { wire, store } = startTestLiveStore();
  renderTicketPanel({ account, mode: 'paper' }, store);
  // The estimate appears once the quote and the balance are in.
  await waitFor(() => {
    expect(screen.getByTestId('ticket-bid-ask').textContent).toBe('189.99 × 190.01');
    expect(screen.getByTestId('ticket-position').dataset.value).toBeDefined();
    expect(screen.getByTestId('ticket-session').dataset.value).toBeDefined();
  });
  return { bff, user, wire };
}

export async function fillLimitBuy(user: ReturnType<typeof userEvent.setup>, quantity = '10', price = '190') {
  await user.type(screen.getByRole('textbox', { name: 'Quantity' }), quantity);
  await user.type(screen.getByRole('textbox', { name: 'Limit price' }), price);
}

/** Confirms the reviewed limit buy of `fillLimitBuy`, once its estimate is in and the button is enabled. */
export async function confirmLimitBuy(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Confirm Buy 10 AAPL @ 190.00 limit' });
  await waitFor(() => {
    expect(button).toHaveProperty('disabled', false);
  });
  await user.click(button);
}

/** The drafts the ticket POSTed to `/api/orders`, in order. */
export const draftsPlaced = (bff: ReturnType<typeof stubTicketBff>) =>
  bff.posts('/api/orders').map((body) => orderDraftSchema.parse(body));
