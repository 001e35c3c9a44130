import type { Balance } from '@contracts/portfolio';
import { useBalance } from '@src/api/get-balance';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { directionOf } from '@src/lib/format-decimal';
import type { AccountPnl } from '../utils/account-pnl';
import { money, signedMoney } from '../utils/money';

export const TONE = { up: 'text-emerald-700 dark:text-emerald-300', down: 'text-red-700 dark:text-red-300', flat: '' };

type Figure = { id: string; label: string; value: string | undefined; signed?: boolean };

/**
 * The broker's cash and buying power, and the figures that move with prices from `pnl`: the
 * rows' own, so net liquidation = cash + market value and Day P&L = the rows' Day P&L + today's
 * realised P&L on screen at every instant (docs/pnl.md). A figure not known yet is a dash.
 */
function figuresOf(balance: Balance, pnl: AccountPnl | undefined): Figure[] {
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
    { id: 'market-value', label: 'Market value', value: pnl?.marketValue },
    { id: 'net-liquidation', label: 'Net liquidation', value: pnl?.netLiquidation },
    { id: 'day-pl', label: 'Day P&L', value: pnl?.day, signed: true },
    { id: 'realized-pl', label: 'Realized today', value: pnl?.realized, signed: true },
    { id: 'unrealized-pl', label: 'Unrealized P&L', value: pnl?.unrealized, signed: true },
  );
  if (balance.open_order_hold !== undefined)
    figures.push({ id: 'order-hold', label: 'Held by orders', value: balance.open_order_hold });
  return figures;
}

/**
 * The account's money at a glance, in its currency: the `account/<id>` topic keeps cash current,
 * the live prices the rest (through `pnl`).
 */
export function BalanceStrip({ accountId, pnl }: { accountId: string; pnl: AccountPnl | undefined }) {
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
      {figuresOf(balance.data, pnl).map(({ id, label, value, signed }) => (
        <div key={id} data-testid={`balance-${id}`} data-value={value} className="flex flex-col">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className={`tabular-nums ${signed === true && value !== undefined ? TONE[directionOf(value)] : ''}`}>
            {value === undefined ? '—' : signed === true ? signedMoney(value) : money(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
