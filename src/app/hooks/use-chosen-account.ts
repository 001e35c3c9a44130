import type { Account } from '@contracts/accounts';
import { useAccounts } from '@src/features/account/api/get-accounts';

/**
 * The account the dashboard works with: the one picked in the header, else the first one, as
 * the picker shows it. Undefined while the accounts load or when there are none.
 */
export function useChosenAccount(accountId: string | undefined): Account | undefined {
  const accounts = useAccounts();
  return accounts.data?.find((account) => account.account_id === accountId) ?? accounts.data?.[0];
}
