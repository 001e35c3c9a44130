// The words of an expired DAY order, apart from the calendar reckoning in ./order-expiry so the
// orders list and its toasts can name them without loading the calendar. docs/protocol.md#expired-day-orders

/** The reason an expired DAY order shows in the Cancelled tab, by the window that ended. */
export const EXPIRED_REASONS = {
  regular: 'expired at the close',
  extended: 'expired at the end of after hours',
  overnight: 'expired at the end of the overnight session',
} as const;

/** Whether an order's message is one of the expiry reasons above. */
export function isExpiryReason(message: string | undefined): message is string {
  return message !== undefined && Object.values<string>(EXPIRED_REASONS).includes(message);
}
