import mqtt from 'mqtt';
import { z } from 'zod';
import { savedLayoutSchema } from '@contracts/layout';
import { fetchFromPage } from './support/bff-fetch';
import { expect, logIn, test } from './support/fixtures';
import { candlePane, priceAt } from './support/chart-ui';
import { STOCK_TABS } from './support/fundamentals-tabs';
import { startOtherPortServer } from './support/other-port-server';

// Where the SPA keeps the per-session secret (src/lib/session-secret.ts).
const SECRET_KEY = 'dashboard.session-secret';
const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
// The live feed needs the page, the relay and the simulator's first push: seconds on a busy machine.
const LIVE = { timeout: 30_000 };

test('another local page cannot frame the signed-in dashboard, which still opens at top level', async ({
  app,
  env,
}) => {
  const other = await startOtherPortServer(
    `<!doctype html><title>Other page</title><h1>Other page</h1><iframe id="dash" src="${env.E2E_BASE_URL}/" width="1200" height="700"></iframe>`,
  );
  try {
    await app.goto(other.url);
    const frameOf = () => app.frames().find((f) => f !== app.mainFrame());
    // Chromium replaces a frame it refused to load with its own error page; a dashboard that
    // could be framed would load there instead, and this would never hold.
    await expect
      .poll(() => frameOf()?.url() ?? '', { message: 'the framed dashboard was not refused' })
      .toBe('chrome-error://chromewebdata/');
    await expect(app.getByRole('heading', { name: 'Other page' })).toBeVisible();

    await app.goto(env.E2E_BASE_URL);
    await expect(app.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
  } finally {
    await other.close();
  }
});

test('the cookie leaks to another port, yet with it (plus Origin and header) the API and the live feed refuse', async ({
  app,
  env,
}) => {
  const secret = await app.evaluate((key) => localStorage.getItem(key), SECRET_KEY);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const other = await startOtherPortServer('<!doctype html><title>Other page</title><h1>Other page</h1>');
  try {
    await app.goto(other.url);
    const leaked = other.requests[0]?.cookie ?? '';
    expect(leaked).toMatch(/dash_session=/);
    // What a script of that page can read: no secret in any cookie, none in its storage.
    const seen = await app.evaluate(
      (key) => ({ cookie: document.cookie, stored: localStorage.getItem(key) }),
      SECRET_KEY,
    );
    expect(seen.stored).toBeNull();
    expect(`${seen.cookie} ${leaked}`).not.toContain(secret);

    const forged = { cookie: leaked, origin: env.E2E_BASE_URL, 'x-dashboard-request': '1' };
    const read = await fetch(`${env.E2E_BASE_URL}/api/accounts`, { headers: forged });
    expect(read.status).toBe(401);
    expect(errorBodySchema.parse(await read.json()).error.message).toContain('x-dashboard-secret');
    expect((await fetch(`${env.E2E_BASE_URL}/api/session`, { method: 'DELETE', headers: forged })).status).toBe(401);
    const relay = `${env.E2E_BASE_URL.replace('http:', 'ws:')}/mqtt`;
    for (const credentials of [{}, { username: 'dashboard', password: 'A'.repeat(43) }]) {
      await expect(
        mqtt.connectAsync(relay, {
          reconnectPeriod: 0,
          connectTimeout: 10_000,
          ...credentials,
          wsOptions: { headers: { cookie: leaked, origin: env.E2E_BASE_URL } },
        }),
      ).rejects.toThrow(/Bad username or password/i);
    }
  } finally {
    await other.close();
  }
  // The forged sign-out did not sign the user out.
  await app.goto(env.E2E_BASE_URL);
  await expect(app.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
});

test('after login the secret leaves the address bar; a reload and a second tab stay signed in, with live prices', async ({
  app,
  env,
}) => {
  expect(new URL(app.url()).hash).toBe('');
  await app.reload();
  await expect(app.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
  const second = await app.context().newPage();
  try {
    await second.goto(`${env.E2E_BASE_URL}/?symbol=AAPL&timespan=M1`);
    await expect(second.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live', LIVE);
    await expect(second.getByTestId('quote-source')).toHaveAttribute('data-value', 'stream', LIVE);
  } finally {
    await second.close();
  }
});

// The views a trader opens, each visited once: a view's code (a lazy chunk, a library's own
// styling) runs under the policy only once it is shown.
test('the dashboard and each of its views run under the Content Security Policy without a single violation', async ({
  page,
  env,
}) => {
  test.slow();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|csp violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${String(event.lineNumber)}:${String(event.columnNumber)}`,
      );
    });
  });
  await logIn(page, env);
  await page.goto(`${env.E2E_BASE_URL}/?symbol=AAPL&timespan=D`);
  await expect(page.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live', LIVE);
  await expect(page.getByTestId('quote-source')).toHaveAttribute('data-value', 'stream', LIVE);
  // The chart library adds its attribution logo with an inline <style>: allowed by its hash.
  await expect(page.locator('#tv-attr-logo')).toBeVisible();
  await expect(page.getByTestId('chart').locator('canvas').first()).toBeVisible();

  // A panel separator dragged: the panels library would set the page's cursor with a <style>.
  const separator = await page.getByRole('separator').first().boundingBox();
  if (separator === null) throw new Error('no separator between the panels');
  await page.mouse.move(separator.x + separator.width / 2, separator.y + separator.height / 2);
  await page.mouse.down();
  await page.mouse.move(separator.x + separator.width / 2 + 40, separator.y + separator.height / 2, { steps: 5 });
  await page.mouse.up();

  // The 1-minute chart and its right-click order menu.
  await page.getByRole('radio', { name: '1 minute' }).click();
  await expect(page.getByTestId('chart')).toHaveAttribute('data-timespan', 'M1');
  const pane = await candlePane(page);
  await priceAt(page, { x: Math.round(pane.x + pane.width / 2), y: Math.round(pane.y + pane.height / 3) });

  const fundamentals = page.getByTestId('fundamentals');
  // The Profile is open already.
  for (const name of STOCK_TABS.slice(1)) {
    await fundamentals.getByRole('tab', { name, exact: true }).click();
    await expect(fundamentals.getByRole('tabpanel').getByText('Loading', { exact: false })).toHaveCount(0);
  }

  await page.getByRole('tab', { name: 'Screeners' }).click();
  const picker = page.getByRole('combobox', { name: 'Screener' });
  await expect(picker.locator('option', { hasText: 'Market sectors' })).toHaveCount(1);
  for (const label of await picker.locator('option').allTextContents()) {
    await picker.selectOption({ label });
    const rows = page.getByTestId(label === 'Market sectors' ? 'sector-row' : 'screener-row');
    await expect(rows.first().or(page.getByText('No stocks match right now.'))).toBeVisible();
  }

  // The ticket under review, the orders and positions tabs.
  const ticket = page.getByRole('region', { name: 'Order ticket' });
  await ticket.getByLabel('Order type').selectOption({ label: 'Limit' });
  await ticket.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1');
  await ticket.getByRole('textbox', { name: 'Limit price' }).fill('1.00');
  await ticket.getByRole('button', { name: 'Review order' }).click();
  await expect(ticket.getByRole('region', { name: 'Order review' }).getByTestId('review-cost')).toBeVisible();
  await page.getByRole('tab', { name: 'Orders', exact: true }).click();
  await page.getByRole('tab', { name: 'Positions', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Positions' })).toBeVisible();

  await page.locator('body').press('Shift+D');
  await expect(page.getByRole('region', { name: 'Diagnostics' })).toBeVisible();
  await page.locator('body').press('Shift+D');
  await expect(page.getByRole('region', { name: 'Diagnostics' })).toBeHidden();

  // The Layout menu, whose reset also puts back what this journey changed (panel sizes, tabs,
  // screener), which is saved for the app key and would be the next journey's starting point.
  await page.getByRole('button', { name: /^Layout/ }).click();
  await page
    .getByRole('group', { name: 'Layout' })
    .getByRole('button', { name: 'Reset to the default layout' })
    .click();
  await expect(page.getByRole('tab', { name: 'Watchlists' })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => savedLayoutSchema.parse(JSON.parse((await fetchFromPage(page, '/api/layout')).text)).layout)
    .toBeNull();

  await page.getByRole('button', { name: 'New list', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New watchlist' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(dialog).toBeHidden();

  expect(violations).toEqual([]);
});
