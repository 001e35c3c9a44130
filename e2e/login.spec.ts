import { expect, logIn, takeLoginUrl, test } from './support/fixtures';

test('without the login link the dashboard asks to sign in', async ({ page, env }) => {
  await page.goto(env.E2E_BASE_URL);
  await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  await expect(page.getByText(/login link/i)).toBeVisible();
});

test('the printed login link opens the paper dashboard, and works only once', async ({ page, browser, env }) => {
  const url = await takeLoginUrl(env);
  await page.goto(url);
  await expect(page.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
  await expect(page.getByRole('combobox', { name: 'Search symbols' })).toBeVisible();

  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    const response = await other.goto(url);
    expect(response?.status()).toBe(401);
    await other.goto(env.E2E_BASE_URL);
    await expect(other.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  } finally {
    await stranger.close();
  }
});

test('a fresh login link is printed for the next browser', async ({ page, env }) => {
  await logIn(page, env);
  await expect(page.getByLabel('Account')).toBeVisible();
});
