import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { controlSimulator } from './support/sim-client';
import { deleteSimWatchlists } from './support/sim-research';
import { publishTrade, readStreamStats, resetStreamControls, subscribersOf } from './support/stream-control';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

const LIST_PREFIX = 'e2e-live ';

test.afterEach(async ({ env, sim }) => {
  await resetStreamControls(env.E2E_SIM_URL);
  await deleteSimWatchlists(sim, LIST_PREFIX);
});

/** A new watchlist holding `symbol`, made through the UI as a user would; returns its name. */
async function watchInList(page: Page, symbol: string): Promise<string> {
  const name = `${LIST_PREFIX}${String(Date.now())}`;
  await createListInUi(page, name);
  const box = page.getByRole('combobox', { name: `Add a symbol to ${name}` });
  await box.fill(symbol);
  await page
    .getByRole('listbox', { name: 'Symbols to add' })
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .click();
  await expect(page.getByTestId('watchlist-row').and(page.locator(`[data-symbol="${symbol}"]`))).toBeVisible();
  return name;
}

async function openSymbol(page: Page, baseUrl: string, symbol: string): Promise<number> {
  await page.goto(`${baseUrl}/?symbol=${symbol}&timespan=M1`);
  await expect(page.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live');
  // A streamed quote on screen means the BFF's upstream subscription for the symbol is in place.
  await expect(page.getByTestId('quote-source')).toHaveAttribute('data-value', 'stream');
  const price = page.getByTestId('quote-price');
  await expect(price).toHaveAttribute('data-value', /^\d+(\.\d+)?$/);
  return Number(await price.getAttribute('data-value'));
}

/** A price clearly apart from the current one, as the simulator's control surface takes it. */
const nextPrice = (current: number, step: number) => (Math.round(current * 100) / 100 + step).toFixed(2);

// How soon a trade or a reconnect shows is measured by `npm run bench:live`; here only that it does.
test('a published trade reaches the watchlist, the quote panel, the chart and the time and sales', async ({
  app,
  env,
}) => {
  const sockets: string[] = [];
  app.on('websocket', (socket) => sockets.push(socket.url()));
  const current = await openSymbol(app, env.E2E_BASE_URL, 'AMD');
  // The page's connection named the address's quote and the status topics on its URL, so the
  // relay sent their values right behind the CONNACK (src/contracts/relay-first-topics.ts).
  // (The page the fixture opened first may still open its own connection meanwhile, for its symbol.)
  // The user's alerts topic is named too when the alerts' delivery subscribed before the
  // connection opened, which depends on which of the two came first: it is not this test's claim.
  const named = sockets.map((url) =>
    (new URL(url).searchParams.get('subscribe')?.split(',') ?? []).filter((topic) => !topic.startsWith('alerts/')),
  );
  expect(named.filter((topics) => topics.includes('quote/AMD'))).toEqual([
    ['status/feed', 'status/budget', 'status/token', 'quote/AMD'],
  ]);
  const list = await watchInList(app, 'AMD');
  const cell = app.locator('[data-testid="watchlist-row"][data-symbol="AMD"] [data-testid="watchlist-last"]');
  await expect(cell).toHaveAttribute('data-stale', 'false');
  await expect(app.getByTestId('chart')).toHaveAttribute('data-last-close', /\d/);
  const price = nextPrice(current, 1.37);

  await publishTrade(env.E2E_SIM_URL, 'AMD', price);
  await expect.poll(async () => Number(await cell.getAttribute('data-value'))).toBe(Number(price));
  await expect
    .poll(async () => Number(await app.getByTestId('quote-price').getAttribute('data-value')))
    .toBe(Number(price));
  await expect
    .poll(async () => Number(await app.getByTestId('chart').getAttribute('data-last-close')))
    .toBe(Number(price));
  await expect
    .poll(async () => Number(await app.getByTestId('legend-close').getAttribute('data-value')))
    .toBe(Number(price));
  await expect(app.getByTestId('trade-row').first()).toHaveAttribute(
    'data-price',
    new RegExp(`^${price.replace('.', '\\.')}`),
  );
  await expect(app.getByTestId('quote-price')).toHaveAttribute('data-stale', 'false');
  await expect(app.getByTestId('quote-source')).toHaveAttribute('data-value', 'stream');
  await deleteListInUi(app, list);
});

test('paused pushes make the badge silent and the price stale; resuming brings both back', async ({ app, env }) => {
  await openSymbol(app, env.E2E_BASE_URL, 'INTC');
  await expect(app.getByTestId('quote-price')).toHaveAttribute('data-stale', 'false');

  await controlSimulator(env.E2E_SIM_URL, 'stream/pause', { paused: true });
  await expect(app.getByTestId('feed-badge')).toHaveAttribute('data-state', 'silent');
  await expect(app.getByRole('status', { name: /silent/ })).toBeVisible();
  await expect(app.getByTestId('quote-price')).toHaveAttribute('data-stale', 'true');
  await expect(app.getByTestId('quote-age')).toContainText('Stale');

  await controlSimulator(env.E2E_SIM_URL, 'stream/pause', { paused: false });
  await expect(app.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live');
  await expect(app.getByTestId('quote-price')).toHaveAttribute('data-stale', 'false');
});

test('a dropped and refused upstream shows reconnecting; once accepted, prices move again with one subscription per symbol', async ({
  app,
  env,
}) => {
  const current = await openSymbol(app, env.E2E_BASE_URL, 'ORCL');

  await controlSimulator(env.E2E_SIM_URL, 'stream/refuse', { refuse: true });
  await controlSimulator(env.E2E_SIM_URL, 'stream/drop', {});
  await expect(app.getByTestId('feed-badge')).toHaveAttribute('data-state', /reconnecting|polling/);
  await expect(app.getByRole('status', { name: /reconnecting|polled/ })).toBeVisible();

  await controlSimulator(env.E2E_SIM_URL, 'stream/refuse', { refuse: false });
  const price = nextPrice(current, 2.11);
  // Trades reach only subscribed sessions: keep publishing until the resubscribed feed carries
  // one. The reconnect backs off up to 3 s between attempts, and a busy machine adds to that.
  await expect
    .poll(
      async () => {
        await publishTrade(env.E2E_SIM_URL, 'ORCL', price);
        return Number(await app.getByTestId('quote-price').getAttribute('data-value'));
      },
      { intervals: [250] },
    )
    .toBe(Number(price));
  await expect(app.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live');

  const stats = await readStreamStats(env.E2E_SIM_URL);
  const subscribers = subscribersOf(stats, 'ORCL');
  expect(subscribers).toHaveLength(1);
  const subTypes = subscribers[0]?.subTypes ?? [];
  expect(new Set(subTypes).size).toBe(subTypes.length);
  expect([...subTypes].sort()).toEqual(['QUOTE', 'SNAPSHOT', 'TICK']);
  expect(stats.connections.filter((c) => c.app_key === env.E2E_SIM_APP_KEY)).toHaveLength(1);
});

test('two tabs watching the same symbol cause one upstream subscription', async ({ app, env }) => {
  await openSymbol(app, env.E2E_BASE_URL, 'CSCO');
  const second = await app.context().newPage();
  await openSymbol(second, env.E2E_BASE_URL, 'CSCO');

  const price = nextPrice(Number(await app.getByTestId('quote-price').getAttribute('data-value')), 0.77);
  await publishTrade(env.E2E_SIM_URL, 'CSCO', price);
  for (const page of [app, second]) {
    // Browsers throttle timers in a background tab; look at each tab as a user would.
    await page.bringToFront();
    await expect
      .poll(async () => Number(await page.getByTestId('quote-price').getAttribute('data-value')))
      .toBe(Number(price));
  }
  const stats = await readStreamStats(env.E2E_SIM_URL);
  expect(subscribersOf(stats, 'CSCO')).toHaveLength(1);
  expect(stats.connections.filter((c) => c.app_key === env.E2E_SIM_APP_KEY)).toHaveLength(1);
  await second.close();
});
