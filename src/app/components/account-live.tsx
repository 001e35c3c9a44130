import { useLiveAccountSync } from '@src/api/use-live-account-sync';
import { OrderAnnouncer } from '@src/features/orders/components/order-announcer';

/**
 * The chosen account's live topics at work for the whole page: the cached orders, timelines,
 * balance and positions follow them, and fills and refusals are announced.
 */
export function AccountLive({ accountId }: { accountId: string | undefined }) {
  useLiveAccountSync(accountId);
  return <OrderAnnouncer accountId={accountId} />;
}
