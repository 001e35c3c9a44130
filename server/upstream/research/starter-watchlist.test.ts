import { expect, test } from 'vitest';
import type { Watchlist } from '@contracts/watchlists';
import { createStarterWatchlist, STARTER_WATCHLIST, withStarterWatchlist } from './starter-watchlist';
import type { WatchlistService } from './watchlist-service';

/** The provider's lists in memory, with the calls made to it. */
function fakeLists(initial: string[] = []) {
  const lists: Watchlist[] = initial.map((name, sort) => ({
    id: `w${String(sort)}`,
    name,
    sort,
    create_time: '',
    update_time: '',
  }));
  const calls: string[] = [];
  let failNextCreate = false;
  const unused = () => Promise.reject(new Error('not used by the starter list'));
  const service: WatchlistService = {
    rename: unused,
    instruments: unused,
    removeSymbol: unused,
    reorder: unused,
    onChange: () => () => undefined,
    forget: () => undefined,
    list: () => {
      calls.push('list');
      return Promise.resolve([...lists]);
    },
    create: (name: string) => {
      calls.push(`create ${name}`);
      if (failNextCreate) {
        failNextCreate = false;
        return Promise.reject(new Error('rate limited'));
      }
      const id = `w${String(lists.length)}`;
      lists.push({ id, name, sort: lists.length, create_time: '', update_time: '' });
      return Promise.resolve({ id });
    },
    add: (id: string, symbols: readonly string[]) => {
      calls.push(`add ${id} ${symbols.join(',')}`);
      return Promise.resolve();
    },
    remove: (id: string) => {
      lists.splice(
        lists.findIndex((list) => list.id === id),
        1,
      );
      return Promise.resolve();
    },
  };
  return {
    service,
    calls,
    lists,
    failNextCreate: () => {
      failNextCreate = true;
    },
  };
}

function brokerOver(fake: ReturnType<typeof fakeLists>, newAccount: boolean) {
  const logged: string[] = [];
  const starter = createStarterWatchlist(fake.service, { newAccount, log: (line) => logged.push(line) });
  return { broker: withStarterWatchlist({ watchlists: fake.service }, starter), starter, logged };
}

test('a new paper account reads its lists with the starter list in them, made once', async () => {
  const fake = fakeLists();
  const { broker } = brokerOver(fake, true);
  const [first, second] = await Promise.all([broker.watchlists.list(), broker.watchlists.list()]);
  expect(first.map((list) => list.name)).toEqual([STARTER_WATCHLIST.name]);
  expect(second).toEqual(first);
  expect(fake.calls.filter((call) => !call.startsWith('list'))).toEqual([
    `create ${STARTER_WATCHLIST.name}`,
    'add w0 AAPL,MSFT,NVDA,AMZN,GOOGL',
  ]);
});

test('deleted, the starter list stays gone; an account started over is offered it again', async () => {
  const fake = fakeLists();
  const { broker, starter } = brokerOver(fake, true);
  await broker.watchlists.list();
  await fake.service.remove('w0');
  expect(await broker.watchlists.list()).toEqual([]);
  starter.offerAgain();
  expect((await broker.watchlists.list()).map((list) => list.name)).toEqual([STARTER_WATCHLIST.name]);
});

test('an account that is not new, or already has lists, gets no starter list', async () => {
  const old = fakeLists();
  expect(await brokerOver(old, false).broker.watchlists.list()).toEqual([]);
  const kept = fakeLists(['Mine']);
  expect((await brokerOver(kept, true).broker.watchlists.list()).map((list) => list.name)).toEqual(['Mine']);
  expect([...old.calls, ...kept.calls].filter((call) => !call.startsWith('list'))).toEqual([]);
});

test('a refused starter list is said, the lists are answered, and the next read tries again', async () => {
  const fake = fakeLists();
  fake.failNextCreate();
  const { broker, logged } = brokerOver(fake, true);
  expect(await broker.watchlists.list()).toEqual([]);
  expect(logged).toEqual(['The starter watchlist was not made: rate limited']);
  expect((await broker.watchlists.list()).map((list) => list.name)).toEqual([STARTER_WATCHLIST.name]);
});
