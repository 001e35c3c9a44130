import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { OrderUpdate } from '../contracts/trading-topics';
import { useAccountUpdates, useLinkRestored, useOrderUpdates } from '../lib/use-live-account';
import { isOwnStepOnTheWay, onOwnRequestSettled, writeAccountUpdate, writeOrderUpdates } from './order-cache';
import { queryKeys } from './query-keys';

/** How long at most this tab's own `sent` step waits for the broker's answer before it is shown. */
export const HOLD_MS = 50;

/**
 * Keeps the account's cached orders, timelines, balance and positions current from its live
 * topics while mounted, so every screen reading them (order list, chart lines, positions,
 * ticket) follows without polling. The relay does not replay what it published while this
 * tab's link was down, so a restored link reads the account again over REST.
 *
 * A step that only says this tab's own request is on its way (its order's `sent`) waits for
 * the account's next step, the request's answer or HOLD_MS, whichever comes first: the ticket
 * shows "Sending…" already, and a broker that answers at once then costs the tab one render,
 * not two (docs/trading-screens.md#live-account-topics-in-the-tab).
 */
export function useLiveAccountSync(accountId: string | undefined): void {
  const client = useQueryClient();
  // This tab's own on-the-way steps, held until the next update, the request's answer or HOLD_MS.
  const held = useRef<OrderUpdate[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const release = useCallback(
    (updates: readonly OrderUpdate[]) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const all = [...held.current.splice(0), ...updates];
      // Each update names its account: a step held across a switch of account lands in its own.
      notifyManager.batch(() => {
        for (const update of all) writeOrderUpdates(client, update.order.account_id, [update]);
      });
    },
    [client],
  );
  useOrderUpdates(accountId, (updates) => {
    if (!updates.every(isOwnStepOnTheWay)) {
      release(updates);
      return;
    }
    held.current.push(...updates);
    timer.current ??= setTimeout(() => {
      release([]);
    }, HOLD_MS);
  });
  useEffect(() => {
    const stop = onOwnRequestSettled(() => {
      release([]);
    });
    return () => {
      stop();
      release([]);
    };
  }, [release]);
  useAccountUpdates(accountId, (update) => {
    if (accountId === undefined) return;
    writeAccountUpdate(client, accountId, update);
    // Money or shares moved: a fill, so the executions (and the P&L built on them) are read again.
    void client.invalidateQueries({ queryKey: queryKeys.executionLists(accountId) });
  });
  useLinkRestored(() => {
    if (accountId !== undefined && accountId !== '')
      void client.invalidateQueries({ queryKey: queryKeys.account(accountId) });
  });
}
