import Decimal from 'decimal.js';
import { FUNDAMENTAL_SCHEMAS, type FundamentalsSummary } from '../../src/contracts/fundamentals';
import type { FundamentalsService } from './fundamentals-service';
import type { SymbolDirectory } from './symbol-directory';

type SummaryRow = FundamentalsSummary[number];

/** Cash paid per share over a year, from dated payments: the latest amount x payments a year. */
export function annualisedDividend(payments: readonly { date: string; amount: string }[]): Decimal | null {
  const sorted = [...payments].sort((a, b) => a.date.localeCompare(b.date));
  const latest = sorted.at(-1);
  if (latest === undefined) return null;
  const gaps = sorted.slice(1).map((p, k) => (Date.parse(p.date) - Date.parse(sorted[k]?.date ?? p.date)) / 86_400_000).sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)];
  // Quarterly payers have gaps of about 91 days, monthly about 30; one payment alone counts once.
  const perYear = median === undefined || median <= 0 ? 1 : Math.min(12, Math.max(1, Math.round(365 / median)));
  return new Decimal(latest.amount).times(perYear);
}

// The service already checked each answer against its schema; parsing again here narrows the
// operation-independent `data` to the operation's type without a cast.
function dividendPayments(data: unknown): { date: string; amount: string }[] {
  return FUNDAMENTAL_SCHEMAS['dividend-calendar'].parse(data).flatMap((d) => (d.amount == null ? [] : [{ date: d.ex_div_date, amount: d.amount }]));
}

function fundPayments(data: unknown): { date: string; amount: string }[] {
  return FUNDAMENTAL_SCHEMAS['fund-dividends'].parse(data).data.flatMap((d) => (d.dps == null ? [] : [{ date: d.share_date, amount: d.dps }]));
}

/** The first quarter without reported EPS is the next report. */
function nextEarnings(data: unknown): string | null {
  return FUNDAMENTAL_SCHEMAS['earnings-calendar'].parse(data).find((e) => e.eps_actual == null)?.expected_publish_date ?? null;
}

function targetMean(data: unknown): string | null {
  return FUNDAMENTAL_SCHEMAS['analyst-target-price'].parse(data).mean ?? null;
}

function yieldOf(annual: Decimal | null, price: string | undefined): string | null {
  if (annual === null || price === undefined || new Decimal(price).lte(0)) return null;
  return annual.div(price).toFixed(4);
}

/**
 * The watchlist's optional columns for many symbols: dividend yield (annualised dividend /
 * price), next earnings date and mean analyst target. Every call runs at background priority and
 * is cached for an hour by the fundamentals service; an ETF has no earnings date or target (null).
 */
export async function summarizeFundamentals(
  deps: { fundamentals: FundamentalsService; symbols: SymbolDirectory; prices: (symbols: readonly string[]) => Promise<Map<string, string>> },
  rawSymbols: readonly string[],
): Promise<FundamentalsSummary> {
  const symbols = [...new Set(rawSymbols.map((s) => s.toUpperCase()))];
  const categories = await deps.symbols.categoriesOf(symbols);
  const prices = await deps.prices(symbols);
  const get: FundamentalsService['get'] = (operation, query, priority) => deps.fundamentals.get(operation, query, priority);
  return Promise.all(
    symbols.map(async (symbol): Promise<SummaryRow> => {
      if (categories.get(symbol) === 'US_ETF') {
        const page = await get('fund-dividends', { symbol }, 'background');
        return { symbol, dividend_yield: yieldOf(annualisedDividend(fundPayments(page.data)), prices.get(symbol)), next_earnings_date: null, target_price_mean: null };
      }
      const [dividends, earnings, target] = await Promise.all([
        get('dividend-calendar', { symbol }, 'background'),
        get('earnings-calendar', { symbol }, 'background'),
        get('analyst-target-price', { symbol }, 'background'),
      ]);
      return {
        symbol,
        dividend_yield: yieldOf(annualisedDividend(dividendPayments(dividends.data)), prices.get(symbol)),
        next_earnings_date: nextEarnings(earnings.data),
        target_price_mean: targetMean(target.data),
      };
    }),
  );
}
