// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { queryKeys } from '@src/api/query-keys';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveStore } from '@src/lib/live-store';
import { createQueryClient } from '@src/lib/query-client';
import { stubTradingBff, type TradingHandler } from '@src/testing/fake-trading-bff';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { ACCOUNT, balance, positionList, T0, tradingOrder } from '@src/testing/trading-fixtures';
import { PositionsPanel } from './positions-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HELD = [
  { symbol: 'AAPL', quantity: '10', cost_price: '180.00', last_price: '185.00', unrealized_pl: '50.00' },
  { symbol: 'TSLA', quantity: '-5', cost_price: '250.00', last_price: '240.00', unrealized_pl: '50.00' },
];

const HOUR = 3_600_000;
const fill = (
  id: string,
  symbol: string,
  side: 'BUY' | 'SELL' | 'SHORT',
  quantity: string,
  price: string,
  at: number,
) => ({
  execution_id: id,
  client_order_id: `o-${id}`,
  symbol,
  side,
  quantity,
  price,
  executed_at: at,
});
// Newest first, as the BFF lists them: 4 of the 10 AAPL bought today at 186.00, an MSFT round
// trip today (+3.00 realised), and the TSLA short opened on an earlier day.
const EXECUTIONS = [
  fill('4', 'AAPL', 'BUY', '4', '186.00', T0 - HOUR),
  fill('3', 'MSFT', 'SELL', '2', '401.50', T0 - HOUR),
  fill('2', 'MSFT', 'BUY', '2', '400.00', T0 - 2 * HOUR),
  fill('1', 'TSLA', 'SHORT', '5', '250.00', T0 - 24 * HOUR),
];

const snapshot = (symbol: string, price: string, preClose: string) => ({
  symbol,
  instrument_id: `id-${symbol}`,
  price,
  open: price,
  high: price,
  low: price,
  pre_close: preClose,
  volume: '1000',
  change: '0',
  change_ratio: '0',
  last_trade_time: T0,
  received_at: T0,
});

/** An exit working against the AAPL position: a protective stop. */
const STOP = tradingOrder({
  client_order_id: 'stop-1',
  symbol: 'AAPL',
  side: 'SELL',
  order_type: 'STOP_LOSS',
  quantity: '10',
  limit_price: undefined,
  stop_price: '170.00',
});

function setup(override?: TradingHandler) {
  const bff = stubTradingBff(
    {
      orders: [{ ...STOP }],
      balance: balance({ settled_cash: '45000.00', unsettled_cash: '5000.00' }),
      positions: positionList(HELD),
      executions: EXECUTIONS,
      marketTime: T0,
    },
    (method, url, body) => {
      if (url.pathname === '/api/snapshots')
        return { body: [snapshot('AAPL', '185.00', '184.00'), snapshot('TSLA', '240.00', '242.00')] };
      return override?.(method, url, body);
    },
  );
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  const client = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={client}>
      <LiveStoreContext.Provider value={store}>
        <PositionsPanel accountId={ACCOUNT} />
      </LiveStoreContext.Provider>
    </QueryClientProvider>,
  );
  return { bff, client, wire, frames, user: userEvent.setup() };
}

const rowOf = (symbol: string) => {
  const row = screen.getAllByTestId('position-row').find((r) => r.dataset.symbol === symbol);
  if (row === undefined) throw new Error(`no row for ${symbol}`);
  return row;
};

const stripText = (id: string) =>
  within(screen.getByLabelText('Balances (USD)')).getByTestId(`balance-${id}`).textContent;

test('the balances strip shows buying power, cash with its settled part, and the figures the rows add up to', async () => {
  setup();
  await screen.findByLabelText('Balances (USD)');
  expect(stripText('buying-power')).toBe('Buying power100,000.00');
  expect(stripText('cash')).toBe('Cash50,000.00');
  expect(stripText('settled')).toBe('Settled45,000.00');
  expect(stripText('unsettled')).toBe('Unsettled5,000.00');
  // Not the broker's 75,000.00 / -120.50 / +1,250.00 read earlier: the rows' own figures.
  await waitFor(() => {
    expect(stripText('day-pl')).toBe('Day P&L+15.00');
  });
  expect(stripText('market-value')).toBe('Market value650.00');
  expect(stripText('net-liquidation')).toBe('Net liquidation50,650.00');
  expect(stripText('realized-pl')).toBe('Realized today+3.00');
  expect(stripText('unrealized-pl')).toBe('Unrealized P&L+100.00');
});

test("each position's P&L follows the streamed price, the day's from each lot's own start, and the strip with it", async () => {
  const { wire, frames } = setup();
  await screen.findByRole('table', { name: 'Positions' });
  // AAPL: 6 held overnight from 184.00 (+6.00), 4 bought today at 186.00 (-4.00).
  await waitFor(() => {
    expect(within(rowOf('AAPL')).getByTestId('position-day').textContent).toBe('+2.00');
  });
  expect(within(rowOf('AAPL')).getByTestId('position-unrealized').textContent).toBe('+50.00');
  expect(within(rowOf('TSLA')).getByTestId('position-day').textContent).toBe('+10.00');

  await act(() => Promise.resolve());
  act(() => {
    wire.push({
      kind: 'quote',
      symbol: 'AAPL',
      data: { symbol: 'AAPL', price: '190.05', pre_close: '184.00', trade_time: T0, source: 'stream', received_at: T0 },
    });
    frames.run();
  });
  const aapl = rowOf('AAPL');
  expect(within(aapl).getByTestId('position-last').textContent).toBe('190.05');
  expect(within(aapl).getByTestId('position-unrealized').textContent).toBe('+100.50');
  expect(within(aapl).getByTestId('position-day').textContent).toBe('+52.50');
  expect(aapl.textContent).toContain('1,900.50');
  // The same tick moves the strip: 50,000.00 + 1,900.50 - 1,200.00, and +52.50 + 10.00 + 3.00.
  expect(stripText('net-liquidation')).toBe('Net liquidation50,700.50');
  expect(stripText('day-pl')).toBe('Day P&L+65.50');
});

test("after a fill the day's figures wait for its execution: dashes, never a split the fills do not support", async () => {
  let filled = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { client } = setup(async (method, url) => {
    if (method !== 'GET' || !url.pathname.endsWith('/executions') || !filled) return undefined;
    await held;
    const executions = [fill('5', 'AAPL', 'BUY', '4', '187.00', T0 - 60_000), ...EXECUTIONS];
    return { body: { account_id: ACCOUNT, executions, truncated: false, fetched_at: 2 } };
  });
  await waitFor(() => {
    expect(stripText('day-pl')).toBe('Day P&L+15.00');
  });
  // The account's push after a fill: 4 more AAPL, while the executions read before say 10.
  filled = true;
  await act(async () => {
    client.setQueryData(
      queryKeys.positions(ACCOUNT),
      positionList(HELD.map((p) => (p.symbol === 'AAPL' ? { ...p, quantity: '14' } : p))),
    );
    await Promise.resolve();
  });
  expect(within(rowOf('AAPL')).getByTestId('position-day').textContent).toBe('—');
  expect(stripText('day-pl')).toBe('Day P&L—');
  expect(stripText('realized-pl')).toBe('Realized today—');
  expect(stripText('net-liquidation')).toBe('Net liquidation51,390.00');
  release();
  // Read again: 6 overnight from 184.00 (+6.00), 4 at 186.00 and 4 at 187.00 (-4.00, -8.00).
  await waitFor(() => {
    expect(within(rowOf('AAPL')).getByTestId('position-day').textContent).toBe('-6.00');
  });
  expect(stripText('day-pl')).toBe('Day P&L+7.00');
});

test('Close takes two actions: the first says what it does, the second asks the BFF to close', async () => {
  const { bff, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Close AAPL position' }));
  const confirm = screen.getByRole('group', { name: 'Confirm close AAPL' });
  expect(within(confirm).getByTestId('close-preview').textContent).toBe(
    'Sell 10 AAPL at market, its exits cancelled first',
  );
  expect(bff.writes()).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Confirm close' }));

  expect((await screen.findByRole('status')).textContent).toBe(
    'Closing AAPL: Sell 10 AAPL at market, working · cancelled 1 exit (stop 170.00)',
  );
  expect(bff.writes()).toEqual([
    { method: 'POST', path: `/api/accounts/${ACCOUNT}/positions/AAPL/close`, query: '', body: {} },
  ]);
});

test('Close is disabled while its close works: a second press sends nothing', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { bff, user } = setup(async (method, url) => {
    if (method === 'POST' && url.pathname.endsWith('/close')) await held;
    return undefined;
  });
  await user.click(await screen.findByRole('button', { name: 'Close AAPL position' }));
  await user.click(screen.getByRole('button', { name: 'Confirm close' }));
  const button = screen.getByRole('button', { name: 'Close AAPL position' });
  expect(button).toHaveProperty('disabled', true);
  expect(button.textContent).toBe('Closing…');
  await user.click(button);
  expect(screen.queryByRole('group', { name: 'Confirm close AAPL' })).toBeNull();
  release();
  await screen.findByRole('status');
  expect(bff.writes()).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Close AAPL position' })).toHaveProperty('disabled', false);
});

test('a short is closed by buying it back; Keep sends nothing', async () => {
  const { bff, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Close TSLA position' }));
  expect(screen.getByTestId('close-preview').textContent).toBe('Buy 5 TSLA at market, its exits cancelled first');
  await user.click(screen.getByRole('button', { name: 'Keep' }));
  expect(screen.queryByRole('group', { name: 'Confirm close TSLA' })).toBeNull();
  expect(bff.writes()).toEqual([]);
});

test("a refusal is shown in the BFF's words", async () => {
  const { user } = setup((method, url) =>
    method === 'POST' && url.pathname.endsWith('/close')
      ? {
          status: 409,
          body: { error: { code: 'NOTHING_TO_CLOSE', message: 'Nothing of AAPL is left to close.' } },
        }
      : undefined,
  );
  await user.click(await screen.findByRole('button', { name: 'Close AAPL position' }));
  await user.click(screen.getByRole('button', { name: 'Confirm close' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Not closed: Nothing of AAPL is left to close.');
});
