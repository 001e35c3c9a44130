import type { Page } from '@playwright/test';
import { z } from 'zod';
import { fetchFromPage } from './bff-fetch';
import { expect } from './fixtures';

/** Fills a list through the BFF, as another tab would; the journey is about the keys, not the add box. */
export async function fillList(app: Page, name: string, symbols: string[]): Promise<void> {
  const lists = z
    .array(z.object({ id: z.string(), name: z.string() }))
    .parse(JSON.parse((await fetchFromPage(app, '/api/watchlists')).text));
  const list = lists.find((item) => item.name === name);
  if (list === undefined) throw new Error(`no watchlist named ${name}`);
  const added = await fetchFromPage(app, `/api/watchlists/${list.id}/instruments`, {
    method: 'POST',
    body: JSON.stringify({ symbols }),
  });
  expect(added.status).toBe(200);
  await app.reload();
  await expect(app.getByTestId('watchlist-row')).toHaveCount(symbols.length);
}
