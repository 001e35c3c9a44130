import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { fetchFromPage } from '../support/bff-fetch';
import { startPaperBff } from '../support/paper-bff';
import { controlSimulator } from '../support/sim-client';

// `npm run screenshots`: the dashboard at three window sizes, light and dark, on the paper
// simulator with its market clock pinned (the same Wednesday 10:30 New York as the journeys),
// written to docs/screenshots/ for the README.
const MARKET_NOW = Date.UTC(2026, 10, 18, 15, 30, 0);
const SIZES = [
  { width: 1600, height: 1000 },
  { width: 1024, height: 700 },
  { width: 390, height: 844 },
];
const THEMES = ['light', 'dark'] as const;
const WATCHLIST = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'JPM', 'KO', 'XOM'];
const root = resolve(import.meta.dirname, '..', '..');
const outDir = join(root, 'docs', 'screenshots');

async function settle(page: Page): Promise<void> {
  await page.getByTestId('mode-badge').waitFor();
  // Charts and lists draw after their data; wait until no request has been open for a moment.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const bff = await startPaperBff({ timeoutMs: 180_000 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await controlSimulator(bff.ready.simulator.http, 'clock', { now: MARKET_NOW });
    const page = await browser.newPage({ viewport: SIZES[0] });
    await page.goto(bff.ready.loginUrl);
    await page.goto(`${bff.ready.url}/?symbol=AAPL&timespan=D`);
    await settle(page);
    // A trader's first list, made through the BFF as the New list dialog would.
    const created = await fetchFromPage(page, '/api/watchlists', {
      method: 'POST',
      body: JSON.stringify({ name: 'Core' }),
    });
    const { id } = JSON.parse(created.text) as { id: string };
    await fetchFromPage(page, `/api/watchlists/${id}/instruments`, {
      method: 'POST',
      body: JSON.stringify({ symbols: WATCHLIST }),
    });
    for (const theme of THEMES) {
      await page.evaluate((t) => {
        window.localStorage.setItem('dashboard-theme', t);
      }, theme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.reload();
        await settle(page);
        const file = join(outDir, `${String(size.width)}x${String(size.height)}-${theme}.png`);
        await page.screenshot({ path: file });
        process.stdout.write(`wrote ${file}\n`);
      }
    }
  } finally {
    await browser.close();
    await bff.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `screenshots failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
