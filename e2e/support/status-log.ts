import type { Page } from '@playwright/test';

/**
 * Starts keeping every text the page shows in a `role="status"` element, so a journey can check
 * a confirmation that leaves by itself after a few seconds however slowly it polls. Returns a
 * reader of what was shown since.
 */
export async function keepStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const take = () => {
      for (const element of document.querySelectorAll('[role="status"]')) {
        const text = element.textContent.trim();
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    };
    take();
    new MutationObserver(take).observe(document.body, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { statusTexts: seen });
  });
  return () => page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
}
