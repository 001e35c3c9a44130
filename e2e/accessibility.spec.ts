import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes, expectTheme, shownTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { FUND_TABS, STOCK_TABS } from './support/fundamentals-tabs';
import { deleteSimWatchlists } from './support/sim-research';
import { openOn, reviewOrder } from './support/ticket-ui';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

// Every screen a trader sees, scanned by axe against WCAG 2.1 AA in both themes. Each scan runs
// once what it covers is on the page, so the scan reads the screen the trader reads.
//
// One scan per view and theme: the whole dashboard is scanned once in each theme; a view opened
// on it afterwards (a fundamentals tab, a screener, a dialog, the orders' tabs) is scanned alone
// (`scope`), in the theme shown, then again after the header's theme toggle, on the same loaded
// data. So each fundamentals tab is fetched once through the market-data budget, not once per
// theme, and the rest of the dashboard, unchanged, is not read again with each tab.

const FUNDAMENTALS = '[data-testid="fundamentals"]';
const fundamentals = (page: Page) => page.locator(FUNDAMENTALS);

// Every tab renders a component of its own (src/features/fundamentals/components/tab-content.tsx),
// so each is scanned: no two tabs share one.
async function scanFundamentalsTabs(page: Page, tabs: readonly string[]) {
  for (const name of tabs) {
    const tab = fundamentals(page).getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The tab's content, not its loading placeholder.
    await expect(fundamentals(page).getByRole('tabpanel').getByText('Loading', { exact: false })).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page, `fundamentals ${name}`, FUNDAMENTALS);
  }
}

// Each journey starts in the light theme (the system's preference) and switches with the toggle.
test.use({ colorScheme: 'light' });

test('the sign-in screen has no accessibility violations, light and dark', async ({ page, env }) => {
  for (const theme of ['light', 'dark'] as const) {
    // Before sign-in there is no toggle: the screen follows the system's preference.
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(env.E2E_BASE_URL);
    await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
    await expectNoAxeViolations(page, `sign-in (${theme})`);
  }
});

test("the dashboard and a stock's and a fund's fundamentals have no accessibility violations", async ({ app, env }) => {
  test.slow();
  await openOn(app, env.E2E_BASE_URL, 'AAPL');
  await expectTheme(app, 'light');
  await expect(app.getByTestId('chart')).toHaveAttribute('data-timespan', 'D');
  await expect(fundamentals(app)).toHaveAttribute('data-category', 'US_STOCK');
  await expect(fundamentals(app).getByRole('tabpanel').getByText('Loading', { exact: false })).toHaveCount(0);
  await expect(fundamentals(app).getByRole('tab', { name: 'Profile', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The whole page: header, watchlist, quote, chart, the order ticket, fundamentals (Profile), account.
  await expectNoAxeViolationsInBothThemes(app, 'dashboard on AAPL, order ticket included');
  // The chart's indicator menu, with an indicator's fields in it and its values in the legend.
  await app.getByRole('button', { name: 'Indicators' }).click();
  const indicators = app.getByRole('dialog', { name: 'Indicators' });
  await indicators.getByRole('combobox', { name: 'Indicator to add' }).selectOption({ label: 'MACD' });
  await indicators.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(app.getByTestId('indicator-legend-entry')).toHaveCount(1);
  await expectNoAxeViolations(app, 'indicator menu and legend', '[data-testid="chart"]');
  await indicators.getByRole('button', { name: 'Close' }).click();
  // The chart's tools row, with a compared symbol in the legend, alone.
  await app.getByRole('button', { name: 'Chart tools' }).click();
  const compareBox = app.getByRole('combobox', { name: 'Compare with a symbol' });
  await compareBox.fill('MSFT');
  await expect(app.getByRole('listbox', { name: 'Symbols to compare' }).getByRole('option').first()).toContainText(
    'MSFT',
  );
  await compareBox.press('Enter');
  await expect(app.getByRole('list', { name: 'Compared symbols' }).getByTestId('compare-value-MSFT')).toHaveAttribute(
    'data-value',
    /\d/,
  );
  await expectNoAxeViolationsInBothThemes(app, 'chart tools and a compared symbol', '[data-testid="chart"]');
  // The chart area as a 2x2 grid: the arrangement, each chart's link group, symbol and timespan boxes.
  await app.getByRole('radio', { name: 'Four charts, 2 by 2' }).click();
  await expect(app.getByRole('group', { name: 'Chart 4', exact: true }).getByTestId('chart')).toHaveAttribute(
    'data-bar-count',
    /^[1-9]\d+$/,
  );
  await expectNoAxeViolations(app, 'chart grid', '[data-testid="chart-area"]');
  await app.getByRole('radio', { name: 'One chart' }).click();
  // The header's Alerts panel (its form, list and log), alone.
  await app.locator('#alerts-button').click();
  const alerts = app.getByRole('region', { name: 'Alerts' });
  await expect(alerts.getByRole('form', { name: 'New alert' })).toBeVisible();
  await expect(alerts.getByText('Loading', { exact: false })).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(app, 'alerts panel', '#alerts-panel');
  await app.keyboard.press('Escape');
  await expect(alerts).toHaveCount(0);
  // Profile, open with the dashboard, was read with it.
  await scanFundamentalsTabs(app, STOCK_TABS.slice(1));

  await openOn(app, env.E2E_BASE_URL, 'SPY');
  await expect(fundamentals(app)).toHaveAttribute('data-category', 'US_ETF');
  await scanFundamentalsTabs(app, FUND_TABS);
});

test('every screener and a sector page have no accessibility violations', async ({ app, env }) => {
  test.slow();
  const SCREENERS = 'section[aria-label="Screeners"]';
  await openOn(app, env.E2E_BASE_URL, 'AAPL');
  await app.getByRole('tab', { name: 'Screeners' }).click();
  const picker = app.getByRole('combobox', { name: 'Screener' });
  await expect(picker.locator('option', { hasText: 'Market sectors' })).toHaveCount(1);
  const labels = await picker.locator('option').allTextContents();
  for (const label of labels) {
    await picker.selectOption({ label });
    const rows = app.getByTestId(label === 'Market sectors' ? 'sector-row' : 'screener-row');
    await expect(rows.first().or(app.getByText('No stocks match right now.'))).toBeVisible();
    await expectNoAxeViolationsInBothThemes(app, `screener ${label}`, SCREENERS);
  }
  await app.getByTestId('sector-row').first().getByRole('button').first().click();
  await expect(app.getByRole('button', { name: '← All sectors' })).toBeVisible();
  await expect(app.getByTestId('screener-row').first()).toBeVisible();
  await expectNoAxeViolationsInBothThemes(app, 'sector detail', SCREENERS);
});

test('the watchlist and its dialogs have no accessibility violations', async ({ app, env, sim }) => {
  test.slow();
  const prefix = 'e2e-a11y ';
  await deleteSimWatchlists(sim, prefix);
  try {
    await openOn(app, env.E2E_BASE_URL, 'AAPL');
    const name = `${prefix}${String(Date.now())}`;
    await createListInUi(app, name);
    await app.getByRole('button', { name: 'Add to watchlist' }).click();
    await expect(app.getByTestId('watchlist-row').first()).toBeVisible();
    await expectNoAxeViolationsInBothThemes(app, 'watchlist', 'section[aria-label="Watchlists"]');
    // A dialog covers the page, toggle included, so each theme opens the three dialogs once.
    // A dialog leaves the page behind it as it was (aria-modal, nothing hidden), so it is
    // scanned alone.
    for (const theme of ['dark', 'light'] as const) {
      if ((await shownTheme(app)) !== theme) {
        await app.getByRole('button', { name: 'Toggle theme' }).click();
        await expectTheme(app, theme);
      }
      for (const [button, role, dialogName] of [
        ['New list', 'dialog', 'New watchlist'],
        ['Rename', 'dialog', /^Rename/],
        ['Delete', 'alertdialog', 'Delete watchlist?'],
      ] as const) {
        await app.getByRole('button', { name: button, exact: true }).click();
        const dialog = app.getByRole(role, { name: dialogName });
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(app, `${button} dialog (${theme})`, `[role="${role}"]`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
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
  test.slow();
  // The ticket as it opens is part of the dashboard scanned whole in the journey above.
  await openOn(app, env.E2E_BASE_URL, 'AAPL');
  await reviewOrder(app, { quantity: '1', orderType: 'Limit', limit: '1.00' });
  await expectNoAxeViolationsInBothThemes(app, 'order ticket review', '[data-testid="order-ticket"]');

  await app.getByRole('tab', { name: 'Orders', exact: true }).click();
  const statuses = app.getByRole('tablist', { name: 'Orders by status' }).getByRole('tab');
  for (const status of await statuses.allTextContents()) {
    const tab = statuses.filter({ hasText: status });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolationsInBothThemes(app, `orders ${status}`, '[data-testid="orders-panel"]');
  }
  await app.getByRole('tab', { name: 'Positions', exact: true }).click();
  await expect(app.getByRole('tabpanel', { name: 'Positions' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(app, 'positions and balances', '[data-testid="positions-panel"]');
});
