import { useAccounts } from '@src/features/account/api/get-accounts';

/**
 * The account the dashboard works with: the one picked in the header, else the first one, as
 * the picker shows it. Undefined while the accounts load or when there are none.
 */
export function useChosenAccount(picked: string | undefined): string | undefined {
  const accounts = useAccounts();
  return picked ?? accounts.data?.[0]?.account_id;
}
