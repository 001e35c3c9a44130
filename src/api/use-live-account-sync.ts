import { useQueryClient } from '@tanstack/react-query';
import { useAccountUpdates, useLinkRestored, useOrderUpdates } from '../lib/use-live-account';
import { writeAccountUpdate, writeOrderUpdates } from './order-cache';
import { queryKeys } from './query-keys';

/**
 * Keeps the account's cached orders, timelines, balance and positions current from its live
 * topics while mounted, so every screen reading them (order list, chart lines, positions,
 * ticket) follows without polling. The relay does not replay what it published while this
 * tab's link was down, so a restored link reads the account again over REST.
 */
export function useLiveAccountSync(accountId: string | undefined): void {
  const client = useQueryClient();
  useOrderUpdates(accountId, (updates) => {
    if (accountId !== undefined) writeOrderUpdates(client, accountId, updates);
  });
  useAccountUpdates(accountId, (update) => {
    if (accountId !== undefined) writeAccountUpdate(client, accountId, update);
  });
  useLinkRestored(() => {
    if (accountId !== undefined && accountId !== '')
      void client.invalidateQueries({ queryKey: queryKeys.account(accountId) });
  });
}
