import { expect, test } from 'vitest';
import type { Balance, PositionList } from '@contracts/portfolio';
import { createFakeClock } from '../testing/fake-clock';
import { ACCOUNT_RETRY_MS, createAccountPusher } from './account-pusher';
import { createTradingFeed, type TradingEvent } from './trading-feed';

const ACCOUNT = 'ACC1';
const balance: Balance = {
  account_id: ACCOUNT,
  currency: 'USD',
  cash: '1000.00',
  buying_power: '1000.00',
  market_value: '0.00',
  net_liquidation: '1000.00',
  unrealized_pl: '0.00',
  day_pl: '0.00',
  fetched_at: 0,
};
const positions: PositionList = { account_id: ACCOUNT, positions: [], fetched_at: 0 };

/** A pusher over a broker whose first `failures` balance reads are refused. */
function setup(failures: number) {
  const clock = createFakeClock(0);
  const feed = createTradingFeed();
  feed.setAccounts([ACCOUNT]);
  const pushed: TradingEvent[] = [];
  feed.onEvent((event) => pushed.push(event));
  const log: string[] = [];
  let reads = 0;
  const pusher = createAccountPusher({
    portfolio: {
      balance: () => {
        reads += 1;
        return reads <= failures
          ? Promise.reject(new Error('The broker asked us to slow down'))
          : Promise.resolve(balance);
      },
      positions: () => Promise.resolve(positions),
    },
    feed,
    clock,
    log: (line) => log.push(line),
  });
  /** Runs timers one by one, letting each read settle, until none is left. */
  const settle = async () => {
    do await new Promise((resolve) => setImmediate(resolve));
    while (clock.runNext());
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { clock, pusher, pushed, log, reads: () => reads, settle };
}

test('a refresh refused by the broker is tried again until the browsers get the account', async () => {
  const { pusher, pushed, log, reads, settle, clock } = setup(2);
  pusher.refresh(ACCOUNT);
  for (let i = 0; i < 4; i += 1) await settle();
  expect(pushed).toEqual([{ kind: 'account', accountId: ACCOUNT, data: { balance, positions } }]);
  expect(reads()).toBe(3);
  expect(log).toEqual([
    'balance refresh of ACC1 failed: The broker asked us to slow down; trying again in 1 s',
    'balance refresh of ACC1 failed: The broker asked us to slow down; trying again in 2 s',
  ]);
  // The tries waited for the settle time and then the first two waits.
  expect(clock.now()).toBe(250 + 1_000 + 2_000);
});

test('after the last wait it stops trying, says so, and a later change starts again', async () => {
  const { pusher, pushed, log, reads, settle } = setup(ACCOUNT_RETRY_MS.length + 1);
  pusher.refresh(ACCOUNT);
  for (let i = 0; i < ACCOUNT_RETRY_MS.length + 2; i += 1) await settle();
  expect(pushed).toEqual([]);
  expect(reads()).toBe(ACCOUNT_RETRY_MS.length + 1);
  expect(log.at(-1)).toBe(
    'balance refresh of ACC1 failed: The broker asked us to slow down; the next change or read brings it',
  );
  pusher.refresh(ACCOUNT);
  await settle();
  expect(pushed).toHaveLength(1);
});

test('closed, it tries nothing more', async () => {
  const { pusher, reads, settle, clock } = setup(1);
  pusher.refresh(ACCOUNT);
  // The first read, refused: its retry is waiting when the BFF stops.
  clock.advance(250);
  await new Promise((resolve) => setImmediate(resolve));
  pusher.close();
  await settle();
  expect(reads()).toBe(1);
});

test('a new change while a failed refresh waits is read after the settle time, not the rest of the wait', async () => {
  const { pusher, pushed, clock } = setup(1);
  pusher.refresh(ACCOUNT);
  clock.advance(250);
  await new Promise((resolve) => setImmediate(resolve));
  // The first read was refused; its retry waits 1 s. A fill arrives 100 ms later.
  clock.advance(100);
  pusher.refresh(ACCOUNT);
  clock.advance(250);
  await new Promise((resolve) => setImmediate(resolve));
  expect(pushed).toHaveLength(1);
  expect(clock.now()).toBe(600);
});
