import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  deleteSimWatchlists,
  simAllSectorIds,
  simRankingSymbols,
  simSectorDetail,
  simSectors,
  simWatchlists,
  simWatchlistSymbols,
} from './support/sim-research';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

function attributeList(app: Page, testId: string, attribute: string): Promise<(string | null)[]> {
  return app.getByTestId(testId).evaluateAll((rows, name) => rows.map((row) => row.getAttribute(name)), attribute);
}

async function openScreener(app: Page, label: string): Promise<void> {
  await app.getByRole('tab', { name: 'Screeners' }).click();
  await app.getByRole('combobox', { name: 'Screener' }).selectOption({ label });
}

/** Shown rows equal the simulator's ranking for the same parameters (the market clock is pinned). */
async function expectSameRanking(app: Page, expected: string[]): Promise<void> {
  if (expected.length === 0) {
    await expect(app.getByText('No stocks match right now.')).toBeVisible();
    return;
  }
  await expect.poll(() => attributeList(app, 'screener-row', 'data-symbol')).toEqual(expected);
  await expect(app.getByTestId('screener-fetched-at')).toContainText(/fetched \d\d:\d\d:\d\d/);
}

const RANKINGS = [
  {
    label: 'Gainers',
    kind: 'gainers-losers',
    params: { rank_type: 'DAY_1', sort_by: 'CHANGE_RATIO', direction: 'DESC' },
    change: { Rank: 'DAY_5' },
  },
  {
    label: 'Losers',
    kind: 'gainers-losers',
    params: { rank_type: 'DAY_1', sort_by: 'CHANGE_RATIO', direction: 'ASC' },
    change: {},
  },
  {
    label: 'Top active',
    kind: 'top-active',
    params: { rank_type: 'VOLUME', sort_by: 'VOLUME', direction: 'DESC' },
    change: { Rank: 'TURNOVER', 'Sort by': 'TURNOVER' },
  },
  { label: 'High dividend', kind: 'high-dividend', params: { sort_by: 'YIELD', direction: 'DESC' }, change: {} },
  {
    label: '52-week high/low',
    kind: 'week52',
    params: { rank_type: 'NEW_HIGH', sort_by: 'CHANGE_RATIO_52W', direction: 'ASC' },
    change: { Rank: 'NEAR_LOW' },
  },
] as const;

for (const ranking of RANKINGS) {
  test(`${ranking.label}: the rows match the simulator's ranking, also after changing a parameter`, async ({
    app,
    sim,
  }) => {
    await openScreener(app, ranking.label);
    await expectSameRanking(app, await simRankingSymbols(sim, ranking.kind, ranking.params));

    const changed: Record<string, string> = { ...ranking.params };
    for (const [picker, value] of Object.entries(ranking.change)) {
      await app.getByRole('combobox', { name: picker }).selectOption(value);
      changed[picker === 'Rank' ? 'rank_type' : 'sort_by'] = value;
    }
    if (Object.keys(ranking.change).length > 0)
      await expectSameRanking(app, await simRankingSymbols(sim, ranking.kind, changed));

    // A row opens its symbol in the quote panel.
    const first = await app.getByTestId('screener-row').first().getAttribute('data-symbol');
    if (first !== null) {
      await app.getByTestId('screener-row').first().getByRole('button', { name: first, exact: true }).click();
      await expect(app).toHaveURL(new RegExp(`[?&]symbol=${first.replace('.', '\\.')}\\b`));
    }
  });
}

test('market sectors match the simulator on one page, and a sector opens its stocks page by page', async ({
  app,
  sim,
}) => {
  await openScreener(app, 'Market sectors');
  const listParams = { agg_type: 'MARKET_VALUE', period: 'D1', direction: 'ASC' };
  const sectors = await simSectors(sim, listParams);
  // The provider pages the list; every sector is on the one screen, with no further page.
  expect(sectors.pagination_key, 'the simulator pages its sectors').toBeDefined();
  await expect
    .poll(() => attributeList(app, 'sector-row', 'data-sector-id'))
    .toEqual(await simAllSectorIds(sim, listParams));
  await expect(app.getByRole('button', { name: 'Next page' })).toBeDisabled();

  const sector = sectors.data[0];
  if (sector === undefined) throw new Error('the simulator lists no sector');
  await app.getByTestId('sector-row').first().getByRole('button', { name: sector.name }).click();
  await expect(app.getByRole('heading', { name: sector.name })).toBeVisible();
  const detailParams = { period: 'D1', sort_by: 'CHANGE_RATIO', direction: 'ASC' };
  const page1 = await simSectorDetail(sim, sector.id, detailParams);
  await expectSameRanking(
    app,
    page1.data.map((row) => row.symbol),
  );

  if (page1.pagination_key !== undefined) {
    await app.getByRole('button', { name: 'Next page' }).click();
    await expect(app.getByText('Page 2')).toBeVisible();
    const page2 = await simSectorDetail(sim, sector.id, { ...detailParams, pagination_key: page1.pagination_key });
    await expectSameRanking(
      app,
      page2.data.map((row) => row.symbol),
    );
    await app.getByRole('button', { name: 'Previous page' }).click();
    await expectSameRanking(
      app,
      page1.data.map((row) => row.symbol),
    );
  }
  await app.getByRole('button', { name: '← All sectors' }).click();
  await expect(app.getByTestId('sector-row').first()).toBeVisible();
});

test('Add all puts every row of a ranking into the open watchlist, in the ranking order', async ({ app, sim }) => {
  test.slow();
  const prefix = 'e2e-screener-all ';
  const name = `${prefix}${String(Date.now())}`;
  await deleteSimWatchlists(sim, prefix);
  try {
    await createListInUi(app, name);

    await openScreener(app, 'Gainers');
    const ranked = await simRankingSymbols(sim, 'gainers-losers', RANKINGS[0].params);
    // More rows than one add call takes, so the rows must go in several calls.
    expect(ranked.length).toBeGreaterThan(50);
    await expectSameRanking(app, ranked);
    await app.getByRole('button', { name: 'Add all to watchlist' }).click();
    // The rows go in calls of 50, one after another, each followed by a fresh read of the list
    // and the new rows drawn; at a load average of 28 four calls took 55 s, so this step may
    // wait four minutes. A wait for correctness, not a claim about speed.
    await expect(
      app
        .getByRole('status')
        .filter({ hasText: `to “${name}”` })
        .first(),
    ).toBeVisible({ timeout: 240_000 });
    const id = (await simWatchlists(sim)).find((list) => list.name === name)?.watchlist_id;
    if (id === undefined) throw new Error(`the simulator has no watchlist named ${name}`);
    await expect.poll(() => simWatchlistSymbols(sim, id)).toEqual(ranked);
    await deleteListInUi(app, name);
  } finally {
    // Only what a failed run left: the journey deletes its list through the UI.
    await deleteSimWatchlists(sim, prefix);
  }
});
