import type { Page } from '@playwright/test';

/**
 * Clicks the ticket's Confirm inside the page and resolves with the page's own milliseconds
 * until the result card shows the order acknowledged (`SUBMITTED`): nothing of Playwright's
 * round trips is counted.
 */
export function confirmAndTimeAck(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="ticket-confirm"]');
        if (button === null) {
          reject(new Error('no Confirm button'));
          return;
        }
        const startedAt = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-testid="order-result"]')?.getAttribute('data-status') === 'SUBMITTED') {
            observer.disconnect();
            resolve(performance.now() - startedAt);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        button.click();
      }),
  );
}

/**
 * Starts watching for the order's row to say FILLED; the returned promise resolves with the
 * epoch time (ms, sub-ms precision) the page showed it, comparable with this process's clock.
 */
export async function armFillProbe(page: Page, clientOrderId: string): Promise<() => Promise<number>> {
  await page.evaluate((id) => {
    const w = window as unknown as { fillShownAt?: Promise<number> };
    w.fillShownAt = new Promise<number>((resolve) => {
      const selector = `[data-testid="order-row"][data-client-order-id="${id}"][data-status="FILLED"]`;
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector) !== null) {
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  }, clientOrderId);
  return () => page.evaluate(() => (window as unknown as { fillShownAt: Promise<number> }).fillShownAt);
}
