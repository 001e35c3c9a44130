import type { Page } from '@playwright/test';
import { alertListSchema, type Alert } from '@contracts/alerts';
import { fetchFromPage } from './support/bff-fetch';
import { dismissToasts, dragBetween, grabsLineAt, openPriceMenu, pointForPrice } from './support/chart-ui';
import { expect, logIn, test } from './support/fixtures';
import { publishTrade } from './support/stream-control';
import { openOn } from './support/ticket-ui';

// Journeys of price alerts (docs/alerts.md#on-the-page): made from the chart, fired by trades
// published through the simulator's control surface on symbols no other journey reads
// (docs/testing.md), delivered as a toast and a log entry, with or without a tab open.
const ONCE = 'GS';
const DRAG = 'AXP';
const CLOSED = 'SCHW';

test.use({ viewport: { width: 1600, height: 1000 } });

/** The user's alerts as the BFF keeps them. */
async function keptAlerts(page: Page, symbol: string): Promise<Alert[]> {
  const { status, text } = await fetchFromPage(page, '/api/alerts');
  if (status !== 200) throw new Error(`GET /api/alerts answered ${String(status)}: ${text}`);
  return alertListSchema.parse(JSON.parse(text)).alerts.filter((alert) => alert.symbol === symbol);
}

/** Deletes the symbol's alerts, so each journey starts with none there. */
async function deleteAlerts(page: Page, symbol: string): Promise<void> {
  for (const alert of await keptAlerts(page, symbol))
    await fetchFromPage(page, `/api/alerts/${alert.id}`, { method: 'DELETE' });
}

/**
 * Publishes a trade on the near side of `level` and waits until the BFF compares the next price
 * with it (the first price after a change only arms the alert), then one across it.
 */
async function crossLevel(page: Page, simUrl: string, symbol: string, level: number, up: boolean): Promise<void> {
  const near = (up ? level * 0.995 : level * 1.005).toFixed(2);
  await publishTrade(simUrl, symbol, near);
  await expect
    .poll(async () => (await keptAlerts(page, symbol)).every((alert) => alert.watch.state === 'watching'))
    .toBe(true);
  await publishTrade(simUrl, symbol, (up ? level * 1.005 : level * 0.995).toFixed(2));
}

async function openAlertsPanel(page: Page) {
  await dismissToasts(page);
  const button = page.locator('#alerts-button');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return page.getByRole('region', { name: 'Alerts' });
}

test('an alert made on the chart fires once: a toast, a log entry, its line gone; a second tab sees it live', async ({
  app,
  env,
}) => {
  const last = await openOn(app, env.E2E_BASE_URL, ONCE);
  await deleteAlerts(app, ONCE);
  const second = await app.context().newPage();
  await second.goto(`${env.E2E_BASE_URL}/?symbol=AAPL`);
  await expect(second.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live');
  const otherPanel = await openAlertsPanel(second);

  await app.bringToFront();
  const point = await pointForPrice(app, last * 1.03);
  const { menu, price } = await openPriceMenu(app, point);
  await menu.getByRole('menuitem', { name: `Add alert at ${price}` }).click();
  await expect.poll(() => grabsLineAt(app, point)).toBe(true);
  // The other tab lists it without a reload.
  await expect(otherPanel.getByRole('listitem', { name: `${ONCE} crosses above ${price}` })).toBeVisible();

  await crossLevel(app, env.E2E_SIM_URL, ONCE, Number(price), true);
  await expect(app.getByTestId('toast').filter({ hasText: `Alert: ${ONCE}` })).toBeVisible();
  await expect.poll(() => grabsLineAt(app, point)).toBe(false);
  const panel = await openAlertsPanel(app);
  const entry = panel.getByRole('list', { name: 'Fired alerts' }).getByRole('listitem').first();
  await expect(entry).toContainText(ONCE);
  // Done: out of the active alerts, among the ended ones, as the BFF keeps it.
  await panel.getByText('Ended alerts (1)').click();
  await expect(
    panel.getByRole('list', { name: 'Ended alerts' }).getByRole('listitem', { name: `${ONCE} crosses above ${price}` }),
  ).toHaveAttribute('data-status', 'done');
  expect((await keptAlerts(app, ONCE)).map((alert) => alert.status)).toEqual(['done']);
  await deleteAlerts(app, ONCE);
  await second.close();
});

test('an "every time" alert stays after it fires; a dragged line keeps its new level after a reload', async ({
  app,
  env,
}) => {
  const last = await openOn(app, env.E2E_BASE_URL, DRAG);
  await deleteAlerts(app, DRAG);
  const panel = await openAlertsPanel(app);
  const form = panel.getByRole('form', { name: 'New alert' });
  await form.getByRole('textbox', { name: 'Symbol' }).fill(DRAG);
  await form.getByRole('combobox', { name: 'Direction' }).selectOption({ label: 'Crosses below' });
  const level = (last * 0.97).toFixed(2);
  await form.getByRole('textbox', { name: 'Price' }).fill(level);
  await form.getByRole('radio', { name: 'Every time' }).check();
  await form.getByRole('textbox', { name: 'Cooldown (seconds)' }).fill('10');
  await form.getByRole('button', { name: 'Create alert' }).click();
  const row = panel.getByRole('listitem', { name: `${DRAG} crosses below ${level}` });
  await expect(row).toBeVisible();
  await app.keyboard.press('Escape');

  await crossLevel(app, env.E2E_SIM_URL, DRAG, Number(level), false);
  await expect(app.getByTestId('toast').filter({ hasText: `Alert: ${DRAG}` })).toBeVisible();
  const from = await pointForPrice(app, Number(level));
  await expect.poll(() => grabsLineAt(app, from)).toBe(true);
  expect((await keptAlerts(app, DRAG)).map((alert) => alert.status)).toEqual(['active']);

  // Dragged lower, kept by the BFF: after a reload the line is where it was let go.
  const to = await pointForPrice(app, Number(level) * 0.98);
  await dragBetween(app, from, to);
  await expect.poll(async () => (await keptAlerts(app, DRAG))[0]?.condition).not.toMatchObject({ level });
  const kept = (await keptAlerts(app, DRAG))[0]?.condition;
  await app.reload();
  await expect.poll(() => grabsLineAt(app, to)).toBe(true);
  expect(await grabsLineAt(app, from)).toBe(false);
  const reopened = await openAlertsPanel(app);
  await expect(reopened.getByRole('list', { name: 'Active alerts' })).toContainText(
    kept?.type === 'price-crosses' ? kept.level : 'no level',
  );
  await deleteAlerts(app, DRAG);
});

test('a firing while no tab is open is shown unseen at the next open', async ({ browser, env }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, env);
  const last = await openOn(page, env.E2E_BASE_URL, CLOSED);
  await deleteAlerts(page, CLOSED);
  const level = (last * 1.02).toFixed(2);
  const body = {
    symbol: CLOSED,
    condition: { type: 'price-crosses', direction: 'above', level },
    repeat: { mode: 'once' },
    expires_at: null,
    note: 'while away',
  };
  expect((await fetchFromPage(page, '/api/alerts', { method: 'POST', body: JSON.stringify(body) })).status).toBe(201);
  // Watched upstream before the last tab goes.
  await expect.poll(async () => (await keptAlerts(page, CLOSED))[0]?.watch.state).toMatch(/^(arming|watching)$/);
  // Every tab closed; the cookie stays with the browser, as it would.
  await page.close();

  // With no tab open the BFF keeps watching: a trade on the near side arms it, the next crosses.
  await publishTrade(env.E2E_SIM_URL, CLOSED, (Number(level) * 0.995).toFixed(2));
  await publishTrade(env.E2E_SIM_URL, CLOSED, (Number(level) * 1.005).toFixed(2));

  const next = await context.newPage();
  await next.goto(env.E2E_BASE_URL);
  await expect(next.getByRole('button', { name: 'Alerts 1 unseen' })).toBeVisible();
  const panel = await openAlertsPanel(next);
  await expect(panel.getByRole('list', { name: 'Fired alerts' }).getByRole('listitem').first()).toContainText('New');
  await expect(next.getByTestId('toast').filter({ hasText: 'Alert:' })).toHaveCount(0);
  await deleteAlerts(next, CLOSED);
  await context.close();
});
