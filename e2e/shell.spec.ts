import { z } from 'zod';
import { expect, test } from './support/fixtures';

const accountsSchema = z.array(z.object({ account_id: z.string(), account_type: z.string() }).loose());

test("the account picker lists the broker's accounts", async ({ app, sim }) => {
  const accounts = accountsSchema.parse(await sim.get('/trading/accounts/list', []));
  const picker = app.getByLabel('Account');
  await expect(picker.locator('option')).toHaveCount(accounts.length);
  for (const account of accounts) {
    await expect(picker.locator(`option[value="${account.account_id}"]`)).toHaveCount(1);
  }
  const second = accounts[1];
  if (!second) throw new Error('the simulator should have a margin and a cash account');
  await picker.selectOption(second.account_id);
  await expect(picker).toHaveValue(second.account_id);
});

test('the theme toggles between dark and light and is remembered', async ({ app }) => {
  const html = app.locator('html');
  // The toggle names the other theme from the first render; the page's class follows a moment
  // later, so it is waited for rather than read at once.
  const toggle = app.getByRole('button', { name: 'Toggle theme' });
  const startsDark = (await toggle.getAttribute('title')) === 'Switch to the light theme';
  await expect(html).toHaveClass(startsDark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await toggle.click();
  await expect(html).toHaveClass(startsDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await app.reload();
  await expect(html).toHaveClass(startsDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
});

test('the address keeps the symbol and timespan, and Back returns to the previous one', async ({ app, env }) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=JPM&timespan=W`);
  await expect(app.getByTestId('quote-symbol')).toContainText('JPM');
  await expect(app.getByTestId('chart')).toHaveAttribute('data-timespan', 'W');
  await app.getByRole('radiogroup', { name: 'Timespan' }).locator('[data-timespan="M60"]').click();
  await expect(app).toHaveURL(/timespan=M60/);
  await app.goBack();
  await expect(app).toHaveURL(/timespan=W/);
  await expect(app.getByTestId('chart')).toHaveAttribute('data-timespan', 'W');
});

test('the header shows the market time the simulator runs on, since it is not real time', async ({ app }) => {
  // Answers since the clock was pinned (Wednesday 10:30 New York) carry that market time.
  await expect(app.getByTestId('quote-symbol')).not.toBeEmpty();
  await app.reload();
  await expect(app.getByTestId('market-time')).toHaveText(/^Market time Wed 10:3\d ET \(/);
});
