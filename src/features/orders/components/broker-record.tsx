import type { TradingOrder } from '@contracts/orders';

/**
 * The broker's own words for an order of a kind the dashboard does not model (an option leg, an
 * OTO part, a status it does not know): shown as written, since "Other" alone tells a trader
 * nothing (docs/protocol.md#the-order-record).
 */
export function BrokerRecord({ order }: { order: TradingOrder }) {
  if (order.raw === undefined) return null;
  return (
    <section aria-label="The broker's record" data-testid="order-raw" className="flex flex-col gap-1 text-xs">
      <p className="rounded bg-amber-500/10 p-2 text-amber-900 dark:text-amber-100">
        This dashboard does not handle this kind of order: it is shown as the broker wrote it.{' '}
        {order.unnamed === true
          ? 'The broker gives it no client order id, so it cannot be cancelled or changed from here.'
          : 'It can be cancelled here, not changed.'}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        {Object.entries(order.raw).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{name}</dt>
            <dd className="font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
