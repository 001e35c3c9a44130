import { expect, logIn, test } from './support/fixtures';

// Journey: the live-data code (the mqtt.js chunk the page imports after its first render) does
// not arrive, as on a dropped connection or after a new build replaced the chunk. The header's
// feed badge says live data failed to load instead of "connecting" forever; once the chunk can
// be fetched again, Retry loads it and live prices come.

const LIVE_CHUNK = /\/assets\/mqtt-[\w-]+\.js$/;

test('a live-data chunk that fails to load is said in the feed badge, and Retry brings live prices', async ({
  page,
  env,
}) => {
  let blocked = true;
  let asked = 0;
  await page.route(LIVE_CHUNK, async (route) => {
    asked += 1;
    if (blocked) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await logIn(page, env);
  await page.goto(`${env.E2E_BASE_URL}/?symbol=AAPL`);
  const badge = page.getByTestId('feed-badge');
  await expect(badge).toHaveAttribute('data-state', 'failed');
  await expect(badge).toHaveText('Live data failed to load');
  const refused = asked;
  expect(refused).toBeGreaterThan(0);

  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(badge).toHaveAttribute('data-state', 'live');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByTestId('quote-source')).toHaveAttribute('data-value', 'stream');
  // The chunk was asked for again, not taken from a remembered failure.
  expect(asked).toBeGreaterThan(refused);
});
