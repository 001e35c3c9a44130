import type { ModelTicker } from '@server/simulator/market/catalogue/build-instruments';
import { tickerBySymbol } from '@server/simulator/market/catalogue/ticker-by-symbol';
import type { MarketCategory, SimInstrument } from '@server/simulator/market/types';
import { companyBasis, type CompanyBasis } from '@server/simulator/fundamentals/company-basis';
import type { StatementType } from '@server/simulator/fundamentals/periods';
import { ApiError, illegalParameter } from '../api-error';
import type { HandlerContext } from '../handler-context';
import { parseCategory, parseSymbolList, requireParam } from '../param-parsers';

// Category rules of the fundamentals (docs/protocol.md#fundamentals): stock operations take US_STOCK only.
// Fund operations are documented with US_STOCK too (the SDK asks for QQQ with US_STOCK), which
// the BFF sends; an ETF's own category, US_ETF, is accepted there as well, since no source says
// the provider refuses it. A symbol of the
// wrong kind (an ETF for a stock operation, a stock for a fund operation) is refused with 400
// UNSUPPORTED_CATEGORY, the code the provider uses for a category an endpoint does not serve.

function instrumentFor(context: HandlerContext, allowed: readonly MarketCategory[]): SimInstrument {
  const [symbol] = parseSymbolList('symbol', requireParam('symbol', context.params.symbol), 1);
  parseCategory(requireParam('category', context.params.category), allowed);
  const instrument = symbol === undefined ? undefined : context.market.instrument(symbol);
  if (instrument === undefined) throw new ApiError(400, 'INVALID_SYMBOL', `Invalid symbol: ${symbol ?? ''}.`);
  return instrument;
}

/** The company behind a stock operation's `symbol`, read at market time. */
export function stockTarget(context: HandlerContext): CompanyBasis {
  const instrument = instrumentFor(context, ['US_STOCK']);
  if (instrument.sub_category !== 'COMMON_STOCK') {
    throw new ApiError(
      400,
      'UNSUPPORTED_CATEGORY',
      `${instrument.symbol} is an ETF; this operation serves US_STOCK common stocks only.`,
    );
  }
  const basis = companyBasis(context.market, instrument.symbol, context.marketNowMs);
  if (basis === undefined) throw new ApiError(400, 'INVALID_SYMBOL', `Invalid symbol: ${instrument.symbol}.`);
  return basis;
}

/** The fund behind a fund operation's `symbol`. */
export function fundTarget(context: HandlerContext): ModelTicker {
  const instrument = instrumentFor(context, ['US_STOCK', 'US_ETF']);
  if (instrument.sub_category !== 'ETF') {
    throw new ApiError(
      400,
      'UNSUPPORTED_CATEGORY',
      `${instrument.symbol} is not a fund; fund operations serve ETFs only.`,
    );
  }
  const ticker = tickerBySymbol(instrument.symbol);
  if (ticker === undefined) throw new ApiError(400, 'INVALID_SYMBOL', `Invalid symbol: ${instrument.symbol}.`);
  return ticker;
}

/** `type`: ANNUAL or QUARTERLY, QUARTERLY when absent (the SDK's documented default). */
export function parseStatementType(value: string | undefined): StatementType {
  if (value === undefined || value === '') return 'QUARTERLY';
  if (value === 'ANNUAL' || value === 'QUARTERLY') return value;
  throw illegalParameter('type', 'must be ANNUAL or QUARTERLY');
}

/** One of the given words, or the default when absent. */
export function parseChoice<T extends string>(
  name: string,
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === '') return fallback;
  const found = choices.find((c) => c === value);
  if (found === undefined) throw illegalParameter(name, `must be one of ${choices.join(', ')}`);
  return found;
}

/** `last_date` as YYYY-MM-DD (UTC ms of that date), or undefined when absent. */
export function parseDateParam(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value)
    throw illegalParameter(name, 'must be a date YYYY-MM-DD');
  return ms;
}
