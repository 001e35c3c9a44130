import { isoDay, quarterEndMs, quarterOf, reportDayMs } from './fiscal-calendar';

export type StatementType = 'ANNUAL' | 'QUARTERLY';

/** One reporting period: a quarter, or a fiscal year (`fiscal_period` 0) made of four quarters. */
export interface Period {
  fiscal_year: number;
  fiscal_period: number;
  /** Quarter indexes it covers, oldest first; the last one is where it ends. */
  quarters: number[];
}

/** The `count` newest reported periods, newest first (docs/protocol.md#fundamentals, statements). */
export function statementPeriods(latest: number, type: StatementType, count: number): Period[] {
  if (type === 'QUARTERLY') {
    return Array.from({ length: count }, (_, k) => ({ ...quarterOf(latest - k), quarters: [latest - k] }));
  }
  const newestYear = latest % 4 === 3 ? Math.floor(latest / 4) : Math.floor(latest / 4) - 1;
  return Array.from({ length: count }, (_, k) => {
    const year = newestYear - k;
    return { fiscal_year: year, fiscal_period: 0, quarters: [0, 1, 2, 3].map((q) => year * 4 + q) };
  });
}

export function lastQuarter(period: Period): number {
  return period.quarters[period.quarters.length - 1] ?? 0;
}

/** The fields every statement row starts with. */
export function periodHeader(key: number, period: Period) {
  const end = lastQuarter(period);
  return {
    fiscal_year: period.fiscal_year,
    fiscal_period: period.fiscal_period,
    end_date: isoDay(quarterEndMs(end)),
    currency: 'USD',
    publish_date: isoDay(reportDayMs(key, end)),
  };
}
