import type { OrderStatus as Status } from '@contracts/orders';
import { statusWord } from '../utils/order-labels';

const TONES: Record<Status, string> = {
  SENDING: 'text-slate-600 dark:text-slate-300',
  CHECKING: 'text-slate-600 dark:text-slate-300',
  NOT_PLACED: 'text-red-700 dark:text-red-300',
  PENDING: 'text-sky-700 dark:text-sky-300',
  SUBMITTED: 'text-sky-700 dark:text-sky-300',
  PARTIAL_FILLED: 'text-sky-700 dark:text-sky-300',
  FILLED: 'text-emerald-700 dark:text-emerald-300',
  CANCELLED: 'text-slate-500 dark:text-slate-400',
  FAILED: 'text-red-700 dark:text-red-300',
  OTHER: 'text-amber-700 dark:text-amber-300',
};

const HINTS: Partial<Record<Status, string>> = {
  SENDING: 'Recorded and being sent to the broker.',
  CHECKING: "The broker's answer was lost; the order is being looked up by its id. Nothing is wrong yet.",
  NOT_PLACED: 'The broker never received this order.',
  OTHER: "A status this dashboard does not know: the broker's own word is in the order's detail.",
};

/**
 * An order's status in words. SENDING and CHECKING are steps, not failures: they spin and stay
 * neutral (CHECKING resolves to placed or NOT_PLACED by itself).
 */
export function OrderStatus({ status }: { status: Status }) {
  const busy = status === 'SENDING' || status === 'CHECKING';
  return (
    <span
      data-testid="order-status"
      data-status={status}
      title={HINTS[status]}
      className={`inline-flex items-center gap-1 whitespace-nowrap ${TONES[status]}`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          data-testid="order-status-spinner"
          className="inline-block size-3 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {statusWord(status)}
    </span>
  );
}
