import type { Balance } from '@contracts/portfolio';
import { useBalance } from '@src/api/get-balance';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { directionOf } from '@src/lib/format-decimal';
import { money, signedMoney } from '../utils/money';

export const TONE = { up: 'text-emerald-700 dark:text-emerald-300', down: 'text-red-700 dark:text-red-300', flat: '' };

type Figure = { id: string; label: string; value: string; signed?: boolean };

function figuresOf(balance: Balance): Figure[] {
  const figures: Figure[] = [
    { id: 'buying-power', label: 'Buying power', value: balance.buying_power },
    { id: 'cash', label: 'Cash', value: balance.cash },
  ];
  // A cash account's sale proceeds cannot be spent until they settle (docs/protocol.md#paper-accounts).
  if (balance.settled_cash !== undefined)
    figures.push({ id: 'settled', label: 'Settled', value: balance.settled_cash });
  if (balance.unsettled_cash !== undefined)
    figures.push({ id: 'unsettled', label: 'Unsettled', value: balance.unsettled_cash });
  figures.push(
    { id: 'net-liquidation', label: 'Net liquidation', value: balance.net_liquidation },
    { id: 'day-pl', label: 'Day P&L', value: balance.day_pl, signed: true },
    { id: 'unrealized-pl', label: 'Unrealized P&L', value: balance.unrealized_pl, signed: true },
  );
  if (balance.open_order_hold !== undefined)
    figures.push({ id: 'order-hold', label: 'Held by orders', value: balance.open_order_hold });
  return figures;
}

/** The account's money at a glance, in its currency; the `account/<id>` topic keeps it current. */
export function BalanceStrip({ accountId }: { accountId: string }) {
  const balance = useBalance(accountId);
  if (balance.isPending) return <Skeleton className="m-2 h-8" label="Loading balances" />;
  if (balance.isError)
    return (
      <ErrorAlert error={balance.error} onRetry={() => void balance.refetch()} title="Could not load the balances" />
    );
  return (
    <dl
      aria-label={`Balances (${balance.data.currency})`}
      className="flex flex-wrap gap-x-5 gap-y-1 border-b border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
    >
      {figuresOf(balance.data).map((figure) => (
        <div key={figure.id} data-testid={`balance-${figure.id}`} data-value={figure.value} className="flex flex-col">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{figure.label}</dt>
          <dd className={`tabular-nums ${figure.signed === true ? TONE[directionOf(figure.value)] : ''}`}>
            {figure.signed === true ? signedMoney(figure.value) : money(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
