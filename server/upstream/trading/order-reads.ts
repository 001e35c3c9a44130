import type { TradingOrder } from '@contracts/orders';
import type { UpstreamClient } from '../client/http-client';
import type { OperationName } from '../client/operations';
import { parseUpstream } from '../client/parse-upstream';
import type { Priority } from '../client/priorities';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { UpstreamHttpError } from '../client/upstream-errors';
import {
  toTradingOrders,
  upstreamOrderGroupSchema,
  upstreamOrderPageSchema,
  type UpstreamOrderGroup,
} from './order-records';

// Open orders and history are read a page at a time (2 calls per 2 s); a trader with more
// working orders than this sees the newest ones and a note in the log.
const MAX_PAGES = 10;
const PAGE_SIZE = '100';

export interface OrderReadDeps {
  client: UpstreamClient;
  scheduler: Scheduler;
  clock: Clock;
  generation: 'v2' | 'v3';
  /** Where a record the BFF cannot name is reported, once per record. */
  log: (line: string) => void;
}

// A skipped record is told once, not on every read that meets it again; this many are remembered.
const TOLD_MAX = 1_000;

/** Order detail, open orders and history over REST (docs/protocol.md#operations), 'order-query' group. */
export function createOrderReads(deps: OrderReadDeps) {
  const told = new Set<string>();
  const skipped = (accountId: string) => (what: string) => {
    const line = `order list of ${accountId}: skipped ${what}`;
    if (told.has(line)) return;
    if (told.size >= TOLD_MAX) told.clear();
    told.add(line);
    deps.log(line);
  };
  const ordersOf = (accountId: string, group: UpstreamOrderGroup | null): TradingOrder[] => {
    if (group !== null) return toTradingOrders(accountId, group, deps.clock.now(), skipped(accountId));
    skipped(accountId)('an order group that is not an object');
    return [];
  };
  const call = (operation: OperationName, query: [string, string][], priority: Priority, maxWaitMs?: number) =>
    deps.scheduler.run(
      {
        group: 'order-query',
        priority,
        key: `${operation}?${new URLSearchParams(query).toString()}`,
        ...(maxWaitMs === undefined ? {} : { maxWaitMs }),
      },
      (beforeRetry) => deps.client.call(operation, { query, beforeRetry }),
    );

  async function pages(
    operation: 'orders:open' | 'orders:history',
    accountId: string,
    extra: [string, string][],
    priority: Priority,
  ) {
    const orders: TradingOrder[] = [];
    let key: string | null | undefined;
    let last: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const paging: [string, string][] =
        deps.generation === 'v3'
          ? key === undefined || key === null
            ? []
            : [['pagination_key', key]]
          : [
              ['page_size', PAGE_SIZE],
              ...(last === undefined ? [] : ([['last_client_order_id', last]] as [string, string][])),
            ];
      const answer = parseUpstream(
        upstreamOrderPageSchema,
        await call(operation, [['account_id', accountId], ...extra, ...paging], priority),
        'order list',
      );
      // Each group and each of its orders stands alone: one the BFF cannot read costs only itself.
      for (const group of answer.data) orders.push(...ordersOf(accountId, group));
      if (deps.generation === 'v3') {
        key = answer.pagination_key;
        if (key === undefined || key === null || key === '') return orders;
      } else {
        const lastGroup = answer.data.at(-1);
        if (answer.data.length < Number(PAGE_SIZE) || lastGroup === undefined) return orders;
        // The provider pages gen 2 by the last group's client order id; a last group without one
        // (unreadable, or a record with only an order_id) ends the reading here.
        last = lastGroup?.client_order_id ?? lastGroup?.orders[0]?.client_order_id ?? undefined;
        if (last === undefined) {
          deps.log(
            `order list of ${accountId}: its page ${String(page + 1)} ends with a group that has no client order id; later pages are not read`,
          );
          return orders;
        }
      }
    }
    return orders;
  }

  return {
    /**
     * The order's group (a bracket's three orders), or null when the broker has no such order.
     * `maxWaitMs`: the longest wait for the budget before a busy refusal (the scheduler's default).
     */
    async detail(
      accountId: string,
      clientOrderId: string,
      priority: Priority = 'account',
      maxWaitMs?: number,
    ): Promise<TradingOrder[] | null> {
      try {
        const group = parseUpstream(
          upstreamOrderGroupSchema,
          await call(
            'orders:detail',
            [
              ['account_id', accountId],
              ['client_order_id', clientOrderId],
            ],
            priority,
            maxWaitMs,
          ),
          'order detail',
        );
        return ordersOf(accountId, group);
      } catch (error) {
        // An unknown id is a parameter refusal (400/404/417), not a failure of the call.
        if (error instanceof UpstreamHttpError && [400, 404, 417].includes(error.status)) return null;
        throw error;
      }
    },
    openOrders: (accountId: string, priority: Priority = 'account') => pages('orders:open', accountId, [], priority),
    /**
     * The provider's default history window, the last 7 days by its own clock: the simulator
     * may replay an earlier day (docs/decisions/0053-a-closed-market-replays-earlier-trading-days.md),
     * so the BFF's clock must not choose the window.
     */
    history: (accountId: string, priority: Priority = 'account') => pages('orders:history', accountId, [], priority),
  };
}
export type OrderReads = ReturnType<typeof createOrderReads>;
