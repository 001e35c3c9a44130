import { ToastStack } from '@src/components/toast-stack';
import { useToasts } from '@src/components/use-toasts';
import { useOrderUpdates } from '@src/lib/use-live-account';
import { announceUpdate } from '../utils/announce-update';

/**
 * Tells the trader, as toasts and through a live log, about the fills, refusals and
 * cancellations of the account's orders as the `orders/<id>` topic brings them.
 */
export function OrderAnnouncer({ accountId }: { accountId: string | undefined }) {
  const { toasts, announcements, push, dismiss } = useToasts();
  useOrderUpdates(accountId, (updates) => {
    for (const update of updates) {
      const said = announceUpdate(update);
      if (said !== null) push(said.tone, said.text);
    }
  });
  return <ToastStack toasts={toasts} announcements={announcements} onDismiss={dismiss} label="Order announcements" />;
}
