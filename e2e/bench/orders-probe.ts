import type { Page } from '@playwright/test';

/**
 * Reviews the next order on a ticket whose side and type are already set (the ticket keeps them
 * after each order), finding its fields by test id. The journeys' role queries walk the whole
 * page's accessibility tree, and they run in the page's own JavaScript heap: between timed
 * clicks they would leave megabytes of the harness's garbage for the page's collector.
 */
export async function reviewNext(page: Page, quantity: string, limit: string): Promise<void> {
  await page.getByTestId('ticket-quantity').fill(quantity);
  await page.getByTestId('ticket-limit-price').fill(limit);
  await page.getByTestId('ticket-review').click();
  await page.getByTestId('review-cost').waitFor();
}

/**
 * Clicks the ticket's Confirm inside the page and resolves with the page's own milliseconds
 * until the result card shows the order acknowledged (`SUBMITTED`): nothing of Playwright's
 * round trips is counted. The watch covers the ticket only: watching the whole page would make
 * the page record every change of its quotes and lists meanwhile, for the harness.
 */
export function confirmAndTimeAck(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const ticket = document.querySelector('[data-testid="order-ticket"]');
        const button = ticket?.querySelector<HTMLButtonElement>('[data-testid="ticket-confirm"]');
        if (ticket === null || button === null || button === undefined) {
          reject(new Error('no Confirm button'));
          return;
        }
        const startedAt = performance.now();
        // Any other answer ends the wait too, saying what came back: a bench that waits forever
        // for an acknowledgement that will not come measures nothing.
        const giveUp = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no acknowledgement within 60 s; the ticket says: ${ticket.textContent}`));
        }, 60_000);
        const observer = new MutationObserver(() => {
          const result = ticket.querySelector('[data-testid="order-result"]');
          const status = result?.getAttribute('data-status');
          if (status !== 'SUBMITTED' && !['REFUSED', 'NO_ANSWER', 'FAILED', 'CANCELLED'].includes(status ?? '')) return;
          observer.disconnect();
          clearTimeout(giveUp);
          if (status === 'SUBMITTED') resolve(performance.now() - startedAt);
          else reject(new Error(`the order was answered ${status ?? ''}: ${result?.textContent ?? ''}`));
        });
        observer.observe(ticket, { subtree: true, childList: true, attributes: true });
        button.click();
      }),
  );
}

/**
 * Starts watching the orders panel for the order's row to say FILLED; the returned promise
 * resolves with the epoch time (ms, sub-ms precision) the page showed it, comparable with this
 * process's clock.
 */
export async function armFillProbe(page: Page, clientOrderId: string): Promise<() => Promise<number>> {
  await page.evaluate((id) => {
    const panel = document.querySelector('[data-testid="orders-panel"]');
    if (panel === null) throw new Error('no orders panel');
    const w = window as unknown as { fillShownAt?: Promise<number> };
    w.fillShownAt = new Promise<number>((resolve) => {
      const selector = `[data-testid="order-row"][data-client-order-id="${id}"][data-status="FILLED"]`;
      const observer = new MutationObserver(() => {
        if (panel.querySelector(selector) !== null) {
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        }
      });
      observer.observe(panel, { subtree: true, childList: true, attributes: true });
    });
  }, clientOrderId);
  return () => page.evaluate(() => (window as unknown as { fillShownAt: Promise<number> }).fillShownAt);
}
