import type { Page } from '@playwright/test';
import { z } from 'zod';
import { buildCatalogue } from '@server/simulator/market/catalogue/build-instruments';
import type { createSimClient } from '../support/sim-client';
import { MARGIN_ACCOUNT } from '../support/sim-trading';

type SimClient = ReturnType<typeof createSimClient>;
const createdSchema = z.object({ watchlist_id: z.string() });

/** A watchlist at the simulator: `rows` symbols of its market, `first` at the top. */
export async function createBenchWatchlist(
  sim: SimClient,
  first: string,
  rows: number,
  name = 'Bench 200',
): Promise<string[]> {
  const symbols = [
    first,
    ...buildCatalogue()
      .map((t) => t.instrument.symbol)
      .filter((s) => s !== first),
  ].slice(0, rows);
  const { watchlist_id } = createdSchema.parse(await sim.post('/market-data/watchlists/create', { name }));
  for (let i = 0; i < symbols.length; i += 100) {
    const instruments = symbols.slice(i, i + 100).map((symbol) => ({ symbol, category: 'US_STOCK' }));
    await sim.post('/market-data/watchlists/instruments/add', { watchlist_id, instruments });
  }
  return symbols;
}

/** A buy limit far below the market, so the orders panel has an open order (the account already holds AAPL and SPY). */
export async function placeRestingOrder(sim: SimClient, symbol: string, limit: string): Promise<void> {
  await sim.post('/trading/orders/place', {
    account_id: MARGIN_ACCOUNT,
    new_orders: [
      {
        client_order_id: `benchui${String(Date.now() % 1e9)}`,
        combo_type: 'NORMAL',
        instrument_type: 'EQUITY',
        market: 'US',
        symbol,
        side: 'BUY',
        order_type: 'LIMIT',
        time_in_force: 'DAY',
        entrust_type: 'QTY',
        support_trading_session: 'CORE',
        quantity: '1',
        limit_price: limit,
      },
    ],
  });
}

/**
 * Opens the dashboard at `origin` signed in with `loginUrl`'s token, and waits until the 200-row
 * watchlist (every row scrolled through once, then back to the top), the chart (the first of several), the depth ladder,
 * time and sales, the open order and the positions (left showing, with their live P&L) are on screen.
 */
export async function openBenchDashboard(
  page: Page,
  options: {
    origin: string;
    loginUrl: string;
    symbols: readonly string[];
    chartSymbol: string;
    /** Runs once signed in, before the dashboard is opened for the bench (e.g. to save a layout). */
    beforeDashboard?: (page: Page) => Promise<void>;
  },
): Promise<{ rows: number; mounted: number }> {
  const { origin, symbols, chartSymbol } = options;
  const login = new URL(options.loginUrl);
  await page.goto(`${origin}${login.pathname}${login.search}`);
  await options.beforeDashboard?.(page);
  await page.goto(`${origin}/?symbol=${chartSymbol}&timespan=M1`);
  // The list is windowed: all rows are in the table (aria-rowcount) and reachable by scrolling
  // it; only those in view are mounted. Scroll to the last one and back to the top.
  const table = page.getByRole('table', { name: 'Instruments of Bench 200' });
  await table.and(page.locator(`[aria-rowcount="${String(symbols.length + 1)}"]`)).waitFor({ timeout: 60_000 });
  const scroller = table.locator('xpath=..');
  const lastRow = page.locator(`[data-testid="watchlist-row"][data-symbol="${symbols.at(-1) ?? ''}"]`);
  // Scrolled again on every try: the list may be re-rendered (and scrolled back) while it loads.
  let reached = false;
  for (let i = 0; i < 150 && !reached; i += 1) {
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await page.waitForTimeout(200);
    reached = await lastRow.isVisible();
  }
  if (!reached) throw new Error(`the watchlist's last row (${symbols.at(-1) ?? ''}) never showed`);
  await scroller.evaluate((el) => {
    el.scrollTop = 0;
  });
  await page.locator(`[data-testid="watchlist-row"][data-symbol="${chartSymbol}"]`).waitFor();
  await page.getByTestId('depth-ladder').waitFor({ timeout: 30_000 });
  await page.getByTestId('chart').first().waitFor();
  await page.getByTestId('trade-row').first().waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Orders', exact: true }).click();
  await page.getByTestId('orders-panel').getByTestId('order-row').first().waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Positions', exact: true }).click();
  await page.getByRole('table', { name: 'Positions' }).getByRole('row', { name: /AAPL/ }).waitFor({ timeout: 30_000 });
  const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
  const mounted = await page.getByTestId('watchlist-row').count();
  return { rows, mounted };
}
