import { formatEasternClock } from '@src/lib/eastern-time';
import { formatPrice, formatVolume } from '@src/lib/format-decimal';
import { useLiveTicks } from '@src/lib/use-live';
import type { Tick } from '@contracts/market-data';
import { TRADES_SHOWN, useRecentTicks } from '../api/get-ticks';
import { mergeTrades } from '../utils/merge-trades';

// Tick.side (docs/protocol.md#market-data): B/S traded at the bid/ask side, G/L above/below it.
// Trades at or above the ask are buyer-driven (green), at or below the bid seller-driven (red).
const SIDE: Record<Tick['side'], { label: string; tone: string }> = {
  B: { label: 'At the bid', tone: 'text-red-700 dark:text-red-400' },
  S: { label: 'At the ask', tone: 'text-emerald-700 dark:text-emerald-400' },
  G: { label: 'Above the ask', tone: 'text-emerald-700 dark:text-emerald-400' },
  L: { label: 'Below the bid', tone: 'text-red-700 dark:text-red-400' },
  N: { label: 'Neutral', tone: '' },
};

/** The latest trades, newest on top: the fetched ones first, then every streamed trade. */
export function TimeAndSales({ symbol }: { symbol: string }) {
  const fetched = useRecentTicks(symbol);
  const tape = useLiveTicks(symbol);
  const trades = mergeTrades(tape.ticks, fetched.data ?? [], TRADES_SHOWN);
  return (
    <section aria-label="Time and sales" className="flex min-w-0 flex-col">
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Time and sales
      </h3>
      {trades.length === 0 ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {fetched.isPending ? 'Loading trades…' : 'No trades yet.'}
        </p>
      ) : (
        <ol
          data-testid="time-and-sales"
          // A list that scrolls must be reachable from the keyboard to scroll it (WCAG 2.1.1).
          tabIndex={0}
          aria-label={`Recent trades in ${symbol}`}
          className="max-h-64 overflow-y-auto font-mono text-xs tabular-nums [contain:layout_paint]"
        >
          {trades.map((trade) => {
            const side = SIDE[trade.side];
            return (
              <li
                key={`${trade.time}|${trade.price}|${trade.volume}|${trade.side}`}
                data-testid="trade-row"
                data-price={trade.price}
                data-time={trade.time}
                className="grid grid-cols-3 gap-2"
              >
                <span className="text-slate-500 dark:text-slate-400">{formatEasternClock(trade.time, true)}</span>
                <span className={`text-right ${side.tone}`} title={side.label}>
                  {formatPrice(trade.price)}
                </span>
                <span className="text-right">{formatVolume(trade.volume)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
