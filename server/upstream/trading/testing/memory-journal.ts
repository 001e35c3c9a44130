import type { OrderEvent, TradingOrder } from '@contracts/orders';
import type { OrderIntent, OrderJournal } from '@server/store/order-journal';
import { UNRESOLVED_STATES } from '@server/store/order-journal';

/** The journal's contract in memory, for tests of the order logic that need no database. */
export function createMemoryJournal(): OrderJournal & { intents: Map<string, OrderIntent> } {
  const intents = new Map<string, OrderIntent>();
  const orders = new Map<string, TradingOrder>();
  const events: { key: string; event: OrderEvent }[] = [];
  const id = (accountId: string, clientOrderId: string) => `${accountId}|${clientOrderId}`;
  return {
    intents,
    recordIntent(intent) {
      const key = id(intent.account_id, intent.draft.client_order_id);
      if (intents.has(key)) return Promise.resolve(false);
      intents.set(key, {
        account_id: intent.account_id,
        client_order_id: intent.draft.client_order_id,
        draft: intent.draft,
        state: 'journaled',
        order_id: null,
        message: null,
        error_code: null,
        http_status: null,
        created_at: intent.created_at,
        updated_at: intent.created_at,
      });
      return Promise.resolve(true);
    },
    getIntent: (accountId, clientOrderId) => Promise.resolve(intents.get(id(accountId, clientOrderId))),
    updateIntent(accountId, clientOrderId, update) {
      const current = intents.get(id(accountId, clientOrderId));
      if (current !== undefined) intents.set(id(accountId, clientOrderId), { ...current, ...update });
      return Promise.resolve();
    },
    unresolvedIntents: () =>
      Promise.resolve(
        [...intents.values()]
          .filter((i) => UNRESOLVED_STATES.includes(i.state))
          .sort((a, b) => a.created_at - b.created_at),
      ),
    saveOrder(order) {
      orders.set(id(order.account_id, order.client_order_id), order);
      return Promise.resolve();
    },
    getOrder: (accountId, clientOrderId) => Promise.resolve(orders.get(id(accountId, clientOrderId))),
    listOrders: (accountId, sinceMs) =>
      Promise.resolve(
        [...orders.values()]
          .filter((o) => o.account_id === accountId && o.updated_at >= sinceMs)
          .sort((a, b) => b.updated_at - a.updated_at),
      ),
    appendEvent(event, key) {
      if (events.some((e) => e.key === key)) return Promise.resolve(false);
      events.push({ key, event });
      return Promise.resolve(true);
    },
    recordStep(order, event, key) {
      if (events.some((e) => e.key === key)) return Promise.resolve(false);
      events.push({ key, event });
      orders.set(id(order.account_id, order.client_order_id), order);
      return Promise.resolve(true);
    },
    listEvents: (accountId, clientOrderId) =>
      Promise.resolve(
        events
          .filter((e) => e.event.account_id === accountId && e.event.client_order_id === clientOrderId)
          .map((e) => e.event),
      ),
    close: () => Promise.resolve(),
  };
}
