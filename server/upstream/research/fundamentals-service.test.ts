import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import { FundamentalKindError, createFundamentalsService } from './fundamentals-service';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { InstrumentIndex } from '../market-data/instrument-search';
import type { OperationName } from '../client/operations';
import { marketDataScheduler } from '../testing/market-data-scheduler';
import { indexDirectory } from '../market-data/symbol-directory';
import { UnknownSymbolError, UpstreamTransportError } from '../client/upstream-errors';
import { createDurableAnswers } from '../client/durable-answers';
import { memoryAnswerStore } from '../testing/memory-answer-store';

const index = new InstrumentIndex([
  { symbol: 'AAPL', name: 'Apple Inc.', exchange_code: 'NAS', category: 'US_STOCK', instrument_id: '1' },
  { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', exchange_code: 'ARCA', category: 'US_ETF', instrument_id: '2' },
]);

const ANSWERS: Partial<Record<OperationName, unknown>> = {
  'fundamentals:capital-flow': [
    {
      date: '20261118',
      large_in: '10',
      large_out: '5',
      medium_in: '3',
      medium_out: '2',
      small_in: '1',
      small_out: '1',
    },
  ],
  'fundamentals:income': [
    { fiscal_year: 2026, fiscal_period: 3, end_date: '2026-09-30', diluted_eps_incl_extra: '1.18' },
  ],
  'fundamentals:fund-holdings': [{ target_symbol: 'AAPL', share_held_pct: '6.50' }],
  'fundamentals:company-profile': { symbol: 'AAPL', company_name: 7 },
};

function setup(store = memoryAnswerStore(), clock = createFakeClock(0)) {
  const calls: { operation: OperationName; query: Record<string, string> }[] = [];
  const client: UpstreamClient = {
    async call(operation: OperationName, options: CallOptions = {}) {
      calls.push({ operation, query: Object.fromEntries(options.query ?? []) });
      await new Promise<void>((resolve) => setImmediate(resolve));
      return ANSWERS[operation];
    },
  };
  const scheduler = marketDataScheduler(clock);
  return {
    clock,
    calls,
    service: createFundamentalsService({
      client,
      scheduler,
      symbols: indexDirectory(index),
      clock,
      generation: 'v3',
      durable: createDurableAnswers({ store, scope: 'paper', now: () => clock.now(), log: () => {} }),
    }),
  };
}

test('the category comes from the lookup, a fund operation goes with US_STOCK, and the extras keep a stable order', async () => {
  const { calls, service } = setup();
  const answer = await service.get('income', { symbol: 'aapl', count: 8, type: 'ANNUAL' });
  expect(answer).toEqual({
    symbol: 'AAPL',
    fetched_at: 0,
    data: [{ fiscal_year: 2026, fiscal_period: 3, end_date: '2026-09-30', diluted_eps_incl_extra: '1.18' }],
  });
  expect(calls).toEqual([
    { operation: 'fundamentals:income', query: { symbol: 'AAPL', category: 'US_STOCK', type: 'ANNUAL', count: '8' } },
  ]);
  // An ETF (US_ETF in the lookup) is asked for with US_STOCK, as the official samples ask.
  await service.get('fund-holdings', { symbol: 'SPY' });
  expect(calls[1]).toEqual({ operation: 'fundamentals:fund-holdings', query: { symbol: 'SPY', category: 'US_STOCK' } });
});

test('identical requests share one call; each operation keeps its answer as long as its policy says', async () => {
  const { clock, calls, service } = setup();
  await Promise.all([service.get('capital-flow', { symbol: 'AAPL' }), service.get('capital-flow', { symbol: 'AAPL' })]);
  await service.get('income', { symbol: 'AAPL' });
  expect(calls).toHaveLength(2);
  clock.advance(5 * 60_000 + 1);
  await service.get('capital-flow', { symbol: 'AAPL' });
  await service.get('income', { symbol: 'AAPL' });
  expect(calls.map((c) => c.operation)).toEqual([
    'fundamentals:capital-flow',
    'fundamentals:income',
    'fundamentals:capital-flow',
  ]);
  // Statements are kept a day (fundamentals-cache-policy.ts).
  clock.advance(24 * 60 * 60_000);
  await service.get('income', { symbol: 'AAPL' });
  expect(calls).toHaveLength(4);
  // Other parameters are another request.
  await service.get('income', { symbol: 'AAPL', count: 2 });
  expect(calls).toHaveLength(5);
});

test('a stock operation for an ETF, a fund operation for a stock and an unknown symbol cost no call', async () => {
  const { calls, service } = setup();
  await expect(service.get('analyst-rating', { symbol: 'SPY' })).rejects.toBeInstanceOf(FundamentalKindError);
  await expect(service.get('fund-brief', { symbol: 'AAPL' })).rejects.toThrow('AAPL is not a fund');
  await expect(service.get('filings', { symbol: 'ZZZZ' })).rejects.toEqual(new UnknownSymbolError(['ZZZZ']));
  expect(calls).toEqual([]);
});

test('an answer outside the contract is a failed call and is not cached', async () => {
  const { calls, service } = setup();
  await expect(service.get('company-profile', { symbol: 'AAPL' })).rejects.toBeInstanceOf(UpstreamTransportError);
  await expect(service.get('company-profile', { symbol: 'AAPL' })).rejects.toBeInstanceOf(UpstreamTransportError);
  expect(calls).toHaveLength(2);
});

test('a restart asks nothing the database keeps fresh: the answer comes back whole, until its refresh time', async () => {
  const store = memoryAnswerStore();
  const clock = createFakeClock(0);
  const first = setup(store, clock);
  const answer = await first.service.get('income', { symbol: 'AAPL' });
  expect(store.keys()).toEqual(['paper|fundamentals|income|AAPL|']);
  // A new process: empty memory, the same database.
  const second = setup(store, clock);
  clock.advance(60 * 60_000);
  expect(await second.service.get('income', { symbol: 'AAPL' })).toEqual(answer);
  expect(second.calls).toEqual([]);
  clock.advance(23 * 60 * 60_000);
  const third = setup(store, clock);
  await third.service.get('income', { symbol: 'AAPL' });
  expect(third.calls).toHaveLength(1);
});

test('a kept answer the contract no longer accepts is asked again', async () => {
  const store = memoryAnswerStore();
  await store.write({
    key: 'paper|fundamentals|company-profile|AAPL|',
    answer: { symbol: 'AAPL', fetched_at: 0, answer: { symbol: 'AAPL', company_name: 7 } },
    fetchedAt: 0,
    freshUntil: 60_000,
  });
  const { calls, service } = setup(store);
  await expect(service.get('company-profile', { symbol: 'AAPL' })).rejects.toBeInstanceOf(UpstreamTransportError);
  expect(calls).toHaveLength(1);
});
