import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { expect, test } from './support/fixtures';
import { newSimCredentials } from './support/paper-bff';
import { startTsProcess } from './support/process';
import { startQuotingGateway } from './support/quoting-gateway';
import { controlSimulator } from './support/sim-client';

// Journey: the broker asks for a second-factor token, and one of its refusals quotes the token in
// use (a gateway in front of the simulator plays such a provider). The trader approves the
// sign-in, the quote is refused, and the diagnostics panel lists the refusal; neither the panel
// nor what "Copy diagnostics" puts on the clipboard holds the token: it reads [redacted].
//
// Its own simulator (token check on) and a BFF in live mode pointed at the gateway, so the
// gateway sees every HTTP call the BFF makes.

const root = resolve(import.meta.dirname, '..');
const simReadySchema = z.object({ http: z.url(), mqtt: z.url(), grpc: z.url() });
const bffReadySchema = z.object({ loginUrl: z.url() });
type StartedTs = Awaited<ReturnType<typeof startTsProcess>>;

test('a token quoted by the broker reaches neither the diagnostics panel nor the copied diagnostics', async ({
  browser,
  env,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'diagnostics-token-'));
  const { appKey, secret } = newSimCredentials();
  let sim: StartedTs | null = null;
  let gateway: Awaited<ReturnType<typeof startQuotingGateway>> | null = null;
  let bff: StartedTs | null = null;
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    sim = await startTsProcess({
      entry: join(root, 'server', 'simulator', 'main.ts'),
      readyPrefix: 'SIM_READY ',
      timeoutMs: 120_000,
      env: {
        ...process.env,
        SIM_HTTP_PORT: '0',
        SIM_MQTT_PORT: '0',
        SIM_GRPC_PORT: '0',
        SIM_APP_KEY: appKey,
        SIM_APP_SECRET: secret,
        SIM_CONTROL: '1',
        SIM_SEED: '42',
        SIM_TOKEN_CHECK: '1',
      },
    });
    const simReady = simReadySchema.parse(JSON.parse(sim.readyLine.slice('SIM_READY '.length)));
    const quoting = await startQuotingGateway(simReady.http);
    gateway = quoting;
    await controlSimulator(simReady.http, 'clock', { now: env.E2E_MARKET_NOW });
    bff = await startTsProcess({
      entry: join(root, 'server', 'main.ts'),
      readyPrefix: 'BFF_READY ',
      timeoutMs: 180_000,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: join(dir, 'data'),
        BROKER_APP_KEY: appKey,
        BROKER_APP_SECRET: secret,
        BROKER_HTTP_URL: quoting.url,
        BROKER_MQTT_URL: simReady.mqtt,
        BROKER_EVENTS_URL: simReady.grpc,
      },
    });
    const { loginUrl } = bffReadySchema.parse(JSON.parse(bff.readyLine.slice('BFF_READY '.length)));
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
    for (const value of [token, appKey, secret]) expect(copied).not.toContain(value);
  } finally {
    await context.close();
    await bff?.stop();
    await gateway?.close();
    await sim?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
