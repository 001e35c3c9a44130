import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const picker = (page: Page) => page.getByRole('combobox', { name: 'Watchlist' });

/**
 * Creates a watchlist through the New list dialog, as a user does; it becomes the open list. The
 * picker shows it at once (an optimistic write); the journey goes on once the broker has it, or
 * a read of the lists right after could miss it.
 */
export async function createListInUi(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New watchlist' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/watchlists',
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(picker(page).locator('option:checked')).toHaveText(name);
  expect((await created).status()).toBe(201);
}

/**
 * Deletes a watchlist through the Watchlists tab, as a user does. Journeys clean up this way: the
 * BFF keeps the lists until a write passes through it
 * (docs/decisions/0011-market-data-shares-one-budget-of-60-per-60-s.md), so a list deleted behind
 * its back in the simulator would still be offered to the journeys that run next.
 */
export async function deleteListInUi(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Watchlists' }).click();
  await picker(page).selectOption({ label: name });
  await expect(picker(page).locator('option:checked')).toHaveText(name);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  // The list leaves the picker at once (an optimistic write); the journey goes on only once the
  // broker has deleted it, or a cleanup after it could delete the list a second time.
  const deleted = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && /^\/api\/watchlists\/[^/]+$/.test(new URL(response.url()).pathname),
  );
  await page
    .getByRole('alertdialog', { name: 'Delete watchlist?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(picker(page).locator('option', { hasText: name })).toHaveCount(0);
  expect((await deleted).status()).toBe(204);
}
