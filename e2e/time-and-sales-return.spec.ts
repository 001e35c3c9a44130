import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './support/fixtures';
import { publishTrade, resetStreamControls } from './support/stream-control';

const FIRST = 'AMZN';
const OTHER = 'QCOM';

const simTicksSchema = z.object({
  result: z.array(z.object({ time: z.string(), price: z.string() }).loose()),
});

test.afterEach(async ({ env }) => {
  await resetStreamControls(env.E2E_SIM_URL);
});

/** Opens a symbol from the keyboard search, as a trader does (the page and its caches stay). */
async function showSymbol(page: Page, symbol: string): Promise<void> {
  await page.keyboard.press('/');
  const search = page.getByRole('combobox', { name: 'Search symbols' });
  await expect(search).toBeFocused();
  await search.pressSequentially(symbol);
  await expect(page.getByRole('option').first()).toContainText(symbol);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quote-symbol')).toContainText(symbol);
  await expect(page.getByTestId('quote-source')).toHaveAttribute('data-value', 'stream');
}

/** What the time and sales list shows, newest first, as "time price". */
async function shownTrades(page: Page): Promise<string[]> {
  return page
    .getByTestId('trade-row')
    .evaluateAll((rows) => rows.map((row) => `${row.dataset.time ?? ''} ${row.dataset.price ?? ''}`));
}

test('coming back to a symbol, the time and sales shows its latest trades with nothing left out', async ({
  app,
  env,
  sim,
}) => {
  const simTrades = async () => {
    const answer = simTicksSchema.parse(
      await sim.get('/market-data/stocks/ticks/list', [
        ['symbol', FIRST],
        ['category', 'US_STOCK'],
        ['count', '30'],
      ]),
    );
    return answer.result.map((tick) => `${tick.time} ${tick.price}`);
  };
  await showSymbol(app, FIRST);
  await expect(app.getByTestId('trade-row').first()).toBeVisible();
  const price = Number(await app.getByTestId('quote-price').getAttribute('data-value'));
  const at = (step: number) => (Math.round(price * 100) / 100 + step).toFixed(2);

  await publishTrade(env.E2E_SIM_URL, FIRST, at(0.41));
  await expect(app.getByTestId('trade-row').first()).toHaveAttribute('data-price', at(0.41));

  // Away on another symbol, the tab no longer follows the first one's trades; these happen meanwhile.
  await showSymbol(app, OTHER);
  await publishTrade(env.E2E_SIM_URL, FIRST, at(0.83));
  await publishTrade(env.E2E_SIM_URL, FIRST, at(1.29));

  await showSymbol(app, FIRST);
  const expected = await simTrades();
  expect(expected.slice(0, 3).map((trade) => trade.split(' ')[1])).toEqual([at(1.29), at(0.83), at(0.41)]);
  // The list is the simulator's own recent trades, in its order: no trade missing between old and new.
  await expect.poll(() => shownTrades(app)).toEqual(expected);
});
