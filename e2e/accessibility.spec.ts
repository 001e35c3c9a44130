import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { deleteSimWatchlists } from './support/sim-research';
import { openOn, reviewOrder } from './support/ticket-ui';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

// Every screen a trader sees, scanned by axe against WCAG 2.1 AA in both themes. Each scan runs
// once what it covers is on the page, so the scan reads the screen the trader reads.

const STOCK_TABS = [
  'Profile',
  'Analysts',
  'Earnings',
  'Dividends',
  'Capital flow',
  'Industry',
  'Statements',
  'Indicators',
  'Filings',
];
const FUND_TABS = [
  'Overview',
  'Performance',
  'Net value',
  'Holdings',
  'Distributions',
  'Rating',
  'Splits',
  'Documents',
  'Allocation',
];

const fundamentals = (page: Page) => page.getByTestId('fundamentals');

async function scanFundamentalsTabs(page: Page, tabs: readonly string[], theme: string) {
  for (const name of tabs) {
    const tab = fundamentals(page).getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The tab's content, not its loading placeholder.
    await expect(fundamentals(page).getByRole('tabpanel').getByText('Loading', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page, `fundamentals ${name} (${theme})`);
  }
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the sign-in screen has no accessibility violations', async ({ page, env }) => {
      await page.goto(env.E2E_BASE_URL);
      await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
      await expectNoAxeViolations(page, `sign-in (${theme})`);
    });

    test("the dashboard and a stock's and a fund's fundamentals have no accessibility violations", async ({
      app,
      env,
    }) => {
      test.slow();
      await openOn(app, env.E2E_BASE_URL, 'AAPL');
      await expect(app.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(app.getByTestId('chart')).toHaveAttribute('data-timespan', 'D');
      await expect(fundamentals(app)).toHaveAttribute('data-category', 'US_STOCK');
      await expectNoAxeViolations(app, `dashboard on AAPL (${theme})`);
      await scanFundamentalsTabs(app, STOCK_TABS, theme);

      await openOn(app, env.E2E_BASE_URL, 'SPY');
      await expect(fundamentals(app)).toHaveAttribute('data-category', 'US_ETF');
      await scanFundamentalsTabs(app, FUND_TABS, theme);
    });

    test('every screener and a sector page have no accessibility violations', async ({ app, env }) => {
      await openOn(app, env.E2E_BASE_URL, 'AAPL');
      await app.getByRole('tab', { name: 'Screeners' }).click();
      const picker = app.getByRole('combobox', { name: 'Screener' });
      await expect(picker.locator('option', { hasText: 'Market sectors' })).toHaveCount(1);
      const labels = await picker.locator('option').allTextContents();
      for (const label of labels) {
        await picker.selectOption({ label });
        const rows = app.getByTestId(label === 'Market sectors' ? 'sector-row' : 'screener-row');
        await expect(rows.first().or(app.getByText('No stocks match right now.'))).toBeVisible();
        await expectNoAxeViolations(app, `screener ${label} (${theme})`);
      }
      await app.getByTestId('sector-row').first().getByRole('button').first().click();
      await expect(app.getByRole('button', { name: '← All sectors' })).toBeVisible();
      await expect(app.getByTestId('screener-row').first()).toBeVisible();
      await expectNoAxeViolations(app, `sector detail (${theme})`);
    });

    test('the watchlist and its dialogs have no accessibility violations', async ({ app, env, sim }) => {
      const prefix = 'e2e-a11y ';
      await deleteSimWatchlists(sim, prefix);
      try {
        await openOn(app, env.E2E_BASE_URL, 'AAPL');
        const name = `${prefix}${theme} ${String(Date.now())}`;
        await createListInUi(app, name);
        await app.getByRole('button', { name: 'Add to watchlist' }).click();
        await expect(app.getByTestId('watchlist-row').first()).toBeVisible();
        await expectNoAxeViolations(app, `watchlist (${theme})`);
        for (const [button, role, dialogName] of [
          ['New list', 'dialog', 'New watchlist'],
          ['Rename', 'dialog', /^Rename/],
          ['Delete', 'alertdialog', 'Delete watchlist?'],
        ] as const) {
          await app.getByRole('button', { name: button, exact: true }).click();
          const dialog = app.getByRole(role, { name: dialogName });
          await expect(dialog).toBeVisible();
          await expectNoAxeViolations(app, `${button} dialog (${theme})`);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toBeHidden();
        }
        await deleteListInUi(app, name);
      } finally {
        // Only what a failed run left: the journey deletes its list through the UI.
        await deleteSimWatchlists(sim, prefix);
      }
    });

    test('the order ticket under review, the orders, positions and balances have no accessibility violations', async ({
      app,
      env,
    }) => {
      await openOn(app, env.E2E_BASE_URL, 'AAPL');
      await expectNoAxeViolations(app, `order ticket (${theme})`);
      await reviewOrder(app, { quantity: '1', orderType: 'Limit', limit: '1.00' });
      await expectNoAxeViolations(app, `order ticket review (${theme})`);

      await app.getByRole('tab', { name: 'Orders', exact: true }).click();
      const statuses = app.getByRole('tablist', { name: 'Orders by status' }).getByRole('tab');
      for (const status of await statuses.allTextContents()) {
        const tab = statuses.filter({ hasText: status });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(app, `orders ${status} (${theme})`);
      }
      await app.getByRole('tab', { name: 'Positions', exact: true }).click();
      await expect(app.getByRole('tabpanel', { name: 'Positions' })).toBeVisible();
      await expectNoAxeViolations(app, `positions and balances (${theme})`);
    });
  });
}
