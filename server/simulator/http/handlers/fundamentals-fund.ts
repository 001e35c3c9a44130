import { fundBrief } from '@server/simulator/fundamentals/fund-brief';
import { dividendPage, fundDividendHistory, offsetOfKey } from '@server/simulator/fundamentals/fund-dividends';
import { fundAllocation, fundFiles, fundRating, fundSplits } from '@server/simulator/fundamentals/fund-documents';
import { fundHoldings } from '@server/simulator/fundamentals/fund-holdings';
import { fundNetValues } from '@server/simulator/fundamentals/fund-net-value';
import { fundPerformance } from '@server/simulator/fundamentals/fund-performance';
import { illegalParameter } from '../api-error';
import type { HandlerContext, OperationHandler } from '../handler-context';
import { parseIntegerParam } from '../param-parsers';
import { pageIndexParams, refuseOtherPaging } from '../paging-spelling';
import { fundTarget, parseDateParam } from './fundamentals-params';

function priceOf(context: HandlerContext, symbol: string): string {
  return context.market.snapshot(symbol, context.marketNowMs).price;
}

/**
 * Fund dividends (docs/protocol.md#fundamentals). Generation 3 pages by ten with the opaque
 * `pagination_key` and answers `{ data, pagination_key? }`; the generation-2 path takes the SDKs'
 * `page_index` (from 1) and `page_size` (1..20, default 10) and answers the page's bare array (the
 * Java SDK reads a `List<FundDividend>`). Each refuses the other's paging words.
 */
function fundDividends(context: HandlerContext) {
  const ticker = fundTarget(context);
  const all = fundDividendHistory(ticker, context.marketNowMs);
  const { params } = context;
  refuseOtherPaging(context, ['page_index', 'page_size']);
  if (context.generation === 'gen2') {
    const { offset, size } = pageIndexParams(params, { max: 20, fallback: 10 });
    return all.slice(offset, offset + size);
  }
  const key = params.pagination_key;
  if (key === undefined || key === '') return dividendPage(all, 0, 10);
  const offset = offsetOfKey(key, all.length);
  if (offset === undefined) throw illegalParameter('pagination_key', 'is not a key this service returned');
  return dividendPage(all, offset, 10);
}

/** Fund fundamentals (docs/protocol.md#fundamentals), keyed by the simulator's operation id. */
export const FUND_FUNDAMENTAL_HANDLERS = {
  'fundamentals.fund-brief': (context) => {
    const ticker = fundTarget(context);
    return fundBrief(ticker, priceOf(context, ticker.instrument.symbol), context.marketNowMs);
  },
  'fundamentals.fund-performance': (context) =>
    fundPerformance(context.market, fundTarget(context), context.marketNowMs),
  'fundamentals.fund-net-value': (context) => {
    const ticker = fundTarget(context);
    // count: default 5, maximum 20 (the SDK's docstring); last_date YYYY-MM-DD.
    const count = parseIntegerParam('count', context.params.count, { min: 1, max: 20, fallback: 5 });
    const lastDay = parseDateParam('last_date', context.params.last_date);
    return fundNetValues(context.market, ticker, context.marketNowMs, count, lastDay);
  },
  'fundamentals.fund-holdings': (context) => fundHoldings(context.market, fundTarget(context), context.marketNowMs),
  'fundamentals.fund-dividends': fundDividends,
  'fundamentals.fund-rating': (context) => fundRating(fundTarget(context), context.marketNowMs),
  'fundamentals.fund-splits': (context) => fundSplits(fundTarget(context), context.marketNowMs),
  'fundamentals.fund-files': (context) => fundFiles(fundTarget(context), context.marketNowMs),
  'fundamentals.fund-allocation': (context) => {
    const ticker = fundTarget(context);
    return fundAllocation(ticker, priceOf(context, ticker.instrument.symbol), context.marketNowMs);
  },
} as const satisfies Record<string, OperationHandler>;
