import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { OPEN_STATUSES, type OrderDetail, type orderListSchema, type TradingOrder } from '../contracts/orders';
import type { AccountUpdate } from '../contracts/portfolio';
import type { OrderUpdate } from '../contracts/trading-topics';
import { balanceQueryOptions } from './get-balance';
import { ordersQueryOptions } from './get-orders';
import { positionsQueryOptions } from './get-positions';
import { queryKeys } from './query-keys';

type OrderList = z.infer<typeof orderListSchema>;

export function isOpenOrder(order: Pick<TradingOrder, 'status'>): boolean {
  return OPEN_STATUSES.includes(order.status);
}

/**
 * Whether `copy` says more than `known` of one order: it changed later, or, stamped alike, it is
 * finished where `known` still works (a finished order never works again).
 */
export function isNewerCopy(copy: TradingOrder, known: TradingOrder): boolean {
  if (copy.updated_at !== known.updated_at) return copy.updated_at > known.updated_at;
  return isOpenOrder(known) && !isOpenOrder(copy);
}

/** `list` with `order` in it (replacing its copy, or first when new) if `belongs`, else without it. */
export function placeOrderInList(list: OrderList, order: TradingOrder, belongs: boolean): OrderList {
  const index = list.orders.findIndex((o) => o.client_order_id === order.client_order_id);
  if (!belongs) return index === -1 ? list : { ...list, orders: list.orders.filter((_, i) => i !== index) };
  const orders = index === -1 ? [order, ...list.orders] : list.orders.map((o, i) => (i === index ? order : o));
  return { ...list, orders };
}

const sameStep = (a: OrderUpdate['event'], b: OrderUpdate['event']) =>
  a.kind === b.kind && a.at === b.at && a.status === b.status && a.filled_quantity === b.filled_quantity;

/** The timeline with the update's step added (unless a later read already holds it). */
export function addTimelineStep(detail: OrderDetail, { order, event }: OrderUpdate): OrderDetail {
  const newerOrder = order.updated_at >= detail.order.updated_at ? order : detail.order;
  if (detail.timeline.some((step) => sameStep(step, event))) return { ...detail, order: newerOrder };
  return { order: newerOrder, timeline: [...detail.timeline, event] };
}

/** The account's cached copy of an order updated last, from either list. */
function newestCopy(client: QueryClient, accountId: string, clientOrderId: string): TradingOrder | undefined {
  const copies = (['open', 'history'] as const).flatMap(
    (view) =>
      client
        .getQueryData(ordersQueryOptions(accountId, view).queryKey)
        ?.orders.filter((o) => o.client_order_id === clientOrderId) ?? [],
  );
  return copies.reduce<TradingOrder | undefined>(
    (newest, copy) => (newest === undefined || isNewerCopy(copy, newest) ? copy : newest),
    undefined,
  );
}

/**
 * Writes orders as they now stand into the account's cached lists: an open order into the open
 * list, a finished one into the history, each out of the other. A copy from later than the one
 * written wins (a REST read may overtake an update still on its way), and lists not loaded yet
 * are left alone (they will be read whole when first shown).
 */
export function writeOrders(client: QueryClient, accountId: string, orders: readonly TradingOrder[]): void {
  notifyManager.batch(() => {
    for (const order of orders) {
      const known = newestCopy(client, accountId, order.client_order_id);
      if (known !== undefined && isNewerCopy(known, order)) continue;
      const open = isOpenOrder(order);
      client.setQueryData(ordersQueryOptions(accountId, 'open').queryKey, (list) =>
        list === undefined ? undefined : placeOrderInList(list, order, open),
      );
      client.setQueryData(ordersQueryOptions(accountId, 'history').queryKey, (list) =>
        list === undefined ? undefined : placeOrderInList(list, order, !open),
      );
    }
  });
}

/** Applies the `orders/<id>` updates of one frame, oldest first: the lists and any open timeline. */
export function writeOrderUpdates(client: QueryClient, accountId: string, updates: readonly OrderUpdate[]): void {
  notifyManager.batch(() => {
    for (const update of updates) {
      writeOrders(client, accountId, [update.order]);
      client.setQueryData<OrderDetail>(queryKeys.orderDetail(accountId, update.order.client_order_id), (detail) =>
        detail === undefined ? undefined : addTimelineStep(detail, update),
      );
    }
  });
}

/** The `account/<id>` topic's balance and positions replace the cached ones, unless older. */
export function writeAccountUpdate(
  client: QueryClient,
  accountId: string,
  { balance, positions }: AccountUpdate,
): void {
  notifyManager.batch(() => {
    client.setQueryData(balanceQueryOptions(accountId).queryKey, (old) =>
      old !== undefined && old.fetched_at > balance.fetched_at ? old : balance,
    );
    client.setQueryData(positionsQueryOptions(accountId).queryKey, (old) =>
      old !== undefined && old.fetched_at > positions.fetched_at ? old : positions,
    );
  });
}

// Orders this tab has a request in flight for, by `<account>|<client order id>`, with how many.
const inFlight = new Map<string, number>();
const settledListeners = new Set<() => void>();
const keyOf = (accountId: string, clientOrderId: string) => `${accountId}|${clientOrderId}`;

/** Steps that only say a request is on its way: the tab that sent it shows that already. */
const ON_THE_WAY: ReadonlySet<OrderUpdate['event']['kind']> = new Set(['sent', 'cancel_requested', 'modify_requested']);

/**
 * Notes that this tab sent a request for the order (a place); the returned function, called
 * when the answer is in (or the request failed), ends it. Meanwhile the order's on-the-way
 * steps wait in this tab (src/api/use-live-account-sync.ts).
 */
export function startOwnRequest(accountId: string, clientOrderId: string): () => void {
  const key = keyOf(accountId, clientOrderId);
  inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
    for (const listener of [...settledListeners]) listener();
  };
}

/** True when the update only says that a request this tab sent is on its way. */
export function isOwnStepOnTheWay({ order, event }: OrderUpdate): boolean {
  return ON_THE_WAY.has(event.kind) && inFlight.has(keyOf(order.account_id, order.client_order_id));
}

/** Calls `listener` each time one of this tab's requests has its answer. */
export function onOwnRequestSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => {
    settledListeners.delete(listener);
  };
}
