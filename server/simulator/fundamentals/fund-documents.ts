import Decimal from 'decimal.js';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import { isoDay } from './fiscal-calendar';
import { fundAum, fundKind, fundRandom, launchMs } from './fund-basis';

const YEAR_MS = 365.25 * 86_400_000;

function lastMonthEnd(nowMs: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0);
}

/**
 * Star ratings (1..5) since inception and over 3, 5 and 10 years, as of the last month end;
 * a cycle longer than the fund's life is left out; leveraged funds rate low.
 */
export function fundRating(ticker: ModelTicker, nowMs: number) {
  const asOf = lastMonthEnd(nowMs);
  const age = (asOf - launchMs(ticker)) / YEAR_MS;
  const leveraged = ticker.instrument.sector.includes('Leveraged');
  return [0, 3, 5, 10]
    .filter((years) => years === 0 || age >= years)
    .map((years) => ({
      rating_date: isoDay(asOf),
      rating_agency: 'Morningstar',
      rating_cycle: String(years),
      rating_results: leveraged
        ? 1 + Math.floor(2 * fundRandom(ticker, 20, years))
        : 2 + Math.floor(4 * fundRandom(ticker, 20, years)),
    }));
}

/**
 * Share splits: leveraged funds reverse-split (MERGE 1 for 4) about once in their life, a
 * fifth of other funds split 2 for 1 once; most have none.
 */
export function fundSplits(ticker: ModelTicker, nowMs: number) {
  const leveraged = ticker.instrument.sector.includes('Leveraged');
  if (!leveraged && fundRandom(ticker, 30) > 0.2) return [];
  const launch = launchMs(ticker);
  const when = launch + (nowMs - YEAR_MS - launch) * fundRandom(ticker, 31);
  if (when <= launch) return [];
  return leveraged
    ? [{ split_date: isoDay(when), split_type: 'MERGE', split_ratio: '1:4', from: 4, to: 1 }]
    : [{ split_date: isoDay(when), split_type: 'SPLIT', split_ratio: '2:1', from: 1, to: 2 }];
}

/**
 * Documents of the last two years, newest first: fact sheets quarterly, reports and prospectus
 * yearly. Simulated, so without a `url`: nothing links simulated data to a real site.
 */
export function fundFiles(ticker: ModelTicker, nowMs: number) {
  const symbol = ticker.instrument.symbol;
  const now = new Date(nowMs);
  const files: { publish_date: string; type: number; file_name: string }[] = [];
  for (let back = 0; back < 8; back += 1) {
    const quarterEnd = Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3 - 3 * back, 0);
    const day = isoDay(quarterEnd + 15 * 86_400_000);
    if (Date.parse(day) > nowMs) continue;
    const month = new Date(quarterEnd).getUTCMonth();
    const add = (type: number, title: string): void => {
      files.push({ publish_date: day, type, file_name: `${symbol} ${title} ${day} (simulated).pdf` });
    };
    add(52, 'Fact Sheet');
    if (month === 11) add(4, 'Annual Report');
    if (month === 5) add(5, 'Semi-Annual Report');
    if (month === 2) add(1, 'Prospectus');
  }
  return files;
}

/** Shares of each asset class by what the fund holds; the six ratios add up to exactly 1. */
export function fundAllocation(ticker: ModelTicker, price: string, nowMs: number) {
  const kind = fundKind(ticker);
  const main = 0.96 + 0.035 * fundRandom(ticker, 40);
  const cash = (1 - main) * (0.5 + 0.4 * fundRandom(ticker, 41));
  const ratios = {
    cash,
    bond: kind === 'bond' ? main : 0,
    stock: kind === 'equity' || kind === 'international' ? main : 0,
    preferred: 0,
    convertible: 0,
    other: kind === 'commodity' ? main : 0,
  };
  const rounded = Object.fromEntries(
    Object.entries(ratios).map(([name, r]) => [name, new Decimal(r).toDecimalPlaces(4)]),
  );
  const sumOthers = Object.entries(rounded)
    .filter(([name]) => name !== 'other')
    .reduce((a, [, r]) => a.plus(r), new Decimal(0));
  rounded.other = new Decimal(1).minus(sumOthers);
  const aum = fundAum(ticker, price);
  const share = (name: string) => {
    const ratio = rounded[name] ?? new Decimal(0);
    return { value: aum.times(ratio).round().toFixed(0), ratio: ratio.toFixed(4) };
  };
  return [
    {
      date: isoDay(lastMonthEnd(nowMs)),
      aum: aum.toFixed(0),
      cash: share('cash'),
      bond: share('bond'),
      stock: share('stock'),
      preferred: share('preferred'),
      convertible: share('convertible'),
      other: share('other'),
    },
  ];
}
