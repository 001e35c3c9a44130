import { vi } from 'vitest';
import {
  OPEN_STATUSES,
  orderDraftSchema,
  replaceOrderSchema,
  type OrderEvent,
  type TradingOrder,
} from '../contracts/orders';
import type { Execution } from '../contracts/executions';
import type { Balance, PositionList } from '../contracts/portfolio';

type Answer = { status?: number; body?: unknown };
export type TradingHandler = (
  method: string,
  url: URL,
  body: unknown,
) => Answer | Promise<Answer | undefined> | undefined;

export type TradingState = {
  orders: TradingOrder[];
  timelines?: Record<string, OrderEvent[]>;
  balance?: Balance;
  positions?: PositionList;
  /** The account's executions, newest first (served with the market clock at `marketTime`). */
  executions?: Execution[];
  marketTime?: number;
};

const notFound = (method: string, path: string): Answer => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: `no route ${method} ${path}` } },
});

/**
 * The BFF's order and account routes over an in-memory account: lists split by status, detail
 * with its timeline, cancel and replace taking effect at once, cancel-all, place, balance and
 * positions, closing a position. Every call is recorded; `override` may answer (or hold) any request first.
 */
export function stubTradingBff(state: TradingState, override?: TradingHandler) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const isOpen = (o: TradingOrder) => OPEN_STATUSES.includes(o.status);
  const find = (id: string) => state.orders.find((o) => o.client_order_id === id);
  const change = (id: string, next: Partial<TradingOrder>): TradingOrder | undefined => {
    const order = find(id);
    if (order === undefined) return undefined;
    Object.assign(order, next, { updated_at: order.updated_at + 1 });
    return { ...order };
  };
  /** As the BFF closes: the exits cancelled, then one market order for the whole position. */
  const close = (symbol: string): Answer => {
    const held = Number(state.positions?.positions.find((p) => p.symbol === symbol)?.quantity ?? '0');
    if (held === 0)
      return {
        status: 409,
        body: {
          error: {
            code: 'NOTHING_TO_CLOSE',
            message: `You hold no ${symbol} in this account: there is nothing to close.`,
          },
        },
      };
    const sell = held > 0;
    const exits = state.orders.filter(
      (o) => isOpen(o) && o.symbol === symbol && (sell ? o.side !== 'BUY' : o.side === 'BUY'),
    );
    const cancelled = exits.map((o) => ({ ...o }));
    for (const o of exits) change(o.client_order_id, { status: 'CANCELLED' });
    const placed: TradingOrder = {
      account_id: state.positions?.account_id ?? '',
      client_order_id: `C${String(calls.length)}`,
      role: 'NORMAL',
      symbol,
      side: sell ? 'SELL' : 'BUY',
      order_type: 'MARKET',
      time_in_force: 'DAY',
      session: 'CORE',
      status: 'SUBMITTED',
      quantity: String(Math.abs(held)),
      filled_quantity: '0',
      updated_at: 1,
    };
    state.orders.push(placed);
    return { body: { orders: [placed], cancelled } };
  };
  const answer = (method: string, url: URL, body: unknown): Answer => {
    const path = url.pathname;
    const id = decodeURIComponent(path.split('/')[3] ?? '');
    if (method === 'GET' && path === '/api/orders') {
      const open = url.searchParams.get('view') === 'open';
      return { body: { orders: state.orders.filter((o) => isOpen(o) === open).map((o) => ({ ...o })), as_of: 1 } };
    }
    if (method === 'POST' && path === '/api/orders/cancel-all') {
      const open = state.orders.filter(isOpen);
      for (const o of open) change(o.client_order_id, { status: 'CANCELLED' });
      return { body: { cancelled: open.map((o) => o.client_order_id), failed: [] } };
    }
    if (method === 'POST' && path === '/api/orders') {
      const d = orderDraftSchema.parse(body);
      const placed: TradingOrder = {
        account_id: d.account_id,
        client_order_id: d.client_order_id,
        role: 'NORMAL',
        symbol: d.symbol,
        side: d.side,
        order_type: d.order_type,
        time_in_force: d.time_in_force,
        session: d.session,
        status: 'SUBMITTED',
        quantity: d.quantity,
        filled_quantity: '0',
        updated_at: 1,
      };
      state.orders.push(placed);
      return { body: { orders: [placed] } };
    }
    const closing = /^\/api\/accounts\/[^/]+\/positions\/([^/]+)\/close$/.exec(path);
    if (method === 'POST' && closing !== null) return close(decodeURIComponent(closing[1] ?? ''));
    if (method === 'GET' && /^\/api\/orders\/[^/]+$/.test(path)) {
      const order = find(id);
      return order === undefined ? notFound(method, path) : { body: { order, timeline: state.timelines?.[id] ?? [] } };
    }
    if (method === 'POST' && path.endsWith('/cancel')) {
      const order = change(id, { status: 'CANCELLED' });
      return order === undefined ? notFound(method, path) : { body: { orders: [order] } };
    }
    if (method === 'POST' && path.endsWith('/replace')) {
      const { quantity, limit_price, stop_price } = replaceOrderSchema.parse(body);
      const order = change(id, {
        ...(quantity === undefined ? {} : { quantity }),
        ...(limit_price === undefined ? {} : { limit_price }),
        ...(stop_price === undefined ? {} : { stop_price }),
      });
      return order === undefined ? notFound(method, path) : { body: { orders: [order] } };
    }
    if (method === 'GET' && path.endsWith('/balance') && state.balance !== undefined) return { body: state.balance };
    if (method === 'GET' && path.endsWith('/positions') && state.positions !== undefined)
      return { body: state.positions };
    if (method === 'GET' && path.endsWith('/executions') && state.executions !== undefined) {
      const order = url.searchParams.get('client_order_id');
      return {
        body: {
          account_id: decodeURIComponent(path.split('/')[3] ?? ''),
          ...(order === null ? {} : { client_order_id: order }),
          executions: state.executions.filter((e) => order === null || e.client_order_id === order),
          truncated: false,
          fetched_at: 1,
        },
      };
    }
    if (method === 'GET' && path === '/api/market-clock' && state.marketTime !== undefined)
      return { body: { market_time: state.marketTime, wall_time: state.marketTime } };
    return notFound(method, path);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, query: url.search, body });
      const { status = 200, body: out } = (await override?.(method, url, body)) ?? answer(method, url, body);
      return new Response(JSON.stringify(out), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}
