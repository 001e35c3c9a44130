import { useEffect } from 'react';
import { useReplaceOrder } from '@src/api/replace-order';
import { ToastStack } from '@src/components/toast-stack';
import { useToasts } from '@src/components/use-toasts';
import { useModifiedOrders, type ModifiedOrder } from '@src/lib/modified-orders';
import { useOrderUpdates } from '@src/lib/use-live-account';
import { onCloseNotice } from '@src/lib/position-closes';
import { announceUpdate } from '../utils/announce-update';
import { modifiedText, restoredText, UNDO_MS, undoChange, undoRefusedText } from '../utils/describe-modify';

/**
 * Tells the trader, as toasts and through a live log, about the fills, refusals and
 * cancellations of the account's orders as the `orders/<id>` topic brings them, what each close
 * of a position did, with the exits it cancelled, from whichever screen asked, and each change
 * the trader made (a dragged line, Modify), with Undo for a few seconds.
 */
export function OrderAnnouncer({ accountId }: { accountId: string | undefined }) {
  const { toasts, announcements, push, dismiss, hold, release } = useToasts();
  const replace = useReplaceOrder(accountId ?? '');
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
  // Each undo awaits its own answer: a second Undo pressed meanwhile must not lose the first's.
  const undo = ({ before, change }: ModifiedOrder) => {
    replace.mutateAsync({ clientOrderId: before.client_order_id, change: undoChange(before, change) }).then(
      () => {
        push('info', restoredText(before));
      },
      (error: unknown) => {
        push('error', undoRefusedText(before, error instanceof Error ? error.message : String(error)));
      },
    );
  };
  useModifiedOrders((modified) => {
    if (modified.accountId !== accountId) return;
    push('success', modifiedText(modified.before, modified.change), {
      timeoutMs: UNDO_MS,
      action: {
        label: 'Undo',
        run: () => {
          undo(modified);
        },
      },
    });
  });
  return (
    <ToastStack
      toasts={toasts}
      announcements={announcements}
      onDismiss={dismiss}
      onHold={hold}
      onRelease={release}
      label="Order announcements"
    />
  );
}
