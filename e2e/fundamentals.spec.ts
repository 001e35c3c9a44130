import type { Locator, Page } from '@playwright/test';
import { formatPrice, formatVolume } from '../src/lib/format-decimal';
import { expect, test } from './support/fixtures';
import { FUND_TABS, STOCK_TABS } from './support/fundamentals-tabs';
import { barTimeMs, fetchSimBars } from './support/sim-shapes';
import { fetchSimFundamental } from './support/sim-fundamentals';

// Each tab is compared with the simulator's own answer to the same operation, read the way a
// person reads the page: the figures shown, the rows of each table, the names of the pictures.

const fundamentals = (page: Page) => page.getByTestId('fundamentals');
const openTab = async (page: Page, name: string) => {
  await fundamentals(page).getByRole('tab', { name, exact: true }).click();
  await expect(fundamentals(page).getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
};
const bodyRows = (table: Locator) => table.locator('tbody tr');

test("a stock's fundamentals tabs show the simulator's figures for it", async ({ app, sim, env }) => {
  // Nine tabs, each compared with the simulator: three times the journey budget.
  test.slow();
  await app.goto(`${env.E2E_BASE_URL}/?symbol=AAPL&timespan=D`);
  const panel = fundamentals(app);
  await expect(panel).toHaveAttribute('data-category', 'US_STOCK');
  await expect(panel.getByRole('tab')).toHaveText([...STOCK_TABS]);

  // Profile
  const profile = (await fetchSimFundamental(sim, 'company-profile', 'AAPL')).data;
  await expect(panel.getByTestId('company-name')).toHaveText(profile.company_name ?? '');
  await expect(panel.getByTestId('figure-ceo')).toHaveText(profile.ceo ?? '');
  await expect(panel.getByTestId('figure-employees')).toHaveAttribute('data-value', profile.employees ?? '');

  // Analysts: the targets and the rating counts.
  await openTab(app, 'Analysts');
  const target = (await fetchSimFundamental(sim, 'analyst-target-price', 'AAPL')).data;
  const rating = (await fetchSimFundamental(sim, 'analyst-rating', 'AAPL')).data;
  await expect(panel.getByTestId('figure-target-mean')).toHaveText(formatPrice(target.mean ?? ''));
  await expect(panel.getByTestId('figure-target-low')).toHaveText(formatPrice(target.low ?? ''));
  await expect(panel.getByTestId('figure-target-high')).toHaveText(formatPrice(target.high ?? ''));
  await expect(
    panel.getByRole('img', {
      name: new RegExp(
        `^Analyst price targets: low ${formatPrice(target.low ?? '')}, mean ${formatPrice(target.mean ?? '')}, high ${formatPrice(target.high ?? '')}, last price `,
      ),
    }),
  ).toBeVisible();
  await expect(panel.getByTestId('figure-analysts')).toHaveText(rating.number ?? '');
  await expect(panel.getByTestId('figure-rating-buy')).toHaveText(rating.buy ?? '0');
  await expect(panel.getByTestId('figure-rating-hold')).toHaveText(rating.hold ?? '0');

  // Earnings: EPS per quarter in the picture, the calendar rows, the next date.
  await openTab(app, 'Earnings');
  const eps = (await fetchSimFundamental(sim, 'forecast-eps', 'AAPL')).data;
  const epsPicture = panel.getByRole('img', { name: /^EPS actual vs estimate per quarter/ });
  for (const row of eps) {
    const actual = row.actual == null ? 'not reported' : formatPrice(row.actual);
    await expect(epsPicture).toHaveAccessibleName(
      new RegExp(`Q${row.fiscal_period} ${row.fiscal_year}: Actual EPS ${actual.replace('.', '\\.')}`),
    );
  }
  const calendar = (await fetchSimFundamental(sim, 'earnings-calendar', 'AAPL')).data;
  const calendarTable = panel.getByRole('table', { name: 'Earnings calendar' });
  await expect(bodyRows(calendarTable)).toHaveCount(calendar.length);
  // The next report is the first quarter the simulator has no actual EPS for.
  const next = calendar.find((row) => row.eps_actual == null);
  await expect(panel.getByTestId('figure-next-earnings-date')).toHaveText(next?.expected_publish_date ?? '—');
  const alert = (await fetchSimFundamental(sim, 'financial-alert', 'AAPL')).data;
  await expect(panel.getByTestId('figure-alert-eps-est')).toHaveText(formatPrice(alert.eps_est ?? ''));
  await expect(panel.getByTestId('figure-alert-window')).toHaveAttribute('data-value', alert.start_date ?? '');

  // Dividends: the calendar, newest ex-date first.
  await openTab(app, 'Dividends');
  const dividends = (await fetchSimFundamental(sim, 'dividend-calendar', 'AAPL')).data;
  const dividendTable = panel.getByRole('table', { name: 'Dividend calendar' });
  await expect(bodyRows(dividendTable)).toHaveCount(dividends.length);
  const newest = [...dividends].sort((a, b) => b.ex_div_date.localeCompare(a.ex_div_date))[0];
  if (newest !== undefined) {
    await expect(bodyRows(dividendTable).first().locator('th')).toHaveText(newest.ex_div_date);
    await expect(bodyRows(dividendTable).first().locator('td').first()).toContainText(formatPrice(newest.amount ?? ''));
  }

  // Capital flow: one row per day, the newest first.
  await openTab(app, 'Capital flow');
  const flows = (await fetchSimFundamental(sim, 'capital-flow', 'AAPL', [['count', '5']])).data;
  const flowTable = panel.getByRole('table', { name: 'Capital flow by day' });
  await expect(bodyRows(flowTable)).toHaveCount(flows.length);
  const lastDay = [...flows].sort((a, b) => b.date.localeCompare(a.date))[0];
  if (lastDay !== undefined)
    await expect(bodyRows(flowTable).first().locator('td').first()).toHaveText(formatVolume(lastDay.large_in ?? ''));

  // Industry: the ranking, the symbol highlighted at its rank.
  await openTab(app, 'Industry');
  const industry = (await fetchSimFundamental(sim, 'industry-comparison', 'AAPL', [['sort_by', 'EPS_TTM']])).data;
  const ranking = panel.getByRole('table', { name: 'Industry ranking' });
  await expect(bodyRows(ranking)).toHaveCount(industry.data.length);
  const own = industry.data.find((row) => row.symbol === 'AAPL');
  expect(own, 'AAPL is in its own industry comparison').toBeDefined();
  await expect(ranking.locator('tbody tr.font-semibold th')).toHaveText(String(own?.rank));
  await expect(panel.getByRole('img', { name: /AAPL highlighted$/ })).toBeVisible();

  // Statements: annual income by default, periods oldest first; quarterly on request.
  await openTab(app, 'Statements');
  const income = (
    await fetchSimFundamental(sim, 'income', 'AAPL', [
      ['type', 'ANNUAL'],
      ['count', '5'],
    ])
  ).data;
  const incomeTable = panel.getByRole('table', { name: 'Income statement, annual' });
  const oldestFirst = [...income].sort((a, b) => a.end_date.localeCompare(b.end_date));
  await expect(incomeTable.locator('thead th')).toHaveText([
    'Line item',
    ...oldestFirst.map((p) => `FY ${p.fiscal_year}`),
    'Trend',
  ]);
  const netIncome = bodyRows(incomeTable).filter({
    has: app.getByRole('rowheader', { name: 'Net income', exact: true }),
  });
  await expect(netIncome.locator('td').first()).toHaveText(formatVolume(oldestFirst[0]?.net_income ?? ''));
  await expect(netIncome.getByRole('img', { name: /^Net income trend: (up|down|unchanged) from / })).toBeVisible();
  await panel.getByRole('button', { name: 'Quarterly' }).click();
  const quarterly = (
    await fetchSimFundamental(sim, 'income', 'AAPL', [
      ['type', 'QUARTERLY'],
      ['count', '5'],
    ])
  ).data;
  const quarterlyTable = panel.getByRole('table', { name: 'Income statement, quarterly' });
  const newestQuarter = [...quarterly].sort((a, b) => b.end_date.localeCompare(a.end_date))[0];
  await expect(quarterlyTable.locator('thead th').nth(quarterly.length)).toHaveText(
    `Q${newestQuarter?.fiscal_period} ${newestQuarter?.fiscal_year}`,
  );
  await panel.getByRole('button', { name: 'Balance sheet' }).click();
  const balance = (
    await fetchSimFundamental(sim, 'balance-sheet', 'AAPL', [
      ['type', 'QUARTERLY'],
      ['count', '5'],
    ])
  ).data;
  const assets = bodyRows(panel.getByRole('table', { name: 'Balance sheet statement, quarterly' })).filter({
    has: app.getByRole('rowheader', { name: 'Total assets', exact: true }),
  });
  const newestBalance = [...balance].sort((a, b) => b.end_date.localeCompare(a.end_date))[0];
  await expect(assets.locator('td').nth(balance.length - 1)).toHaveText(
    formatVolume(newestBalance?.total_assets ?? ''),
  );

  // Indicators: one row per indicator the simulator reports.
  await openTab(app, 'Indicators');
  const indicators = (
    await fetchSimFundamental(sim, 'indicators', 'AAPL', [
      ['type', 'ANNUAL'],
      ['count', '5'],
    ])
  ).data;
  const reported = Object.values(indicators.values).filter((points) => points.length > 0).length;
  await expect(bodyRows(panel.getByRole('table', { name: 'Indicators, annual' }))).toHaveCount(reported);

  // Filings: every filing listed; simulated ones carry no address, so none is a link.
  await openTab(app, 'Filings');
  const filings = (await fetchSimFundamental(sim, 'filings', 'AAPL')).data;
  const list = panel.getByRole('list', { name: 'Filings' });
  await expect(list.getByRole('listitem')).toHaveCount(filings.filings.length);
  expect(filings.filings.every((f) => f.url == null)).toBe(true);
  await expect(list.getByRole('link')).toHaveCount(0);
});

test("an ETF shows the fund tabs, not the company ones, with the simulator's figures", async ({ app, sim, env }) => {
  // Nine tabs, each compared with the simulator: three times the journey budget.
  test.slow();
  await app.goto(`${env.E2E_BASE_URL}/?symbol=SPY&timespan=D`);
  const panel = fundamentals(app);
  await expect(panel).toHaveAttribute('data-category', 'US_ETF');
  await expect(panel.getByRole('tab')).toHaveText([...FUND_TABS]);
  for (const stockOnly of ['Analysts', 'Earnings', 'Statements'])
    await expect(panel.getByRole('tab', { name: stockOnly })).toHaveCount(0);

  const brief = (await fetchSimFundamental(sim, 'fund-brief', 'SPY')).data;
  await expect(panel.getByTestId('fund-name')).toHaveText(brief.name ?? 'SPY');
  await expect(panel.getByTestId('figure-aum')).toHaveAttribute('data-value', brief.aum ?? '');

  await openTab(app, 'Performance');
  const performance = (await fetchSimFundamental(sim, 'fund-performance', 'SPY')).data;
  await expect(panel.getByTestId('figure-return_1y')).toHaveAttribute('data-value', performance.return_1y ?? '');

  await openTab(app, 'Net value');
  const navs = (await fetchSimFundamental(sim, 'fund-net-value', 'SPY', [['count', '20']])).data;
  const latestNav = [...navs].sort((a, b) => b.date.localeCompare(a.date))[0];
  await expect(panel.getByTestId('figure-nav')).toHaveText(formatPrice(latestNav?.net_value ?? ''));
  await expect(bodyRows(panel.getByRole('table', { name: 'Net values' }))).toHaveCount(navs.length);

  await openTab(app, 'Holdings');
  const holdings = (await fetchSimFundamental(sim, 'fund-holdings', 'SPY')).data;
  const byWeight = [...holdings].sort((a, b) => Number(b.share_held_pct ?? 0) - Number(a.share_held_pct ?? 0));
  const holdingsTable = panel.getByRole('table', { name: 'Holdings' });
  await expect(holdingsTable.locator('tbody th')).toHaveText(byWeight.map((h) => h.target_symbol));

  await openTab(app, 'Distributions');
  const distributions = (await fetchSimFundamental(sim, 'fund-dividends', 'SPY')).data;
  await expect(bodyRows(panel.getByRole('table', { name: 'Distributions' }))).toHaveCount(distributions.data.length);

  await openTab(app, 'Rating');
  const ratings = (await fetchSimFundamental(sim, 'fund-rating', 'SPY')).data;
  for (const row of ratings) {
    if (row.rating_results != null)
      await expect(panel.getByTestId(`rating-${row.rating_cycle}`)).toHaveAttribute(
        'data-value',
        String(row.rating_results),
      );
  }

  await openTab(app, 'Splits');
  const splits = (await fetchSimFundamental(sim, 'fund-splits', 'SPY')).data;
  if (splits.length === 0) await expect(panel.getByText('No splits from the provider for this symbol.')).toBeVisible();
  else await expect(bodyRows(panel.getByRole('table', { name: 'Splits' }))).toHaveCount(splits.length);

  await openTab(app, 'Documents');
  const files = (await fetchSimFundamental(sim, 'fund-files', 'SPY')).data;
  await expect(panel.getByRole('list', { name: 'Fund documents' }).getByRole('listitem')).toHaveCount(files.length);

  await openTab(app, 'Allocation');
  const allocation = (await fetchSimFundamental(sim, 'fund-allocation', 'SPY')).data;
  const latest = [...allocation].sort((a, b) => b.date.localeCompare(a.date))[0];
  const classes = ['stock', 'bond', 'cash', 'preferred', 'convertible', 'other'] as const;
  await expect(bodyRows(panel.getByRole('table', { name: 'Asset allocation' }))).toHaveCount(
    classes.filter((c) => latest?.[c]?.ratio != null).length,
  );

  // A holding opens that symbol in the dashboard.
  await openTab(app, 'Holdings');
  const first = byWeight[0]?.target_symbol ?? '';
  await holdingsTable.getByRole('button', { name: first, exact: true }).click();
  await expect(app).toHaveURL(new RegExp(`[?&]symbol=${first}\\b`));
  await expect(panel).toHaveAttribute('data-category', 'US_STOCK');
});

test("the daily chart marks the simulator's earnings and ex-dividend dates, and the key hides them", async ({
  app,
  sim,
  env,
}) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=AAPL&timespan=D`);
  const chart = app.getByTestId('chart');
  const bars = await fetchSimBars(sim, { symbol: 'AAPL', timespan: 'D', count: 300 });
  await expect(chart).toHaveAttribute('data-bar-count', String(bars.length));
  const day = (time: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(barTimeMs(time)));
  const firstDay = day(bars.at(-1)?.time ?? '');
  const lastDay = day(bars[0]?.time ?? '');
  const earnings = (await fetchSimFundamental(sim, 'earnings-calendar', 'AAPL')).data;
  const dividends = (await fetchSimFundamental(sim, 'dividend-calendar', 'AAPL')).data;
  const inRange = (date: string) => date >= firstDay && date <= lastDay;
  const expected =
    earnings.filter((row) => inRange(row.expected_publish_date)).length +
    dividends.filter((row) => inRange(row.ex_div_date)).length;
  expect(expected, 'the simulator has events within the daily bars').toBeGreaterThan(0);
  await expect(chart).toHaveAttribute('data-marker-count', String(expected));

  const toggle = chart.getByRole('button', { name: 'Events' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(chart).toHaveAttribute('data-marker-count', '0');
  await toggle.click();
  await expect(chart).toHaveAttribute('data-marker-count', String(expected));

  // Intraday charts carry no calendar markers.
  await app.getByRole('radiogroup', { name: 'Timespan' }).locator('[data-timespan="M5"]').click();
  await expect(chart).toHaveAttribute('data-marker-count', '0');
  await expect(chart.getByRole('button', { name: 'Events' })).toHaveCount(0);
});
