import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { expect, test } from './support/fixtures';
import { startLiveBff, startOwnSimulator, type StartedTs } from './support/live-stack';
import { startQuotingGateway } from './support/quoting-gateway';
import { controlSimulator } from './support/sim-client';

// Journey: the broker asks for a second-factor token, and one of its refusals quotes the token in
// use (a gateway in front of the simulator plays such a provider). The trader approves the
// sign-in, the quote is refused, and the diagnostics panel lists the refusal; neither the panel
// nor what "Copy diagnostics" puts on the clipboard holds the token: it reads [redacted].
//
// Its own simulator (token check on) and a BFF in live mode pointed at the gateway, so the
// gateway sees every HTTP call the BFF makes.

test('a token quoted by the broker reaches neither the diagnostics panel nor the copied diagnostics', async ({
  browser,
  env,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'diagnostics-token-'));
  let sim: StartedTs | null = null;
  let gateway: Awaited<ReturnType<typeof startQuotingGateway>> | null = null;
  let bff: StartedTs | null = null;
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    const started = await startOwnSimulator({ SIM_TOKEN_CHECK: '1' });
    sim = started.process;
    const simReady = started.ready;
    const quoting = await startQuotingGateway(simReady.http);
    gateway = quoting;
    await controlSimulator(simReady.http, 'clock', { now: env.E2E_MARKET_NOW });
    const live = await startLiveBff(started, { dataDir: join(dir, 'data'), httpUrl: quoting.url });
    bff = live.process;
    const { loginUrl } = live;
    const page = await context.newPage();
    await page.goto(loginUrl);
    await expect(page.getByRole('heading', { name: 'Approve the sign-in in your broker app' })).toBeVisible();
    await controlSimulator(simReady.http, 'token/approve', {});
    await expect(page.getByTestId('mode-badge')).toHaveText('Live');

    // The quote panel asks for its snapshot; the broker's refusal quotes the approved token.
    await expect.poll(() => quoting.quoted.length, { message: 'the gateway quoted no token' }).toBeGreaterThan(0);
    const token = quoting.quoted[0] ?? '';
    expect(token.length).toBeGreaterThan(8);

    await page.locator('body').press('Shift+D');
    const panel = page.getByRole('region', { name: 'Diagnostics' });
    await expect(panel.getByText('x-access-token [redacted] may not read snapshots').first()).toBeVisible();
    await expect(panel).not.toContainText(token);

    await panel.getByRole('button', { name: 'Copy diagnostics' }).click();
    await expect(panel.getByRole('status')).toHaveText('Copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const bundle = z
      .object({
        bff: z.object({ errors: z.array(z.object({ message: z.string(), request_id: z.string().nullable() })) }),
      })
      .parse(JSON.parse(copied));
    expect(bundle.bff.errors).toContainEqual({
      message: 'x-access-token [redacted] may not read snapshots',
      request_id: 'rq-[redacted]',
    });
    for (const value of [token, started.appKey, started.secret]) expect(copied).not.toContain(value);
  } finally {
    await context.close();
    await bff?.stop();
    await gateway?.close();
    await sim?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
