import { expect, test } from 'vitest';
import {
  gainersLosersQuerySchema,
  highDividendQuerySchema,
  topActiveQuerySchema,
  week52QuerySchema,
} from '@contracts/screeners';
import { initialParams, RANKINGS } from './screener-defs';

const contractDefaults = {
  gainers: gainersLosersQuerySchema.parse({}),
  losers: { ...gainersLosersQuerySchema.parse({}), direction: 'ASC' },
  'top-active': topActiveQuerySchema.parse({}),
  'high-dividend': highDividendQuerySchema.parse({}),
  week52: week52QuerySchema.parse({}),
};

test('every ranking starts with the contract defaults, gainers descending and losers ascending', () => {
  for (const ranking of RANKINGS) {
    expect({ ...initialParams(ranking.params), ...ranking.fixed }, ranking.id).toEqual(contractDefaults[ranking.id]);
  }
});

test('each picker offers only values the contract accepts', () => {
  const week52 = RANKINGS.find((r) => r.id === 'week52')!;
  for (const param of week52.params) {
    for (const option of param.options) {
      expect(week52QuerySchema.safeParse({ [param.name]: option }).success, `${param.name}=${option}`).toBe(true);
    }
  }
});
