import { expect, test } from 'vitest';
import type { ChartLayout } from '@contracts/chart-indicators';
import {
  ONE_CHART,
  slotIndicators,
  slotViews,
  withArrangement,
  withIndicators,
  withLink,
  withSymbol,
  withTimespan,
} from './chart-links';

const rsi = { id: 'rsi-1', kind: 'rsi' as const, params: { period: 14 } };
const symbols = (chart: ChartLayout, selected: string) => slotViews(chart, selected, 'D').map((view) => view.symbol);

test('a layout saved before several charts shows one chart with its indicators, following the selection', () => {
  const old: ChartLayout = { indicators: [rsi] };
  expect(slotViews(old, 'AAPL', 'M5')).toEqual([
    { slot: 0, symbol: 'AAPL', timespan: 'M5', link: 'none', followsSelection: true },
  ]);
  expect(slotIndicators(old, 0)).toEqual([rsi]);
});

test('a chart shown for the first time starts from the selection, the timespan and the default indicators; a hidden one is kept', () => {
  const two = withArrangement({ indicators: [], defaultIndicators: [rsi] }, 2, 'AAPL', 'M5');
  expect(two.more).toEqual([{ symbol: 'AAPL', timespan: 'M5', link: 'none', indicators: [rsi] }]);
  const pinned = withSymbol(withTimespan(two, 1, 'W'), 1, 'MSFT');
  const four = withArrangement(pinned, 4, 'TSLA', 'D');
  expect(symbols(four, 'TSLA')).toEqual(['TSLA', 'MSFT', 'TSLA', 'TSLA']);
  const back = withArrangement(withArrangement(four, 1, 'TSLA', 'D'), 2, 'NVDA', 'D');
  expect(slotViews(back, 'NVDA', 'D')).toHaveLength(2);
  expect(back.more?.[0]).toMatchObject({ symbol: 'MSFT', timespan: 'W' });
  expect(back.more).toHaveLength(3);
});

test("the first chart's group follows the selection; another group shares its own symbol; an unlinked chart keeps its own", () => {
  let chart = withArrangement(ONE_CHART, 4, 'AAPL', 'D');
  chart = withLink(chart, 0, 'red', 'AAPL');
  chart = withLink(chart, 1, 'red', 'AAPL');
  chart = withSymbol(chart, 2, 'MSFT');
  chart = withLink(chart, 2, 'green', 'AAPL');
  chart = withLink(chart, 3, 'green', 'AAPL');
  expect(symbols(chart, 'AAPL')).toEqual(['AAPL', 'AAPL', 'MSFT', 'MSFT']);
  // A watchlist click moves the red charts only.
  expect(symbols(chart, 'NVDA')).toEqual(['NVDA', 'NVDA', 'MSFT', 'MSFT']);
  // A green chart's new symbol is the green group's.
  chart = withSymbol(chart, 3, 'TSLA');
  expect(symbols(chart, 'NVDA')).toEqual(['NVDA', 'NVDA', 'TSLA', 'TSLA']);
  // Leaving a group keeps the symbol shown; a chart left alone in a group keeps its own.
  chart = withLink(chart, 1, 'none', 'NVDA');
  chart = withLink(chart, 3, 'none', 'NVDA');
  expect(symbols(chart, 'AMD')).toEqual(['AMD', 'NVDA', 'TSLA', 'TSLA']);
  chart = withSymbol(chart, 3, 'META');
  expect(symbols(chart, 'AMD')).toEqual(['AMD', 'NVDA', 'TSLA', 'META']);
});

test('the first chart changing group takes the selection along; its old group keeps what it showed', () => {
  let chart = withArrangement(ONE_CHART, 4, 'AAPL', 'D');
  chart = withLink(chart, 0, 'red', 'AAPL');
  chart = withLink(chart, 1, 'red', 'AAPL');
  chart = withSymbol(chart, 2, 'MSFT');
  chart = withLink(chart, 2, 'blue', 'AAPL');
  chart = withLink(chart, 0, 'blue', 'AAPL');
  expect(symbols(chart, 'NVDA')).toEqual(['NVDA', 'AAPL', 'NVDA', 'AAPL']);
});

test('each chart keeps its own indicators and timespan', () => {
  let chart = withArrangement(ONE_CHART, 2, 'AAPL', 'D');
  chart = withIndicators(chart, 1, [rsi]);
  chart = withTimespan(chart, 1, 'M15');
  expect(slotIndicators(chart, 0)).toEqual([]);
  expect(slotIndicators(chart, 1)).toEqual([rsi]);
  expect(slotViews(chart, 'AAPL', 'D').map((view) => view.timespan)).toEqual(['D', 'M15']);
  expect(withTimespan(chart, 0, 'W')).toBe(chart);
});
