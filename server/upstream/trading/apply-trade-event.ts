import type { OrderEvent, OrderStatus, TradingOrder } from '@contracts/orders';
import type { Priority } from '../client/priorities';
import type { OrderReads } from './order-reads';
import { decimalText, plainDecimal } from './order-records';
import { stepKey, type OrderTracker } from './order-tracker';
import { withFreshRecord } from './record-vocabulary';
import { retryWhileBusy } from './retry-while-busy';

/** The fields of an order event the BFF acts on (docs/protocol.md#scene-types). */
export interface OrderEventFacts {
  /** The event's id: a replace or a failed cancel is one step per event. */
  requestId: string;
  accountId: string;
  clientOrderId: string;
  sceneType: string;
  orderStatus?: string | undefined;
  filledQty?: string | undefined;
  filledPrice?: string | undefined;
}

type Outcome = { kind: OrderEvent['kind']; status?: OrderStatus; key: string[]; refresh: boolean };

function outcomeOf(e: OrderEventFacts, order: TradingOrder, filled: string): Outcome | null {
  switch (e.sceneType) {
    case 'FILLED':
      return { kind: 'partial_fill', status: 'PARTIAL_FILLED', key: ['fill', filled], refresh: true };
    case 'FINAL_FILLED':
      return { kind: 'filled', status: 'FILLED', key: ['fill', filled], refresh: true };
    case 'PLACE_FAILED':
      return { kind: 'failed', status: 'FAILED', key: ['failed'], refresh: true };
    case 'CANCEL_SUCCESS':
      return { kind: 'cancelled', status: 'CANCELLED', key: ['cancelled'], refresh: true };
    case 'CANCEL_FAILED':
      return { kind: 'cancel_failed', key: ['cancel_failed', e.requestId], refresh: false };
    case 'MODIFY_FAILED':
      return { kind: 'modify_failed', key: ['modify_failed', e.requestId], refresh: false };
    case 'MODIFY_SUCCESS':
      // A bracket child starting to work is reported as a modification (docs/protocol.md#combos-simulator).
      return order.status === 'PENDING'
        ? { kind: 'modified', status: 'SUBMITTED', key: ['working'], refresh: true }
        : { kind: 'modified', key: ['modified', e.requestId], refresh: true };
    default:
      return null;
  }
}

const DETAIL_FOR = new Set(['PLACE_FAILED', 'MODIFY_SUCCESS']);

/**
 * The detail an event needs (a failure's reason, a replace's terms) waits behind the order lists
 * a trader is waiting for: both share the 'order-query' group, and a burst of failures otherwise
 * put one detail between every two pages of a history read (docs/trading.md#order-history-reads).
 */
export const EVENT_DETAIL_PRIORITY: Priority = 'refresh';

/**
 * How long that detail may wait for the budget before it is refused as busy, far past the usual
 * wait: a burst of fills makes every tab read the executions and balances again, ahead of it,
 * and an event given up leaves its order working on every screen after it filled.
 */
export const EVENT_DETAIL_MAX_WAIT_MS = 10 * 60_000;

/** The order's record as the broker has it, read as an event needs it (above); undefined when unknown. */
export async function readEventDetail(
  reads: Pick<OrderReads, 'detail'>,
  accountId: string,
  clientOrderId: string,
): Promise<TradingOrder | undefined> {
  const group = await retryWhileBusy(() =>
    reads.detail(accountId, clientOrderId, EVENT_DETAIL_PRIORITY, EVENT_DETAIL_MAX_WAIT_MS),
  );
  return group?.find((o) => o.client_order_id === clientOrderId);
}

/**
 * Turns one order event into the order's next state and a step of its timeline. The payload
 * carries status and fills; a failure's reason and a replace's new terms are read from the
 * order's detail. Returns whether money or shares may have moved (balances to refresh).
 */
export async function applyTradeEvent(
  deps: {
    reads: OrderReads;
    tracker: OrderTracker;
    log: (line: string) => void;
    /** Why a cancel nobody asked for ended the order: its DAY window closed (./order-expiry). */
    expiredBecause: (order: TradingOrder) => Promise<string | undefined>;
  },
  e: OrderEventFacts,
): Promise<boolean> {
  let order = await deps.tracker.current(e.accountId, e.clientOrderId);
  let fresh: TradingOrder | undefined;
  if (order === undefined || DETAIL_FOR.has(e.sceneType)) {
    fresh = await readEventDetail(deps.reads, e.accountId, e.clientOrderId);
    order ??= fresh;
  }
  if (order === undefined) {
    deps.log(`trade event for an order the broker does not know: ${e.clientOrderId} (${e.sceneType})`);
    return false;
  }
  const filled = plainDecimal(e.filledQty) ?? order.filled_quantity;
  const outcome = outcomeOf(e, order, filled);
  if (outcome === null) {
    deps.log(`trade event of an unknown kind ${e.sceneType} for ${e.clientOrderId}: ignored`);
    return false;
  }
  const isFill = outcome.kind === 'partial_fill' || outcome.kind === 'filled';
  const price = decimalText(e.filledPrice);
  const next: TradingOrder = {
    ...(fresh === undefined ? order : withFreshRecord(order, fresh)),
    ...(outcome.status === undefined ? {} : { status: outcome.status }),
    ...(isFill ? { filled_quantity: filled, ...(price === undefined ? {} : { filled_price: price }) } : {}),
  };
  const detail =
    outcome.kind === 'failed'
      ? (fresh?.message ?? order.message)
      : outcome.kind === 'cancelled'
        ? await deps.expiredBecause(next)
        : undefined;
  await deps.tracker.record(
    detail === undefined ? next : { ...next, message: detail },
    { kind: outcome.kind, ...(detail === undefined ? {} : { detail }) },
    stepKey(order, ...outcome.key),
  );
  return outcome.refresh;
}
