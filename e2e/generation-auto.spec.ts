import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { startLiveBff, startOwnSimulator, type StartedTs } from './support/live-stack';
import { controlSimulator } from './support/sim-client';

// Journey: a key whose broker serves only generation-2 paths (/openapi/...), with the BFF in live
// mode and BROKER_PATH_GENERATION left at its default, auto. The BFF finds the generation at start;
// the trader gets a working dashboard (a live quote, the chart) and Diagnostics says which
// generation was found and the setting that selects it (docs/protocol.md#path-generations).

const LIVE = { timeout: 30_000 };

test('a broker serving generation 2 only still gives a working dashboard, and Diagnostics says why', async ({
  page,
  env,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'generation-auto-'));
  let sim: StartedTs | null = null;
  let bff: StartedTs | null = null;
  try {
    const started = await startOwnSimulator({ SIM_PATH_GENERATIONS: 'v2' });
    sim = started.process;
    await controlSimulator(started.ready.http, 'clock', { now: env.E2E_MARKET_NOW });
    const live = await startLiveBff(started, { dataDir: join(dir, 'data') });
    bff = live.process;
    await page.goto(live.loginUrl);
    await expect(page.getByTestId('mode-badge')).toHaveText('Live');
    await expect(page.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live', LIVE);
    await expect(page.getByTestId('quote-source')).toHaveAttribute('data-value', 'stream', LIVE);
    await expect(page.getByTestId('chart').locator('canvas').first()).toBeVisible();

    await page.locator('body').press('Shift+D');
    await expect(page.getByRole('region', { name: 'Diagnostics' }).getByTestId('diagnostics-connection')).toContainText(
      'path generation v2. Paths: this key is served on generation 2 (/openapi/...) only (generation 3 answers 404); using it. BROKER_PATH_GENERATION=v2 selects it without asking.',
    );
  } finally {
    await bff?.stop();
    await sim?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
