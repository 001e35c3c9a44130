import { analystRating, analystTargetPrice } from '@server/simulator/fundamentals/analysts';
import { capitalFlow } from '@server/simulator/fundamentals/capital-flow';
import { dividendCalendar } from '@server/simulator/fundamentals/dividend-calendar';
import { earningsCalendar, financialAlert, forecastEps } from '@server/simulator/fundamentals/earnings';
import { filings } from '@server/simulator/fundamentals/filings';
import { financialIndicators } from '@server/simulator/fundamentals/indicators';
import { INDUSTRY_SORTS, industryComparison } from '@server/simulator/fundamentals/industry-comparison';
import { companyProfile } from '@server/simulator/fundamentals/profile';
import { balanceSheet, cashFlowStatement, incomeStatement } from '@server/simulator/fundamentals/statements';
import type { HandlerContext, OperationHandler } from '../handler-context';
import { parseIntegerParam } from '../param-parsers';
import { parseChoice, parseStatementType, stockTarget } from './fundamentals-params';

/** Statements and indicators: `type` (default QUARTERLY), `count` 1..20 (default 5): docs/protocol.md#fundamentals. */
function statementQuery(context: HandlerContext) {
  return {
    type: parseStatementType(context.params.type),
    count: parseIntegerParam('count', context.params.count, { min: 1, max: 20, fallback: 5 }),
  };
}

/** Stock fundamentals (docs/protocol.md#fundamentals), keyed by the simulator's operation id. */
export const STOCK_FUNDAMENTAL_HANDLERS = {
  'fundamentals.company-profile': (context) => companyProfile(stockTarget(context)),
  'fundamentals.analyst-target-price': (context) => analystTargetPrice(stockTarget(context)),
  'fundamentals.analyst-rating': (context) => analystRating(stockTarget(context)),
  'fundamentals.forecast-eps': (context) => forecastEps(stockTarget(context)),
  'fundamentals.filings': (context) => filings(stockTarget(context)),
  'fundamentals.earnings-calendar': (context) => earningsCalendar(stockTarget(context)),
  'fundamentals.dividend-calendar': (context) => dividendCalendar(stockTarget(context).symbol, context.marketNowMs),
  'fundamentals.capital-flow': (context) => {
    const basis = stockTarget(context);
    // count 1..5, default 5 (docs/protocol.md#fundamentals).
    const count = parseIntegerParam('count', context.params.count, { min: 1, max: 5, fallback: 5 });
    return capitalFlow(context.market, basis.ticker, context.marketNowMs, count);
  },
  'fundamentals.industry-comparison': (context) => {
    const basis = stockTarget(context);
    const sort = parseChoice('sort_by', context.params.sort_by, INDUSTRY_SORTS, 'EPS_TTM');
    return industryComparison(context.market, basis, sort);
  },
  'fundamentals.indicators': (context) => {
    const basis = stockTarget(context);
    const { type, count } = statementQuery(context);
    return financialIndicators(basis, type, count);
  },
  'fundamentals.income': (context) => {
    const basis = stockTarget(context);
    const { type, count } = statementQuery(context);
    return incomeStatement(basis, type, count);
  },
  'fundamentals.cash-flow': (context) => {
    const basis = stockTarget(context);
    const { type, count } = statementQuery(context);
    return cashFlowStatement(basis, type, count);
  },
  'fundamentals.balance-sheet': (context) => {
    const basis = stockTarget(context);
    const { type, count } = statementQuery(context);
    return balanceSheet(basis, type, count);
  },
  'fundamentals.financial-alert': (context) => financialAlert(stockTarget(context)),
} as const satisfies Record<string, OperationHandler>;
