import type Decimal from 'decimal.js';
import type { OrderSide } from '@contracts/orders';
import type { UsCalendarSession } from '@market/calendar';
import { formatPrice } from '@src/lib/format-decimal';
import type { Estimate } from '../utils/estimate-order';
import { estimateLabel } from '../utils/estimate-label';
import { formatShares } from '../utils/position-rules';
import type { TicketQuote } from '../utils/ticket-quote';

const money = (value: Decimal) => `${value.isNegative() ? '-' : ''}$${formatPrice(value.abs().toFixed(2), 2)}`;
const price = (value: string | undefined) => (value === undefined ? '—' : formatPrice(value));

type EstimateLineProps = {
  side: OrderSide;
  quote: TicketQuote;
  estimate: Estimate;
  buyingPower: string | undefined;
  /** Shares of the symbol held, negative when short; undefined while unknown. */
  position: Decimal | undefined;
  /** The session the broker's market is in now; undefined while the market clock loads. */
  marketSession: UsCalendarSession | undefined;
};

const SESSION_NAMES: Readonly<Record<UsCalendarSession, string>> = {
  pre: 'Pre-market',
  regular: 'Regular hours',
  post: 'After hours',
  overnight: 'Overnight',
  closed: 'Closed',
};

function held(position: Decimal | undefined): string {
  if (position === undefined) return '—';
  if (position.isZero()) return 'none';
  return position.isNegative() ? `${formatShares(position.abs())} short` : formatShares(position);
}

/** The market the order meets and what it costs the account, recomputed as the trader types. */
export function EstimateLine({ side, quote, estimate, buyingPower, position, marketSession }: EstimateLineProps) {
  const { cost, left, margin } = estimate;
  return (
    <dl
      data-testid="ticket-estimate"
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400 [&_dd]:text-right [&_dd]:font-mono [&_dd]:text-slate-900 dark:[&_dd]:text-slate-100"
    >
      <dt>Market</dt>
      <dd data-testid="ticket-session" data-value={marketSession}>
        {marketSession === undefined ? '—' : SESSION_NAMES[marketSession]}
      </dd>
      <dt>Bid × Ask</dt>
      <dd data-testid="ticket-bid-ask">
        {price(quote.bid)} × {price(quote.ask)}
      </dd>
      <dt>Position</dt>
      <dd data-testid="ticket-position" data-value={position?.toFixed()}>
        {held(position)}
      </dd>
      <dt>{estimateLabel(side)}</dt>
      <dd data-testid="ticket-cost" data-value={cost?.toFixed(2)}>
        {cost === undefined ? '—' : money(cost)}
      </dd>
      {margin === undefined ? null : (
        <>
          <dt>Margin required</dt>
          <dd data-testid="ticket-margin" data-value={margin.toFixed(2)}>
            {money(margin)}
          </dd>
        </>
      )}
      <dt>{left === undefined ? 'Buying power' : 'Buying power left'}</dt>
      <dd data-testid="ticket-power-left" data-value={left?.toFixed(2) ?? buyingPower}>
        {left !== undefined ? money(left) : buyingPower === undefined ? '—' : `$${formatPrice(buyingPower, 2)}`}
      </dd>
    </dl>
  );
}
