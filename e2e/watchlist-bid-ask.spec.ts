import { expect, test } from './support/fixtures';
import { formatPrice } from '../src/lib/format-decimal';
import { deleteSimWatchlists } from './support/sim-research';
import { simSnapshotListSchema } from './support/sim-shapes';
import { publishTrade, resetStreamControls } from './support/stream-control';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

const LIST_PREFIX = 'e2e-bidask ';
const SYMBOL = 'NVDA';

test.afterEach(async ({ env, sim }) => {
  await resetStreamControls(env.E2E_SIM_URL);
  await deleteSimWatchlists(sim, LIST_PREFIX);
});

test("the watchlist's bid and ask follow the stream, as the quote panel's do", async ({ app, env, sim }) => {
  const readSimBook = async () => {
    const [snapshot] = simSnapshotListSchema.parse(
      await sim.get('/market-data/stocks/snapshots/list', [
        ['symbols', SYMBOL],
        ['category', 'US_STOCK'],
        ['extend_hour_required', 'true'],
        ['overnight_required', 'true'],
      ]),
    );
    if (snapshot === undefined) throw new Error(`the simulator returned no snapshot for ${SYMBOL}`);
    return snapshot;
  };
  await app.goto(`${env.E2E_BASE_URL}/?symbol=${SYMBOL}&timespan=M1`);
  await expect(app.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live');
  const name = `${LIST_PREFIX}${String(Date.now())}`;
  await createListInUi(app, name);
  await app.getByRole('combobox', { name: `Add a symbol to ${name}` }).fill(SYMBOL);
  await app
    .getByRole('listbox', { name: 'Symbols to add' })
    .getByRole('option', { name: new RegExp(`^${SYMBOL}\\b`) })
    .click();
  await app.getByText('Columns', { exact: true }).click();
  await app.getByRole('checkbox', { name: 'Bid / Ask' }).check();
  const row = app.locator(`[data-testid="watchlist-row"][data-symbol="${SYMBOL}"]`);
  const bidAsk = row.locator('td[data-column="bid_ask"]');
  const before = await readSimBook();
  await expect(bidAsk).toHaveText(`${formatPrice(before.bid)} / ${formatPrice(before.ask)}`);

  // A trade well away from the current price moves the simulator's book with it; the BFF has
  // the row's snapshot already and, with the stream up, asks for no other.
  const price = (Math.round(Number(before.price) * 100) / 100 + 3.17).toFixed(2);
  await publishTrade(env.E2E_SIM_URL, SYMBOL, price);
  const after = await readSimBook();
  expect(after.bid).not.toBe(before.bid);
  await expect(row.getByTestId('watchlist-last')).toHaveAttribute('data-value', after.price);
  await expect(bidAsk).toHaveText(`${formatPrice(after.bid)} / ${formatPrice(after.ask)}`);
  // The quote panel shows the same book.
  await expect(app.getByTestId('quote-bid')).toHaveAttribute('data-value', after.bid);
  await expect(app.getByTestId('quote-ask')).toHaveAttribute('data-value', after.ask);
  await deleteListInUi(app, name);
});
