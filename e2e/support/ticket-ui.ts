import { expect, type Page } from '@playwright/test';

/** The dashboard on `symbol`, its streamed price once shown. */
export async function openOn(page: Page, baseUrl: string, symbol: string): Promise<number> {
  await page.goto(`${baseUrl}/?symbol=${symbol}&timespan=D`);
  const price = page.getByTestId('quote-price');
  await expect(price).toHaveAttribute('data-value', /\d/);
  return Number(await price.getAttribute('data-value'));
}

export interface TicketOrder {
  side?: 'Buy' | 'Sell' | 'Short';
  quantity: string;
  orderType?: string;
  limit?: string;
  stop?: string;
  takeProfit?: string;
  stopLoss?: string;
}

/** Fills the ticket as a trader does and reviews it; answers the review region and its order id. */
export async function reviewOrder(page: Page, order: TicketOrder) {
  const ticket = page.getByRole('region', { name: 'Order ticket' });
  if (order.side !== undefined) await ticket.getByRole('radio', { name: order.side, exact: true }).check();
  if (order.orderType !== undefined) await ticket.getByLabel('Order type').selectOption({ label: order.orderType });
  await ticket.getByRole('textbox', { name: 'Quantity', exact: true }).fill(order.quantity);
  if (order.limit !== undefined) await ticket.getByRole('textbox', { name: 'Limit price' }).fill(order.limit);
  if (order.stop !== undefined) await ticket.getByRole('textbox', { name: 'Stop price' }).fill(order.stop);
  if (order.takeProfit !== undefined || order.stopLoss !== undefined)
    await ticket.getByRole('checkbox', { name: 'Take profit / stop loss' }).check();
  if (order.takeProfit !== undefined)
    await ticket.getByRole('textbox', { name: 'Take profit (limit)' }).fill(order.takeProfit);
  if (order.stopLoss !== undefined)
    await ticket.getByRole('textbox', { name: 'Stop loss (stop)' }).fill(order.stopLoss);
  await ticket.getByRole('button', { name: 'Review order' }).click();
  const review = ticket.getByRole('region', { name: 'Order review' });
  await expect(review.getByTestId('review-cost')).toBeVisible();
  const id = await review.getAttribute('data-client-order-id');
  if (id === null) throw new Error('the review names no order id');
  return { review, id, confirm: review.getByTestId('ticket-confirm') };
}

/** The order's row in the orders panel. */
export function orderRow(page: Page, clientOrderId: string) {
  return page.getByTestId('orders-panel').locator(`[data-testid="order-row"][data-client-order-id="${clientOrderId}"]`);
}

/** Shows the orders tab of that status ("Open", "Filled", "Cancelled", "Failed"). */
export async function showOrders(page: Page, status: 'Open' | 'Filled' | 'Cancelled' | 'Failed') {
  await page.getByRole('tab', { name: 'Orders', exact: true }).click();
  await page
    .getByRole('tablist', { name: 'Orders by status' })
    .getByRole('tab', { name: new RegExp(`^${status}`) })
    .click();
}

/** Opens the order's life from its row and waits until it shows exactly these steps, in order. */
export async function expectTimeline(page: Page, clientOrderId: string, kinds: string[]) {
  await orderRow(page, clientOrderId)
    .getByRole('button', { name: /^Timeline of / })
    .click();
  const steps = page.getByTestId('order-timeline').getByTestId('timeline-step');
  await expect.poll(() => steps.evaluateAll((found) => found.map((s) => s.getAttribute('data-kind')))).toEqual(kinds);
  await page.getByTestId('order-timeline').getByRole('button', { name: 'Close timeline' }).click();
}
