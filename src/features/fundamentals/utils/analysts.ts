import type { FundamentalData } from '@contracts/fundamentals';
import type { StackSegment } from '@src/components/stacked-bar';

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
