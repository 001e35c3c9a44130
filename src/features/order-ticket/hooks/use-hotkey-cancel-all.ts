import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@contracts/accounts';
import { useCancelAllOrders } from '@src/api/cancel-all-orders';
import { ordersQueryOptions } from '@src/api/get-orders';
import { cancelAllRows } from '../utils/cancel-all-rows';
import type { Announce } from './use-announcer';
import { useHotkeySettings } from './use-hotkey-settings';

/**
 * Shift+Alt+X: cancel every open order of the account. Unless the trader turned the confirm
 * off, it first lists what it will cancel (every symbol) and waits for Confirm, or the chord
 * again; Keep, Escape, or a change of account sends nothing (docs/trading-screens.md#keyboard-trading).
 * `shown` says whether the ticket, which draws the list, is on screen (a narrow layout may hide it).
 */
export function useHotkeyCancelAll(account: Account | undefined, announce: Announce, shown: () => boolean) {
  const settings = useHotkeySettings();
  const accountId = account?.account_id;
  const client = useQueryClient();
  // The account the list was shown for: the confirm never cancels another one's orders.
  const [askedFor, setAskedFor] = useState<string>();
  const asking = askedFor !== undefined && askedFor === accountId;
  // The ticket follows the open orders only while its confirm lists them. Every order step
  // changes that list, and a render of the whole ticket (with a row worked out per open order)
  // between Confirm and the broker's answer held the answer off the screen
  // (docs/trading-screens.md#keyboard-trading). The chord reads the list when it is pressed.
  const listed = useQuery({
    ...ordersQueryOptions(accountId, 'open'),
    select: (list) => (asking ? cancelAllRows(list.orders) : undefined),
    // Only the rows: a render that reads nothing of the query would be told of every change.
    notifyOnChangeProps: ['data'],
  });
  const openNow = () => client.getQueryData(ordersQueryOptions(accountId, 'open').queryKey);
  const cancelAll = useCancelAllOrders({
    onDone: ({ cancelled, failed }) => {
      const count = `${cancelled.length} open order${cancelled.length === 1 ? '' : 's'} cancelled`;
      if (failed.length === 0) announce(`Cancel all: ${count}.`);
      else
        announce(`Cancel all: ${count}; ${failed.length} could not be cancelled (${failed[0]?.message ?? ''}).`, true);
    },
    onFailed: (error) => {
      announce(`Cancel all failed: ${error.message}`, true);
    },
  });
  const send = (id: string) => {
    setAskedFor(undefined);
    announce('Cancelling all open orders…');
    cancelAll.mutate(id);
  };
  return {
    settings,
    /** The orders the confirm lists, while it is shown. */
    asking: asking ? (listed.data ?? []) : undefined,
    /** The chord, on the chosen account: asks first (or, asked already, confirms). */
    request: (id: string) => {
      const open = openNow();
      if (asking || !settings.confirmCancelAll) send(id);
      else if (open === undefined) announce('The open orders are not loaded yet: nothing cancelled.', true);
      // A question nobody can see must not be confirmed by the chord pressed again.
      else if (!shown())
        announce('Show the order ticket to see what cancel all would cancel: nothing cancelled.', true);
      else if (cancelAllRows(open.orders).length === 0) announce('No open orders to cancel.');
      else setAskedFor(id);
    },
    confirm: () => {
      if (asking) send(askedFor);
    },
    keep: () => {
      setAskedFor(undefined);
      announce('Cancel all: every order kept.');
    },
  };
}
