import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { expect, test } from './support/fixtures';
import { newSimCredentials, startPaperBff } from './support/paper-bff';
import { controlSimulator } from './support/sim-client';

const statsSchema = z.object({ requests: z.array(z.object({ at: z.number(), path: z.string(), group: z.string().nullable(), status: z.number() })) });
async function stats(sim: string) {
  const r = await fetch(new URL('/_control/stats', sim));
  return statsSchema.parse(await r.json()).requests;
}
function summary(reqs: { path: string; group: string | null; status: number }[]) {
  const m = new Map<string, number>();
  for (const r of reqs) m.set(`${r.group} ${r.path} ${r.status}`, (m.get(`${r.group} ${r.path} ${r.status}`) ?? 0) + 1);
  return [...m].sort().map(([k, v]) => `${v}\t${k}`).join('\n');
}

test('measure', async ({ browser, env }) => {
  test.setTimeout(600_000);
  const dir = mkdtempSync(join(tmpdir(), 'budget-measure-'));
  const bff = await startPaperBff({ credentials: newSimCredentials(), ownGroup: true, timeoutMs: 180_000, env: { DATA_DIR: dir, SIM_MARKET_DATA_LIMIT: '60/60', BROKER_MARKET_DATA_LIMIT: '' } });
  const context = await browser.newContext();
  try {
    const sim = bff.ready.simulator.http;
    await controlSimulator(sim, 'clock', { now: env.E2E_MARKET_NOW });
    const before = (await stats(sim)).length;
    const page = await context.newPage();
    await page.goto(bff.ready.loginUrl);
    await page.goto(`${bff.ready.url}/?symbol=AAPL&timespan=D`);
    await expect(page.getByTestId('quote-price')).toHaveAttribute('data-value', /\d/);
    await expect(page.getByTestId('chart')).not.toHaveAttribute('data-bar-count', '0');
    await page.waitForTimeout(8000);
    let all = await stats(sim);
    console.log('FIRST LOAD\n' + summary(all.slice(before)));
    for (const symbol of ['MSFT', 'NVDA', 'KO']) {
      const n = all.length;
      const search = page.getByRole('combobox', { name: 'Search symbols' });
      await search.click();
      await search.fill(symbol);
      await expect(page.getByRole('option').first()).toContainText(symbol);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('quote-symbol')).toContainText(symbol);
      await expect(page.getByTestId('quote-price')).toHaveAttribute('data-value', /\d/);
      await page.waitForTimeout(6000);
      all = await stats(sim);
      console.log(`SWITCH ${symbol}\n` + summary(all.slice(n)));
    }
  } finally {
    await context.close();
    await bff.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
