import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import type { OperationName } from '../client/operations';
import { marketDataScheduler } from '../testing/market-data-scheduler';
import { createScreenerService, SCREENER_FRESH_MS } from './screener-service';
import { UpstreamTransportError } from '../client/upstream-errors';
import { createDurableAnswers } from '../client/durable-answers';
import { memoryAnswerStore } from '../testing/memory-answer-store';

function setup(
  answer: (operation: OperationName, query: [string, string][]) => unknown,
  generation: 'v2' | 'v3' = 'v3',
  store = memoryAnswerStore(),
  clock = createFakeClock(1_000),
) {
  const calls: { operation: OperationName; query: [string, string][] }[] = [];
  const client: UpstreamClient = {
    async call(operation: OperationName, options: CallOptions = {}) {
      const query = (options.query ?? []).map(([k, v]): [string, string] => [k, v]);
      calls.push({ operation, query });
      await new Promise<void>((resolve) => setImmediate(resolve));
      return answer(operation, query);
    },
  };
  const scheduler = marketDataScheduler(clock);
  const durable = createDurableAnswers({ store, scope: 'paper', now: () => clock.now(), log: () => {} });
  return { clock, calls, service: createScreenerService({ client, scheduler, clock, generation, durable }) };
}

const row = { instrument_id: 1, symbol: 'AAPL', name: 'Apple', price: '190.12', change_ratio: 0.0065 };
const query = { rank_type: 'DAY_1', sort_by: 'CHANGE_RATIO', direction: 'DESC' } as const;

test('a screener sends US_STOCK and its parameters, reads numbers as text and is reused while fresh', async () => {
  const { clock, calls, service } = setup(() => [row]);
  const [a, b] = await Promise.all([service.gainersLosers(query), service.gainersLosers(query)]);
  expect(a).toEqual({ fetched_at: 1_000, rows: [{ ...row, instrument_id: '1', change_ratio: '0.0065' }] });
  expect(b).toEqual(a);
  expect(calls).toEqual([
    {
      operation: 'screeners:gainers-losers',
      query: [
        ['category', 'US_STOCK'],
        ['rank_type', 'DAY_1'],
        ['sort_by', 'CHANGE_RATIO'],
        ['direction', 'DESC'],
      ],
    },
  ]);
  clock.advance(SCREENER_FRESH_MS);
  await service.gainersLosers(query);
  expect(calls).toHaveLength(1);
  clock.advance(1);
  expect((await service.gainersLosers(query)).fetched_at).toBe(1_000 + SCREENER_FRESH_MS + 1);
  expect(calls).toHaveLength(2);
});

test('sector pages keep the key, the detail splits the sector from its rows', async () => {
  const sector = {
    id: 'utilities',
    name: 'Utilities',
    change_ratio: '0.0100',
    declined: '1',
    advanced: '2',
    flat: '0',
  };
  const { calls, service } = setup((operation) =>
    operation === 'screeners:market-sectors'
      ? { data: [{ ...sector, volume: '5', market_value: '6.00', data: [] }], pagination_key: 'k2' }
      : { ...sector, data: [{ ...row, category: 'US_STOCK' }] },
  );
  expect(await service.marketSectors({ agg_type: 'VOLUME', period: 'D5', direction: 'ASC' })).toMatchObject({
    sectors: [{ id: 'utilities', volume: '5' }],
    pagination_key: 'k2',
  });
  const detail = await service.sectorDetail('utilities', {
    period: 'D1',
    sort_by: 'YIELD',
    direction: 'DESC',
    pagination_key: 'k2',
  });
  expect(detail).toEqual({
    fetched_at: 1_000,
    sector,
    rows: [{ ...row, instrument_id: '1', change_ratio: '0.0065', category: 'US_STOCK' }],
  });
  expect(calls[1]?.query).toEqual([
    ['category', 'US_STOCK'],
    ['sector_id', 'utilities'],
    ['period', 'D1'],
    ['sort_by', 'YIELD'],
    ['direction', 'DESC'],
    ['pagination_key', 'k2'],
  ]);
});

test('a sector period goes as the generation spells it: MO1 and MO3 on generation 3, M01 and M03 on 2', async () => {
  const sector = { id: 'energy', name: 'Energy', change_ratio: '0.01', declined: '1', advanced: '2', flat: '0' };
  const answer = (operation: OperationName) =>
    operation === 'screeners:market-sectors' ? { data: [] } : { ...sector, data: [] };
  const sent: Record<string, (string | undefined)[]> = {};
  for (const generation of ['v3', 'v2'] as const) {
    const { calls, service } = setup(answer, generation);
    for (const period of ['D1', 'D5', 'MO1', 'MO3'] as const) {
      await service.marketSectors({ agg_type: 'MARKET_VALUE', period, direction: 'DESC' });
      await service.sectorDetail('energy', { period, sort_by: 'CHANGE_RATIO', direction: 'DESC' });
    }
    sent[generation] = calls.map((call) => call.query.find(([name]) => name === 'period')?.[1]);
  }
  expect(sent).toEqual({
    v3: ['D1', 'D1', 'D5', 'D5', 'MO1', 'MO1', 'MO3', 'MO3'],
    v2: ['D1', 'D1', 'D5', 'D5', 'M01', 'M01', 'M03', 'M03'],
  });
});

test('an answer of the wrong shape is an upstream failure, not rows', async () => {
  const { service } = setup(() => ({ rows: 'nope' }));
  await expect(service.topActive({ rank_type: 'VOLUME', sort_by: 'VOLUME', direction: 'DESC' })).rejects.toBeInstanceOf(
    UpstreamTransportError,
  );
});

test('on generation 2 sector pages are asked by number, and a ranking is followed while it has more', async () => {
  const sector = { id: 'energy', name: 'Energy', change_ratio: '0.01', declined: '1', advanced: '2', flat: '0' };
  const sectors = Array.from({ length: 10 }, (_, i) => ({
    ...sector,
    id: `s${String(i)}`,
    volume: '5',
    market_value: '6.00',
    data: [],
  }));
  const ranking = Array.from({ length: 150 }, (_, i) => ({ ...row, symbol: `S${String(i)}` }));
  const { calls, service } = setup((operation, query) => {
    const index = Number(query.find(([name]) => name === 'page_index')?.[1]);
    if (operation === 'screeners:market-sectors') return index === 1 ? sectors : sectors.slice(0, 1);
    if (operation === 'screeners:sector-detail') return { ...sector, data: [] };
    const data = ranking.slice((index - 1) * 100, index * 100);
    return { has_more: index * 100 < ranking.length, data };
  }, 'v2');
  const first = await service.marketSectors({ agg_type: 'MARKET_VALUE', period: 'D1', direction: 'DESC' });
  expect(first.pagination_key).toBe('2');
  const second = await service.marketSectors({
    agg_type: 'MARKET_VALUE',
    period: 'D1',
    direction: 'DESC',
    pagination_key: '2',
  });
  expect(second).toMatchObject({ sectors: [{ id: 's0' }] });
  expect(second.pagination_key).toBeUndefined();
  expect(calls.map((c) => c.query.slice(-2))).toEqual([
    [
      ['page_index', '1'],
      ['page_size', '10'],
    ],
    [
      ['page_index', '2'],
      ['page_size', '10'],
    ],
  ]);
  const detail = await service.sectorDetail('energy', { period: 'D1', sort_by: 'CHANGE_RATIO', direction: 'DESC' });
  expect(detail).not.toHaveProperty('pagination_key');
  expect(calls.at(-1)?.query.slice(-2)).toEqual([
    ['page_index', '1'],
    ['page_size', '20'],
  ]);
  const { rows } = await service.gainersLosers(query);
  expect(rows.map((r) => r.symbol)).toEqual(ranking.map((r) => r.symbol));
  expect(calls.slice(-2).map((c) => c.query.slice(-2))).toEqual([
    [
      ['page_index', '1'],
      ['page_size', '100'],
    ],
    [
      ['page_index', '2'],
      ['page_size', '100'],
    ],
  ]);
});

const active = { rank_type: 'VOLUME', sort_by: 'VOLUME', direction: 'DESC' } as const;

test('a restart within the refresh time asks nothing: the kept answer comes back as it was', async () => {
  const store = memoryAnswerStore();
  const clock = createFakeClock(1_000);
  const first = setup(() => [row], 'v3', store, clock);
  const answer = await first.service.topActive(active);
  clock.advance(SCREENER_FRESH_MS - 1);
  const second = setup(() => [row], 'v3', store, clock);
  expect(await second.service.topActive(active)).toEqual(answer);
  expect(second.calls).toEqual([]);
  clock.advance(1);
  const third = setup(() => [row], 'v3', store, clock);
  await third.service.topActive(active);
  expect(third.calls).toHaveLength(1);
});
