import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { OrderUpdate } from '../contracts/trading-topics';
import { useAccountUpdates, useLinkRestored, useOrderUpdates } from '../lib/use-live-account';
import { isOwnStepOnTheWay, onOwnRequestSettled, writeAccountUpdate, writeOrderUpdates } from './order-cache';
import { queryKeys } from './query-keys';

/**
 * Keeps the account's cached orders, timelines, balance and positions current from its live
 * topics while mounted, so every screen reading them (order list, chart lines, positions,
 * ticket) follows without polling. The relay does not replay what it published while this
 * tab's link was down, so a restored link reads the account again over REST.
 */
export function useLiveAccountSync(accountId: string | undefined): void {
  const client = useQueryClient();
  // This tab's own on-the-way steps, held until the next update or the request's answer.
  const held = useRef<OrderUpdate[]>([]);
  const release = useCallback(
    (updates: readonly OrderUpdate[]) => {
      const all = [...held.current.splice(0), ...updates];
      // Each update names its account: a step held across a switch of account lands in its own.
      notifyManager.batch(() => {
        for (const update of all) writeOrderUpdates(client, update.order.account_id, [update]);
      });
    },
    [client],
  );
  useOrderUpdates(accountId, (updates) => {
    if (updates.every(isOwnStepOnTheWay)) held.current.push(...updates);
    else release(updates);
  });
  useEffect(
    () =>
      onOwnRequestSettled(() => {
        release([]);
      }),
    [release],
  );
  useAccountUpdates(accountId, (update) => {
    if (accountId !== undefined) writeAccountUpdate(client, accountId, update);
  });
  useLinkRestored(() => {
    if (accountId !== undefined && accountId !== '')
      void client.invalidateQueries({ queryKey: queryKeys.account(accountId) });
  });
}
