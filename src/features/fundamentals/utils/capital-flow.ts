import Decimal from 'decimal.js';
import type { FundamentalData } from '@contracts/fundamentals';
import type { BarGroup } from '@src/components/grouped-bars';

type CapitalFlowDay = FundamentalData<'capital-flow'>[number];

const SIZES = [
  ['Large', 'large_in', 'large_out'],
  ['Medium', 'medium_in', 'medium_out'],
  ['Small', 'small_in', 'small_out'],
] as const;

/** One day's inflow and outflow per order size (series order: inflow, outflow). */
export function flowGroups(day: CapitalFlowDay): BarGroup[] {
  return SIZES.map(([label, inKey, outKey]) => ({
    key: label,
    label,
    values: [day[inKey] ?? undefined, day[outKey] ?? undefined],
  }));
}

/** Net flow of a day over all sizes: total in minus total out. */
export function netFlow(day: CapitalFlowDay): string {
  return SIZES.reduce(
    (sum, [, inKey, outKey]) => sum.plus(day[inKey] ?? '0').minus(day[outKey] ?? '0'),
    new Decimal(0),
  ).toString();
}
