import { useState } from 'react';
import type { Account } from '@contracts/accounts';
import { useCancelAllOrders } from '@src/api/cancel-all-orders';
import { useOrders } from '@src/api/get-orders';
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
  const open = useOrders(accountId, 'open');
  // The account the list was shown for: the confirm never cancels another one's orders.
  const [askedFor, setAskedFor] = useState<string>();
  const asking = askedFor !== undefined && askedFor === accountId;
  const rows = cancelAllRows(open.data?.orders ?? []);
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
    asking: asking ? rows : undefined,
    /** The chord, on the chosen account: asks first (or, asked already, confirms). */
    request: (id: string) => {
      if (asking || !settings.confirmCancelAll) send(id);
      else if (open.data === undefined) announce('The open orders are not loaded yet: nothing cancelled.', true);
      // A question nobody can see must not be confirmed by the chord pressed again.
      else if (!shown())
        announce('Show the order ticket to see what cancel all would cancel: nothing cancelled.', true);
      else if (rows.length === 0) announce('No open orders to cancel.');
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
