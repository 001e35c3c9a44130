// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { useOrders } from '@src/api/get-orders';
import { LiveStoreContext } from '@src/lib/live-context';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { renderWithQuery } from '@src/testing/render-with-query';
import { orderUpdate, tradingOrder } from '@src/testing/trading-fixtures';
import { MARGIN } from '../testing/ready-ticket';
import { TicketHarness } from '../testing/render-ticket';
import { stubTicketBff } from '../testing/ticket-bff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Beside the ticket: how many open orders the account's cached list holds, once it is read. */
function OpenOrdersKnown() {
  const open = useOrders(MARGIN.account_id, 'open');
  return <output data-testid="open-known">{open.data?.orders.length ?? 'not read'}</output>;
}

// Every order step of the account changes its open orders. The ticket drew itself again for each
// (its cancel-all confirm followed the list even while not shown, working out a row per order),
// and between Confirm and the broker's answer that render held the answer off the screen
// (docs/trading.md#what-the-dashboard-adds-to-a-place).
test('an order step of the account does not draw the ticket again while nothing on it lists the orders', async () => {
  stubTicketBff({ openOrders: [tradingOrder({ client_order_id: 'W1', symbol: 'AAPL', quantity: '10' })] });
  const { wire, store } = startTestLiveStore();
  let renders = 0;
  renderWithQuery(
    <LiveStoreContext.Provider value={store}>
      <Profiler id="ticket" onRender={() => (renders += 1)}>
        <TicketHarness account={MARGIN} mode="paper" />
      </Profiler>
      <OpenOrdersKnown />
    </LiveStoreContext.Provider>,
  );
  await waitFor(() => {
    expect(screen.getByTestId('ticket-bid-ask').textContent).toBe('189.99 × 190.01');
    expect(screen.getByTestId('ticket-position').dataset.value).toBeDefined();
    expect(screen.getByTestId('open-known').textContent).toBe('1');
  });
  const before = renders;
  const placedElsewhere = tradingOrder({
    client_order_id: 'W2',
    symbol: 'MSFT',
    quantity: '3',
    updated_at: Date.now(),
  });
  await act(async () => {
    wire.push({
      kind: 'orders',
      accountId: MARGIN.account_id,
      data: orderUpdate(placedElsewhere, { kind: 'accepted' }),
    });
    await Promise.resolve();
  });
  expect(screen.getByTestId('open-known').textContent).toBe('2');
  expect(renders - before).toBe(0);
});
