import type { ModelTicker } from './catalogue/build-instruments';
import { createDailyModel, type DailyModel } from './daily-model';
import { buildDayPath, type DayPath } from './day-path';
import { createLruCache } from './lru-cache';
import { buildMinutePath, type MinutePath } from './minute-path';

/** Everything the model knows about one ticker, with memoised day and minute paths. */
export interface TickerModel {
  ticker: ModelTicker;
  seed: number;
  daily: DailyModel;
  dayPath(day: number): DayPath;
  minutePath(day: number, index: number): MinutePath;
}

/**
 * Shared caches for all tickers of one market. 1000 day paths (at most about 46 MB) hold
 * today and yesterday for every ticker (what snapshots read) plus an M240 request of 1200
 * bars (200 days), so polling never rebuilds paths; minute paths are tiny.
 */
export function createTickerModels(seed: number, tickers: readonly ModelTicker[]): Map<string, TickerModel> {
  const dayPaths = createLruCache<string, DayPath>(1000);
  const minutePaths = createLruCache<string, MinutePath>(4096);
  const models = new Map<string, TickerModel>();
  for (const ticker of tickers) {
    const daily = createDailyModel(seed, ticker);
    const symbol = ticker.instrument.symbol;
    const model: TickerModel = {
      ticker,
      seed,
      daily,
      dayPath: (day) => dayPaths.get(`${symbol}:${day}`, () => buildDayPath(seed, ticker.key, daily, day)),
      minutePath: (day, index) =>
        minutePaths.get(`${symbol}:${day}:${index}`, () =>
          buildMinutePath(seed, ticker.key, model.dayPath(day), index),
        ),
    };
    models.set(symbol, model);
  }
  return models;
}
