import { expect, test } from './support/fixtures';
import { simSnapshotListSchema } from './support/sim-shapes';

// Extended-hours and overnight prices are part of the quote panel; the BFF asks for them.
const FIELDS = [
  'price',
  'change',
  'change_ratio',
  'open',
  'high',
  'low',
  'pre_close',
  'close',
  'volume',
  'bid',
  'ask',
  'bid_size',
  'ask_size',
  'last_trade_time',
  'extend_hour_last_price',
  'ovn_price',
  'ovn_bid',
  'ovn_ask',
  'turnover',
  'eps',
  'eps_ttm',
  'bps',
] as const;

test("a symbol found from the keyboard shows the simulator's quote", async ({ app, sim }) => {
  await app.keyboard.press('/');
  const search = app.getByRole('combobox', { name: 'Search symbols' });
  await expect(search).toBeFocused();
  await search.pressSequentially('micros');
  await expect(app.getByRole('option').first()).toContainText('MSFT');
  await app.keyboard.press('Enter');

  await expect(app).toHaveURL(/[?&]symbol=MSFT\b/);
  await expect(app.getByTestId('quote-symbol')).toContainText('MSFT');
  const [expected] = simSnapshotListSchema.parse(
    await sim.get('/market-data/stocks/snapshots/list', [
      ['symbols', 'MSFT'],
      ['category', 'US_STOCK'],
      ['extend_hour_required', 'true'],
      ['overnight_required', 'true'],
    ]),
  );
  if (!expected) throw new Error('the simulator returned no snapshot for MSFT');
  for (const field of FIELDS) {
    await expect(app.getByTestId(`quote-${field}`), field).toHaveAttribute('data-value', String(expected[field]));
  }
  await expect(app.getByTestId('quote-price')).toContainText(expected.price);
});

test('Ctrl+K also opens the search, and a name nobody lists says so', async ({ app }) => {
  await app.keyboard.press('Control+k');
  const search = app.getByRole('combobox', { name: 'Search symbols' });
  await expect(search).toBeFocused();
  await search.pressSequentially('qqxz');
  await expect(app.getByText(/No symbols match/)).toBeVisible();
});

test('an unknown symbol in the address gets a clear message, not a blank screen', async ({ app, env }) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=ZZZZ&timespan=D`);
  await expect(app.getByRole('alert').filter({ hasText: 'Unknown symbol ZZZZ' }).first()).toBeVisible();
  await expect(app.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
});
