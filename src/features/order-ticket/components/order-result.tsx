import type { ReactNode } from 'react';
import type { TradingOrder } from '@contracts/orders';
import { useOrders } from '@src/api/get-orders';
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
 * A placed order as it stands now: the answer of the POST, overtaken by the account's order
 * lists as the `orders/<id>` topic and the lists' reads bring its later steps (CHECKING resolves
 * there, without the ticket ever sending again).
 */
function PlacedResult({ description, orders }: { description: string; orders: TradingOrder[] }) {
  const first = primaryOrder(orders);
  const open = useOrders(first?.account_id, 'open');
  const history = useOrders(first?.account_id, 'history');
  if (first === undefined) return null;
  const order = latestState(first, [open.data?.orders, history.data?.orders]);
  const said = describeOutcome(order);
  return (
    <Frame tone={said.tone} status={order.status} id={order.client_order_id}>
      <p className="font-semibold">{description}</p>
      <p data-testid="order-result-status">{said.text}</p>
      {orders.length > 1 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          With {orders.length - 1} exit order{orders.length > 2 ? 's' : ''} that start once it fills.
        </p>
      ) : null}
    </Frame>
  );
}

/** What became of the last order confirmed in the ticket. */
export function OrderResult({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'placed') return <PlacedResult description={outcome.description} orders={outcome.orders} />;
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
