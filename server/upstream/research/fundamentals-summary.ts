import Decimal from 'decimal.js';
import { FUNDAMENTAL_SCHEMAS, type FundamentalOperation, type FundamentalsSummary } from '@contracts/fundamentals';
import type { FundamentalsService } from './fundamentals-service';
import type { SymbolDirectory } from '../market-data/symbol-directory';
import { UpstreamBusyError, UpstreamHttpError, UpstreamTransportError } from '../client/upstream-errors';

type SummaryRow = FundamentalsSummary[number];
interface Payment {
  date: string;
  amount: string;
}

/** Cash paid per share over a year, from dated payments: the latest amount x payments a year. */
export function annualisedDividend(payments: readonly Payment[]): Decimal | null {
  const sorted = [...payments].sort((a, b) => a.date.localeCompare(b.date));
  const latest = sorted.at(-1);
  if (latest === undefined) return null;
  const gaps = sorted
    .slice(1)
    .map((p, k) => (Date.parse(p.date) - Date.parse(sorted[k]?.date ?? p.date)) / 86_400_000)
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)];
  // Quarterly payers have gaps of about 91 days, monthly about 30; one payment alone counts once.
  const perYear = median === undefined || median <= 0 ? 1 : Math.min(12, Math.max(1, Math.round(365 / median)));
  return new Decimal(latest.amount).times(perYear);
}

// The service already checked each answer against its schema; parsing again here narrows the
// operation-independent `data` to the operation's type without a cast.
function dividendPayments(data: unknown): Payment[] {
  return FUNDAMENTAL_SCHEMAS['dividend-calendar']
    .parse(data)
    .flatMap((d) => (d.amount == null ? [] : [{ date: d.ex_div_date, amount: d.amount }]));
}

function fundPayments(data: unknown): Payment[] {
  return FUNDAMENTAL_SCHEMAS['fund-dividends']
    .parse(data)
    .data.flatMap((d) => (d.dps == null ? [] : [{ date: d.share_date, amount: d.dps }]));
}

/** The first quarter without reported EPS is the next report. */
function nextEarnings(data: unknown): string | null {
  return (
    FUNDAMENTAL_SCHEMAS['earnings-calendar'].parse(data).find((e) => e.eps_actual == null)?.expected_publish_date ??
    null
  );
}

function targetMean(data: unknown): string | null {
  return FUNDAMENTAL_SCHEMAS['analyst-target-price'].parse(data).mean ?? null;
}

function yieldOf(annual: Decimal | null, price: string | undefined): string | null {
  if (annual === null || price === undefined || new Decimal(price).lte(0)) return null;
  return annual.div(price).toFixed(4);
}

/** Worth asking again later: out of budget, unreachable, throttled or a server error. */
function isPassing(error: unknown): boolean {
  if (error instanceof UpstreamBusyError || error instanceof UpstreamTransportError) return true;
  return error instanceof UpstreamHttpError && (error.status === 429 || error.status >= 500);
}

export interface SummaryDeps {
  fundamentals: FundamentalsService;
  symbols: SymbolDirectory;
  /** Last prices of the symbols (upper-cased keys). */
  prices: (symbols: readonly string[]) => Promise<Map<string, string>>;
}

/**
 * The watchlist's optional columns for many symbols: dividend yield (annualised dividend /
 * price), next earnings date and mean analyst target. Every call runs at background priority and
 * is cached for an hour by the fundamentals service, so a long list fills in over a few requests
 * instead of spending the budget quotes need: a figure the budget (or a passing failure) did not
 * allow now is null with `incomplete: true`; one the broker has no data for is plain null.
 */
export async function summarizeFundamentals(
  deps: SummaryDeps,
  rawSymbols: readonly string[],
): Promise<FundamentalsSummary> {
  const symbols = [...new Set(rawSymbols.map((s) => s.toUpperCase()))];
  const categories = await deps.symbols.categoriesOf(symbols);
  const prices = await deps.prices(symbols).catch((error: unknown) => {
    if (isPassing(error)) return new Map<string, string>();
    throw error;
  });
  return Promise.all(
    symbols.map(async (symbol): Promise<SummaryRow> => {
      let incomplete = false;
      async function figure<T>(operation: FundamentalOperation, read: (data: unknown) => T): Promise<T | null> {
        try {
          return read((await deps.fundamentals.get(operation, { symbol }, { priority: 'background' })).data);
        } catch (error) {
          if (isPassing(error)) incomplete = true;
          else if (!(error instanceof UpstreamHttpError)) throw error;
          return null;
        }
      }
      const isFund = categories.get(symbol) === 'US_ETF';
      const [payments, next, target] = await Promise.all([
        isFund ? figure('fund-dividends', fundPayments) : figure('dividend-calendar', dividendPayments),
        isFund ? null : figure('earnings-calendar', nextEarnings),
        isFund ? null : figure('analyst-target-price', targetMean),
      ]);
      const price = prices.get(symbol);
      if (price === undefined && payments !== null && payments.length > 0) incomplete = true;
      const row: SummaryRow = {
        symbol,
        dividend_yield: payments === null ? null : yieldOf(annualisedDividend(payments), price),
        next_earnings_date: next,
        target_price_mean: target,
      };
      return incomplete ? { ...row, incomplete } : row;
    }),
  );
}
