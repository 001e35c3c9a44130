import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import type { GainersLosersQuery, SectorDetailQuery } from '@contracts/screeners';
import type { Broker } from '../upstream/broker';
import { UpstreamHttpError } from '../upstream/client/upstream-errors';
import { fakeBroker, loggedInApp } from './testing/fake-broker';
import { fakeScreeners } from './testing/fake-screeners';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function get(url: string, broker: Broker = fakeBroker()) {
  const s = await loggedInApp(broker);
  app = s.app;
  const response = await s.app.inject({ method: 'GET', url, headers: s.headers });
  const json: unknown = response.json();
  return { status: response.statusCode, json, error: apiErrorSchema.safeParse(json).data?.error };
}

test('gainers pass the provider defaults on and answer { fetched_at, rows }', async () => {
  const asked: GainersLosersQuery[] = [];
  const base = fakeScreeners();
  const broker = fakeBroker({
    screeners: {
      ...base,
      gainersLosers: (q) => {
        asked.push(q);
        return base.gainersLosers(q);
      },
    },
  });
  const { status, json } = await get('/api/screeners/gainers-losers?direction=ASC', broker);
  expect(status).toBe(200);
  expect(json).toMatchObject({ fetched_at: 1, rows: [{ symbol: 'AAPL', change_ratio: '0.0065' }] });
  expect(asked).toEqual([{ rank_type: 'DAY_1', sort_by: 'CHANGE_RATIO', direction: 'ASC' }]);
});

test('sector detail takes the sector from the path and the page key from the query', async () => {
  const asked: [string, SectorDetailQuery][] = [];
  const base = fakeScreeners();
  const broker = fakeBroker({
    screeners: {
      ...base,
      sectorDetail: (id, q) => {
        asked.push([id, q]);
        return base.sectorDetail(id, q);
      },
    },
  });
  const { status, json } = await get(
    '/api/screeners/market-sectors/utilities?sort_by=YIELD&pagination_key=abc',
    broker,
  );
  expect(status).toBe(200);
  expect(json).toMatchObject({ sector: { id: 'utilities' }, rows: [{ symbol: 'AAPL' }], pagination_key: 'next' });
  expect(asked).toEqual([['utilities', { period: 'D1', sort_by: 'YIELD', direction: 'ASC', pagination_key: 'abc' }]]);
});

const refused: [string, string, string][] = [
  ['an unknown rank_type', '/api/screeners/gainers-losers?rank_type=DAY_2', 'rank_type'],
  ['a sort field of another screener', '/api/screeners/top-active?sort_by=YIELD', 'sort_by'],
  ['a lower-case direction', '/api/screeners/high-dividend?direction=desc', 'direction'],
  ['the Java spelling of a period', '/api/screeners/market-sectors?period=M01', 'period'],
  ['an unknown agg_type', '/api/screeners/market-sectors?agg_type=TURNOVER', 'agg_type'],
  ['a malformed pagination key', '/api/screeners/market-sectors?pagination_key=a%20b', 'pagination_key'],
  [
    'an over-long pagination key',
    `/api/screeners/market-sectors/utilities?pagination_key=${'k'.repeat(65)}`,
    'pagination_key',
  ],
  ['a malformed sector id', '/api/screeners/market-sectors/a.b', 'sectorId'],
  ['a 52-week rank type of gainers', '/api/screeners/week52-high-low?rank_type=DAY_1', 'rank_type'],
];

for (const [name, url, parameter] of refused) {
  test(`${name} gets 400 naming ${parameter}`, async () => {
    const { status, error } = await get(url);
    expect(status).toBe(400);
    expect(error?.code).toBe('INVALID_REQUEST');
    expect(error?.message.startsWith(`${parameter}:`)).toBe(true);
  });
}

test("an upstream refusal of a parameter keeps the provider's message", async () => {
  const base = fakeScreeners();
  const refusal = new UpstreamHttpError(
    400,
    'ILLEGAL_PARAMETER',
    'Parameter sector_id names no sector (nope).',
    null,
    null,
  );
  const { status, error } = await get(
    '/api/screeners/market-sectors/nope',
    fakeBroker({ screeners: { ...base, sectorDetail: () => Promise.reject(refusal) } }),
  );
  expect([status, error?.code, error?.message]).toEqual([
    400,
    'BROKER_REFUSED',
    'Parameter sector_id names no sector (nope).',
  ]);
});
