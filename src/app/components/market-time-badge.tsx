import { MARKET_CLOCK_TOLERANCE_MS, type MarketClock } from '@contracts/market-clock';
import { useMarketClock } from '@src/api/get-market-clock';
import { formatEasternWeekdayClock } from '@src/lib/eastern-time';
import { useClock } from '@src/lib/use-clock';

const DAY_MS = 86_400_000;

/** What the badge says, or null while market time is real time. */
export function marketTimeText(clock: MarketClock, now: number): { text: string; time: string; title: string } | null {
  const offset = clock.market_time - clock.wall_time;
  if (Math.abs(offset) < MARKET_CLOCK_TOLERANCE_MS) return null;
  const behind = -offset % DAY_MS;
  // A replay runs whole days behind (docs/decisions/0053-a-closed-market-replays-earlier-trading-days.md).
  const replay = offset < 0 && (behind < MARKET_CLOCK_TOLERANCE_MS || DAY_MS - behind < MARKET_CLOCK_TOLERANCE_MS);
  const time = formatEasternWeekdayClock(now + offset);
  return replay
    ? {
        text: `Market time ${time} ET (replay of an earlier trading day)`,
        time: `${time} ET`,
        title:
          'The exchange is closed, so the simulated market replays an earlier trading day at the same time of day until it reopens. Prices, charts and orders use this time.',
      }
    : {
        text: `Market time ${time} ET (simulated clock)`,
        time: `${time} ET`,
        title: 'The simulated market runs on its own clock. Prices, charts and orders use this time.',
      };
}

/** The market time the prices are at, shown only when it is not the real time. */
export function MarketTimeBadge() {
  const { data } = useMarketClock();
  const now = useClock();
  const shown = data === undefined ? null : marketTimeText(data, now);
  if (shown === null) return null;
  return (
    <span
      data-testid="market-time"
      title={shown.title}
      className="rounded-md bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-900 dark:bg-violet-900/60 dark:text-violet-100"
    >
      {/* Below a very wide screen only the time shows (the title says the rest), so the header keeps
          one row; the words stay for screen readers. */}
      <span className="max-[1800px]:sr-only">Market time </span>
      {shown.time}
      <span className="max-[1800px]:sr-only">{shown.text.slice(`Market time ${shown.time}`.length)}</span>
    </span>
  );
}
