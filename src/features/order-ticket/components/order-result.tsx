import { useState, type ReactNode } from 'react';
import type { TradingOrder } from '@contracts/orders';
import { useOrders } from '@src/api/get-orders';
import { useOrderUpdates } from '@src/lib/use-live-account';
import type { Outcome } from '../hooks/use-order-ticket';
import { describeOutcome, latestState, primaryOrder, type OutcomeTone } from '../utils/order-outcome';

const TONES: Readonly<Record<OutcomeTone | 'unknown', string>> = {
  working: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40',
  filled: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40',
  checking: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40',
  cancelled: 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900',
  refused: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40',
  unknown: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40',
};

function Frame(props: { tone: OutcomeTone | 'unknown'; status: string; id?: string; children: ReactNode }) {
  return (
    <section
      aria-label="Last order"
      data-testid="order-result"
      data-status={props.status}
      data-client-order-id={props.id}
      className={`flex flex-col gap-1 rounded-md border p-3 text-sm ${TONES[props.tone]}`}
    >
      {props.children}
    </section>
  );
}

/**
 * A confirmed order as it stands now: "Sending…" until the POST's answer or the account's order
 * lists (kept current by the `orders/<id>` topic) know it, whichever is first, then its newest
 * state from any of them or from the order's own live updates (Working, then Filled, Cancelled
 * or Refused). The updates are read here as well because the cached lists take a step only once
 * they are loaded: a fill that lands while the history is still being read must not leave the
 * line at "Working". CHECKING resolves there too, without the ticket ever sending again.
 */
function PlacedResult({ outcome }: { outcome: Outcome & { kind: 'placed' } }) {
  const { description, accountId, clientOrderId, exits, orders } = outcome;
  const answered = orders === undefined ? undefined : primaryOrder(orders);
  const open = useOrders(accountId, 'open');
  const history = useOrders(accountId, 'history');
  const [live, setLive] = useState<TradingOrder>();
  useOrderUpdates(accountId, (updates) => {
    const mine = updates.findLast((u) => u.order.client_order_id === clientOrderId)?.order;
    if (mine !== undefined)
      setLive((known) => (known === undefined || mine.updated_at >= known.updated_at ? mine : known));
  });
  const order = latestState(clientOrderId, answered, [
    open.data?.orders,
    history.data?.orders,
    live === undefined ? undefined : [live],
  ]);
  const known = order ?? { status: 'SENDING' as const, filled_quantity: '0' };
  const said = describeOutcome(known);
  return (
    <Frame tone={said.tone} status={known.status} id={clientOrderId}>
      <p className="font-semibold">{description}</p>
      <p data-testid="order-result-status">{said.text}</p>
      {exits > 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          With {exits} exit order{exits > 1 ? 's' : ''} that start once it fills.
        </p>
      ) : null}
    </Frame>
  );
}

/** What became of the last order confirmed in the ticket. */
export function OrderResult({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'placed') return <PlacedResult key={outcome.clientOrderId} outcome={outcome} />;
  return (
    <Frame
      tone={outcome.kind === 'refused' ? 'refused' : 'unknown'}
      status={outcome.kind === 'refused' ? 'REFUSED' : 'NO_ANSWER'}
    >
      <p className="font-semibold">{outcome.description}</p>
      <p data-testid="order-result-status">
        {outcome.kind === 'refused' ? `Refused: ${outcome.message}` : outcome.message}
      </p>
      {outcome.kind === 'unsent' ? (
        <p className="text-xs">
          It may or may not have reached the broker. Confirm again sends the same order id, which is never placed twice.
        </p>
      ) : null}
    </Frame>
  );
}
