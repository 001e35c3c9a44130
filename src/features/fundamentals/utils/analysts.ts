import Decimal from 'decimal.js';
import type { FundamentalData } from '@contracts/fundamentals';
import type { StackSegment } from '@src/components/stacked-bar';

/** How far the mean target is above (or below) the price, as a fraction: mean / price - 1. */
export function targetUpside(mean: string | null | undefined, price: string | undefined): string | undefined {
  if (mean === null || mean === undefined || price === undefined) return undefined;
  const last = new Decimal(price);
  if (last.isZero()) return undefined;
  return new Decimal(mean).dividedBy(last).minus(1).toDecimalPlaces(6).toString();
}

/** The rating counts as bar segments, most bullish first; missing counts read as 0. */
export function ratingSegments(rating: FundamentalData<'analyst-rating'>): StackSegment[] {
  return [
    { key: 'strong_buy', label: 'Strong buy', value: rating.strong_buy ?? '0', fillClass: 'fill-emerald-700' },
    { key: 'buy', label: 'Buy', value: rating.buy ?? '0', fillClass: 'fill-emerald-500' },
    { key: 'hold', label: 'Hold', value: rating.hold ?? '0', fillClass: 'fill-slate-400' },
    { key: 'under_perform', label: 'Underperform', value: rating.under_perform ?? '0', fillClass: 'fill-orange-500' },
    { key: 'sell', label: 'Sell', value: rating.sell ?? '0', fillClass: 'fill-red-600' },
  ];
}
