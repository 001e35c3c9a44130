import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { buildCatalogue } from '@server/simulator/market/catalogue/build-instruments';
import { startPaperBff } from '../support/paper-bff';
import { controlSimulator, createSimClient } from '../support/sim-client';
import { startFeed } from './ui-feed';
import { measureWindow, PAGE_METRICS_SCRIPT } from './ui-page-metrics';
import { profileWhile } from './ui-profile';
import { startStandIn } from './ui-stand-in-server';
import { traceWhile } from './ui-trace';

// `npm run bench:ui`: the built SPA in headless Chromium with a 200-row watchlist, a chart and
// the depth ladder, idle (baseline) and then under ~1,000 live updates per second.
//
// The updates come from a local MQTT-over-WebSocket stand-in for the BFF's relay, not from the
// simulator through the relay: the simulator's model prints at most one trade per symbol per
// market second (server/simulator/market/ticks.ts, snapshot-memo.ts), and the bench pins the
// market clock to a regular session so the page has a session at all, which freezes it. Through
// the real stack the page would get at most 200 changing prices a second at best, repeated
// equal values otherwise, however short SIM_STREAM_INTERVAL_MS or /_control/stream/rate makes
// the push interval. The stand-in sends 1,000 changing updates a second unconflated, which is
// harsher than the relay (it merges quote and book updates per symbol per 25 ms). REST (login,
// the 200-symbol watchlist, snapshots, bars, depth) still goes through the real BFF.
const DURATION_MS = z.coerce.number().int().min(1_000).default(30_000).parse(process.env.BENCH_DURATION_MS);
const UPDATES_PER_SECOND = 1_000;
const ROWS = 200;
const CHART_SYMBOL = 'AAPL';
const MARKET_NOW = Date.UTC(2026, 10, 18, 15, 30, 0);
const createdSchema = z.object({ watchlist_id: z.string() });

const root = resolve(import.meta.dirname, '..', '..');
const bff = await startPaperBff();
const cleanups: (() => Promise<void>)[] = [bff.stop];
try {
  const { ready } = bff;
  await controlSimulator(ready.simulator.http, 'clock', { now: MARKET_NOW });

  // The watchlist: 200 symbols of the simulated market, the charted one first.
  const sim = createSimClient(ready.simulator.http, bff.appKey, bff.secret);
  const symbols = [
    CHART_SYMBOL,
    ...buildCatalogue()
      .map((t) => t.instrument.symbol)
      .filter((s) => s !== CHART_SYMBOL),
  ].slice(0, ROWS);
  const { watchlist_id } = createdSchema.parse(await sim.post('/market-data/watchlists/create', { name: 'Bench 200' }));
  for (let i = 0; i < symbols.length; i += 100) {
    const instruments = symbols.slice(i, i + 100).map((symbol) => ({ symbol, category: 'US_STOCK' }));
    await sim.post('/market-data/watchlists/instruments/add', { watchlist_id, instruments });
  }

  const standIn = await startStandIn(join(root, 'dist'), new URL(ready.url), (client, topics) => {
    if (topics.includes('status/feed')) {
      const now = Date.now();
      client.send('status/feed', JSON.stringify({ state: 'live', since: now, symbols: {}, at: now }));
    }
  });
  cleanups.unshift(standIn.close);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  cleanups.unshift(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript(PAGE_METRICS_SCRIPT);
  const login = new URL(ready.loginUrl);
  await page.goto(`${standIn.url}${login.pathname}${login.search}`);
  await page.goto(`${standIn.url}/?symbol=${CHART_SYMBOL}&timespan=M1`);
  // The list is windowed: all 200 rows are in the table (aria-rowcount) and reachable by
  // scrolling it; only those in view are mounted. Scroll to the last one and back to the top.
  const table = page.getByRole('table', { name: 'Instruments of Bench 200' });
  await table.and(page.locator(`[aria-rowcount="${String(ROWS + 1)}"]`)).waitFor({ timeout: 60_000 });
  const scroller = table.locator('xpath=..');
  const lastRow = page.locator(`[data-testid="watchlist-row"][data-symbol="${symbols.at(-1) ?? ''}"]`);
  for (let i = 0; i < 50 && !(await lastRow.isVisible()); i += 1) {
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await page.waitForTimeout(200);
  }
  await lastRow.waitFor({ timeout: 1_000 });
  await scroller.evaluate((el) => {
    el.scrollTop = 0;
  });
  await page.locator(`[data-testid="watchlist-row"][data-symbol="${CHART_SYMBOL}"]`).waitFor();
  await page.getByTestId('depth-ladder').waitFor({ timeout: 30_000 });
  await page.getByTestId('chart').waitFor();
  const subscribed = () =>
    [...standIn.clients].reduce((n, c) => n + [...c.topics].filter((t) => t.startsWith('quote/')).length, 0);
  for (let i = 0; i < 100 && subscribed() < ROWS; i += 1) await page.waitForTimeout(100);
  const rowCount = Number(await table.getAttribute('aria-rowcount')) - 1;
  const mounted = await page.getByTestId('watchlist-row').count();
  console.log(
    `page ready: ${String(rowCount)} watchlist rows (${String(mounted)} mounted in view), ${String(subscribed())} quote topics subscribed, chart and depth ladder shown`,
  );

  console.log(`baseline: ${String(DURATION_MS / 1_000)} s idle`);
  const baseline = await measureWindow(page, DURATION_MS);
  console.log(`load: ${String(DURATION_MS / 1_000)} s at ${String(UPDATES_PER_SECOND)} updates/s`);
  const feedStarted = Date.now();
  const feed = startFeed(standIn.clients, UPDATES_PER_SECOND);
  let load = await measureWindow(page, DURATION_MS);
  if (process.env.BENCH_PROFILE === '1')
    await profileWhile(page, async () => {
      load = await measureWindow(page, 5_000);
    });
  if (process.env.BENCH_TRACE === '1')
    await traceWhile(page, async () => {
      load = await measureWindow(page, 5_000);
    });
  feed.stop();
  const delivered = feed.sent();
  const feedSeconds = (Date.now() - feedStarted) / 1_000;
  const shownPrice = await page.getByTestId('watchlist-last').first().getAttribute('data-value');

  const figures = {
    ...load,
    updatesSent: delivered,
    updatesPerSecond: Math.round(delivered / feedSeconds),
    rows: rowCount,
    source: 'local relay stand-in (MQTT over WebSocket) + real BFF for REST',
  };
  console.log(`baseline (idle): ${JSON.stringify(baseline)}`);
  console.log(`under load:      ${JSON.stringify(figures)}`);
  console.log(`first row price after the run: ${shownPrice ?? 'none'}`);
  console.log(
    JSON.stringify({ figures, baseline, goal: { longTasks: 0 }, allMet: load.longTasks === 0 && rowCount === ROWS }),
  );
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
