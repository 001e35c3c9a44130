import { DisplayDecimal } from '@src/lib/display-decimal';
import { formatPrice, formatVolume } from '@src/lib/format-decimal';
import { openOrderTicket } from '@src/lib/order-ticket-intent';
import { useFirstValueFromRest } from '@src/lib/use-first-value-from-rest';
import { useLiveDepth } from '@src/lib/use-live';
import { LADDER_LEVELS, useDepth } from '../api/get-depth';
import { pickDepth } from '../utils/pick-depth';

type Level = { price: string; size: string };

/** Width of a size bar as a percentage of the largest size on screen. */
function share(size: string | undefined, largest: DisplayDecimal): string {
  if (size === undefined || largest.eq(0)) return '0%';
  return `${new DisplayDecimal(size).div(largest).times(100).toFixed(1)}%`;
}

type SideProps = { symbol: string; level: Level | undefined; side: 'bid' | 'ask'; largest: DisplayDecimal };

/** One side of a row; its price opens the order ticket with a limit at that price. */
function Side({ symbol, level, side, largest }: SideProps) {
  const tone = side === 'bid' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400';
  const bar = side === 'bid' ? 'right-0 bg-emerald-500/15' : 'left-0 bg-red-500/15';
  const cells = [
    <td key="size" className="relative px-2 text-slate-600 dark:text-slate-300">
      <span aria-hidden="true" className={`absolute inset-y-0 ${bar}`} style={{ width: share(level?.size, largest) }} />
      <span className="relative">{level === undefined ? '' : formatVolume(level.size)}</span>
    </td>,
    <td key="price" data-testid={`depth-${side}`} data-value={level?.price} className={`px-2 ${tone}`}>
      {level === undefined ? null : (
        <button
          type="button"
          aria-label={`Limit order at ${formatPrice(level.price)}`}
          onClick={() => {
            openOrderTicket({ symbol, price: level.price });
          }}
          className="rounded px-0.5 hover:bg-slate-500/15 hover:underline"
        >
          {formatPrice(level.price)}
        </button>
      )}
    </td>,
  ];
  return <>{side === 'bid' ? cells : cells.reverse()}</>;
}

/**
 * Bid and ask levels side by side, best first, sizes drawn as bars; follows `depth/<SYMBOL>`.
 * Clicking a price prefills the order ticket with a limit at it (the side stays the ticket's).
 */
export function DepthLadder({ symbol }: { symbol: string }) {
  const live = useLiveDepth(symbol);
  const askRest = useFirstValueFromRest(symbol, live !== undefined);
  const fetched = useDepth(symbol, askRest);
  const ladder = pickDepth(fetched.data, live);
  if (ladder === undefined) {
    return (
      <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
        {fetched.isError
          ? 'No order book available.'
          : askRest
            ? 'Loading the order book…'
            : 'Waiting for the first update of the order book from the live feed…'}
      </p>
    );
  }
  const rows = Math.min(LADDER_LEVELS, Math.max(ladder.bids.length, ladder.asks.length));
  const largest = [...ladder.bids, ...ladder.asks].reduce((max, level) => {
    const size = new DisplayDecimal(level.size);
    return size.gt(max) ? size : max;
  }, new DisplayDecimal(0));
  return (
    <table
      data-testid="depth-ladder"
      data-time={ladder.time}
      className="w-full text-right font-mono text-xs tabular-nums [contain:layout_paint]"
    >
      <caption className="mb-1 text-left font-sans text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Order book
      </caption>
      <thead className="text-slate-500 dark:text-slate-400">
        <tr>
          <th scope="col" className="px-2 font-normal">
            Size
          </th>
          <th scope="col" className="px-2 font-normal">
            Bid
          </th>
          <th scope="col" className="px-2 font-normal">
            Ask
          </th>
          <th scope="col" className="px-2 font-normal">
            Size
          </th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, i) => (
          <tr key={i} data-testid="depth-row">
            <Side symbol={symbol} level={ladder.bids[i]} side="bid" largest={largest} />
            <Side symbol={symbol} level={ladder.asks[i]} side="ask" largest={largest} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
