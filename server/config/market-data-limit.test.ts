import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

const live = { BROKER_APP_KEY: 'k', BROKER_APP_SECRET: 's', BROKER_REGION: 'us' };

test('the market-data budget defaults to 60 per 60 s', () => {
  expect(loadConfig({}).marketDataLimit).toEqual({ limit: 60, windowMs: 60_000 });
  expect(loadConfig(live).marketDataLimit).toEqual({ limit: 60, windowMs: 60_000 });
});

test('BROKER_MARKET_DATA_LIMIT sets it, in live and in paper mode', () => {
  expect(loadConfig({ ...live, BROKER_MARKET_DATA_LIMIT: '600/60' }).marketDataLimit).toEqual({
    limit: 600,
    windowMs: 60_000,
  });
  expect(loadConfig({ BROKER_MARKET_DATA_LIMIT: '120/30', SIM_MARKET_DATA_LIMIT: '600/60' }).marketDataLimit).toEqual({
    limit: 120,
    windowMs: 30_000,
  });
});

test("in paper mode the simulator's SIM_MARKET_DATA_LIMIT is the default, so both count alike; live ignores it", () => {
  expect(loadConfig({ SIM_MARKET_DATA_LIMIT: '600/60' }).marketDataLimit).toEqual({ limit: 600, windowMs: 60_000 });
  expect(loadConfig({ ...live, SIM_MARKET_DATA_LIMIT: '600/60' }).marketDataLimit).toEqual({
    limit: 60,
    windowMs: 60_000,
  });
  expect(loadConfig({ BROKER_MARKET_DATA_LIMIT: ' ' }).marketDataLimit).toEqual({ limit: 60, windowMs: 60_000 });
});

test('a malformed limit stops start-up naming the variable', () => {
  for (const [name, value] of [
    ['BROKER_MARKET_DATA_LIMIT', '60 per minute'],
    ['BROKER_MARKET_DATA_LIMIT', '0/60'],
    ['SIM_MARKET_DATA_LIMIT', '60/'],
  ] as const) {
    let problems: string[] = [];
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems.some((p) => p.startsWith(`${name}:`) && p.includes('<requests>/<seconds>'))).toBe(true);
  }
});
