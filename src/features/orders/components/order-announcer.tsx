import { useEffect } from 'react';
import { ToastStack } from '@src/components/toast-stack';
import { useToasts } from '@src/components/use-toasts';
import { useOrderUpdates } from '@src/lib/use-live-account';
import { onCloseNotice } from '@src/lib/position-closes';
import { announceUpdate } from '../utils/announce-update';

/**
 * Tells the trader, as toasts and through a live log, about the fills, refusals and
 * cancellations of the account's orders as the `orders/<id>` topic brings them, and what each
 * close of a position did, with the exits it cancelled, from whichever screen asked.
 */
export function OrderAnnouncer({ accountId }: { accountId: string | undefined }) {
  const { toasts, announcements, push, dismiss } = useToasts();
  useOrderUpdates(accountId, (updates) => {
    for (const update of updates) {
      const said = announceUpdate(update);
      if (said !== null) push(said.tone, said.text);
    }
  });
  useEffect(
    () =>
      onCloseNotice((notice) => {
        push(notice.tone, notice.text);
      }),
    [push],
  );
  return <ToastStack toasts={toasts} announcements={announcements} onDismiss={dismiss} label="Order announcements" />;
}
