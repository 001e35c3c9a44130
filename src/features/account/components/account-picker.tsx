import type { Account } from '@contracts/accounts';
import { useAccounts } from '../api/get-accounts';

function describe(account: Account): string {
  const name = account.account_label ?? account.account_type;
  return `${name} · ${account.account_number ?? account.account_id}`;
}

type AccountPickerProps = {
  /** The chosen account id; the first account when not chosen yet. */
  value: string | undefined;
  onChange: (accountId: string) => void;
};

/** Chooses the trading account the dashboard works with. */
export function AccountPicker({ value, onChange }: AccountPickerProps) {
  const accounts = useAccounts();
  if (accounts.isPending) return <span className="text-xs text-slate-500 dark:text-slate-400">Loading accounts…</span>;
  if (accounts.isError) {
    return (
      <span role="alert" className="flex items-center gap-1 text-xs text-red-600 dark:text-red-300">
        Accounts unavailable: {accounts.error.message}
        <button
          type="button"
          className="rounded border border-current px-1.5"
          onClick={() => {
            void accounts.refetch();
          }}
        >
          Retry
        </button>
      </span>
    );
  }
  const selected = value ?? accounts.data[0]?.account_id ?? '';
  return (
    <select
      aria-label="Account"
      value={selected}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm max-sm:basis-full dark:border-slate-700 dark:bg-slate-900"
    >
      {accounts.data.length === 0 ? <option value="">No accounts</option> : null}
      {accounts.data.map((account) => (
        <option key={account.account_id} value={account.account_id}>
          {describe(account)}
        </option>
      ))}
    </select>
  );
}
