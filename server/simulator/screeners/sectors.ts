import Decimal from 'decimal.js';
import { periodEarlierBars, sectorPeriodChange } from './period-change';
import { rankBy, type Direction, type Ranked } from './rank-rows';
import { sortKey, type SortField } from './sort-fields';
import type { StockFacts } from './stock-facts';
import { listedStockRow } from './stock-rows';

export type SectorPeriod = 'D1' | 'D5' | 'MO1' | 'MO3';
export type SectorAggType = 'MARKET_VALUE' | 'VOLUME';

/** Stable sector id: the sector name in lower case with dashes (e.g. `information-technology`). */
export function sectorId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

type SectorRow = ReturnType<typeof listedStockRow>;

function sectorRows(stocks: readonly StockFacts[], period: SectorPeriod): Ranked<SectorRow>[] {
  return stocks.flatMap((facts) => {
    const change = sectorPeriodChange(facts, period);
    return change === undefined ? [] : [{ facts, row: listedStockRow(facts, change) }];
  });
}

/**
 * A sector's figures over the period: change ratio weighted by market value, the volume traded
 * in the period (today plus the earlier days it covers), total market value, and how many
 * members rose, fell or stayed flat over the period.
 */
function summarise(name: string, members: Ranked<SectorRow>[], period: SectorPeriod) {
  const value = members.reduce((sum, m) => sum.plus(m.facts.market_value), new Decimal(0));
  const weighted = members.reduce(
    (sum, m) => sum.plus(new Decimal(m.row.change_ratio).times(m.facts.market_value)),
    new Decimal(0),
  );
  const volume = members.reduce(
    (sum, m) =>
      periodEarlierBars(m.facts, period).reduce((v, bar) => v.plus(bar.volume), sum.plus(m.facts.snapshot.volume)),
    new Decimal(0),
  );
  const sign = (m: Ranked<SectorRow>) => new Decimal(m.row.change_ratio).comparedTo(0);
  return {
    id: sectorId(name),
    name,
    change_ratio: (value.isZero() ? new Decimal(0) : weighted.div(value)).toFixed(4, Decimal.ROUND_HALF_UP),
    volume: volume.toFixed(0),
    market_value: value.toFixed(2),
    declined: String(members.filter((m) => sign(m) < 0).length),
    advanced: String(members.filter((m) => sign(m) > 0).length),
    flat: String(members.filter((m) => sign(m) === 0).length),
  };
}

function bySector(stocks: readonly StockFacts[], period: SectorPeriod): Map<string, Ranked<SectorRow>[]> {
  const groups = new Map<string, Ranked<SectorRow>[]>();
  for (const item of sectorRows(stocks, period)) {
    const name = item.facts.instrument.sector;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

/** Every sector with its three leaders (best period change), ordered by the agg_type figure. */
export function marketSectors(
  stocks: readonly StockFacts[],
  q: { aggType: SectorAggType; period: SectorPeriod; direction: Direction },
) {
  const sectors = [...bySector(stocks, q.period)].map(([name, members]) => ({
    ...summarise(name, members, q.period),
    data: rankBy(members, sortKey('CHANGE_RATIO'), 'DESC')
      .slice(0, 3)
      .map(({ row }) => ({ instrument_id: row.instrument_id, name: row.name, symbol: row.symbol })),
  }));
  const field = q.aggType === 'MARKET_VALUE' ? 'market_value' : 'volume';
  const sign = q.direction === 'ASC' ? 1 : -1;
  return sectors.sort((a, b) => new Decimal(a[field]).comparedTo(b[field]) * sign || (a.id < b.id ? -1 : 1));
}

/** One sector's summary and its members ordered by `sort_by`; undefined for an unknown id. */
export function sectorDetail(
  stocks: readonly StockFacts[],
  q: { sectorId: string; period: SectorPeriod; sortBy: SortField; direction: Direction },
) {
  const found = [...bySector(stocks, q.period)].find(([name]) => sectorId(name) === q.sectorId);
  if (found === undefined) return undefined;
  const [name, members] = found;
  return {
    sector: summarise(name, members, q.period),
    rows: rankBy(members, sortKey(q.sortBy), q.direction).map((i) => i.row),
  };
}
