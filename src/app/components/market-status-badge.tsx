import { useMarketClock } from '@src/api/get-market-clock';
import { useClock } from '@src/lib/use-clock';
import { marketStatus } from '@src/lib/market-status';

const TONES = {
  regular: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  closing: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  other: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
} as const;

/**
 * The market's session at market time, from the exchange calendar: "Regular hours, closes 13:00
 * ET (early close)", the last 15 minutes counted down, "Closed, opens Mon 09:30 ET". On a narrow
 * screen it is kept for screen readers and the title only, so the header keeps one row.
 */
export function MarketStatusBadge() {
  const { data } = useMarketClock();
  const now = useClock();
  if (data === undefined) return null;
  const status = marketStatus(now + data.market_time - data.wall_time);
  const tone = status.closing ? TONES.closing : status.session === 'regular' ? TONES.regular : TONES.other;
  return (
    <span
      data-testid="market-status"
      data-session={status.session}
      title={status.text}
      className={`rounded-md px-2 py-0.5 text-xs font-medium tabular-nums max-xl:sr-only ${tone}`}
    >
      {status.text}
    </span>
  );
}
