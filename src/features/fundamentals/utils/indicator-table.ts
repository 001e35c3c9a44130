import type { FundamentalData } from '@contracts/fundamentals';
import { INDICATOR_KEYS } from '@contracts/fundamentals-stock';
import { fiscalLabel } from './format-figures';

type Indicators = FundamentalData<'indicators'>;

export const INDICATOR_LABELS: Record<(typeof INDICATOR_KEYS)[number], string> = {
  roa: 'Return on assets',
  roe: 'Return on equity',
  diluted_eps_incl_extra: 'Diluted EPS',
  net_margin: 'Net margin',
  debt_to_assets: 'Debt to assets',
  naps: 'Net assets per share',
  ocf_ps: 'Operating cash flow per share',
  cap_surplus_ps: 'Capital surplus per share',
};

/**
 * Indicators as rows, periods as columns oldest first (the provider lists each indicator's
 * periods newest first: docs/protocol.md#fundamentals). Periods are the union over all indicators.
 */
export function toIndicatorTable(indicators: Indicators) {
  const periods = new Map<string, { year: number; period: number }>();
  for (const key of INDICATOR_KEYS) {
    for (const point of indicators.values[key] ?? [])
      periods.set(`${point.fiscal_year}-${point.fiscal_period}`, {
        year: point.fiscal_year,
        period: point.fiscal_period,
      });
  }
  const columns = [...periods.entries()]
    .sort(([, a], [, b]) => a.year - b.year || a.period - b.period)
    .map(([key, p]) => ({ key, label: fiscalLabel(p.year, p.period) }));
  const rows = INDICATOR_KEYS.filter((key) => (indicators.values[key]?.length ?? 0) > 0).map((key) => {
    const byPeriod = new Map(
      (indicators.values[key] ?? []).map((point) => [
        `${point.fiscal_year}-${point.fiscal_period}`,
        point.value ?? undefined,
      ]),
    );
    return { key, label: INDICATOR_LABELS[key], values: columns.map((column) => byPeriod.get(column.key)) };
  });
  return { columns, rows };
}
