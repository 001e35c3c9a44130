import { vi } from 'vitest';
import {
  OPEN_STATUSES,
  orderDraftSchema,
  replaceOrderSchema,
  type OrderDraft,
  type OrderEvent,
  type TradingOrder,
} from '@contracts/orders';
import type { Execution } from '@contracts/executions';
import type { Balance, PositionList } from '@contracts/portfolio';

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
  /** Last trade and book per symbol, served as snapshots. */
  quotes?: Record<string, { last: string; bid?: string | undefined; ask?: string | undefined }>;
  /** The symbols that trade and whether each may be sold short; any other is unknown (404). */
  instruments?: Record<string, { shortable: boolean }>;
};

function snapshot(symbol: string, quote: { last: string; bid?: string | undefined; ask?: string | undefined }) {
  const { last, bid, ask } = quote;
  return {
    ...{ symbol, instrument_id: `id-${symbol}`, price: last, open: last, high: last, low: last, pre_close: last },
    ...{ volume: '1000', change: '0', change_ratio: '0', last_trade_time: 1, bid, ask, received_at: Date.now() },
  };
}

/** The order as the BFF answers a place that the broker accepted (or the status asked for). */
export function placedOrder(draft: OrderDraft, status: TradingOrder['status'] = 'SUBMITTED'): TradingOrder {
  return {
    account_id: draft.account_id,
    client_order_id: draft.client_order_id,
    order_id: status === 'CHECKING' ? undefined : `o-${draft.client_order_id}`,
    role: 'NORMAL',
    symbol: draft.symbol,
    side: draft.side,
    order_type: draft.order_type,
    time_in_force: draft.time_in_force,
    session: draft.session,
    status,
    quantity: draft.quantity,
    filled_quantity: '0',
    limit_price: draft.limit_price,
    updated_at: Date.now(),
  };
}

const notFound = (method: string, path: string): Answer => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: `no route ${method} ${path}` } },
});

/**
 * The BFF's trading routes over an in-memory account, for every SPA test that trades: lists split
 * by status, detail with its timeline, cancel and replace taking effect at once, cancel-all, place
 * and preview, balance and positions, closing a position, executions, the market clock, and (when
 * the state names them) quotes and instruments. Every call is recorded; `override` may answer (or hold) any request first.
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
      const placed = placedOrder(orderDraftSchema.parse(body));
      state.orders.push(placed);
      return { body: { orders: [placed] } };
    }
    if (method === 'POST' && path === '/api/orders/preview')
      return {
        body: {
          ...{ estimated_cost: '1900.10', estimated_fee: '0.02', commission: '0', currency: 'USD' },
          fees: [{ type: 'FINRA_CAT_REGULATORY_FEE', amount: '0.02' }],
        },
      };
    if (method === 'GET' && path === '/api/snapshots' && state.quotes !== undefined) {
      const quotes = state.quotes;
      const symbols = (url.searchParams.get('symbols') ?? '').split(',');
      return {
        body: symbols.flatMap((symbol) => (quotes[symbol] === undefined ? [] : [snapshot(symbol, quotes[symbol])])),
      };
    }
    const trading = /^\/api\/instruments\/([^/]+)\/trading$/.exec(path);
    if (method === 'GET' && trading !== null && state.instruments !== undefined) {
      const symbol = decodeURIComponent(trading[1] ?? '');
      const instrument = state.instruments[symbol];
      if (instrument === undefined)
        return { status: 404, body: { error: { code: 'UNKNOWN_SYMBOL', message: `Unknown symbol ${symbol}` } } };
      return { body: { symbol, tradable: true, fractionable: true, shortable: instrument.shortable, overnight: true } };
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
      // The broker's market time as the request is answered; the BFF's wall clock is the test's.
      return { body: { market_time: state.marketTime, wall_time: Date.now() } };
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
      return new Response(out === undefined ? null : JSON.stringify(out), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  /** The bodies POSTed to `path`, in order. */
  const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
  return { calls, posts, writes: () => calls.filter((c) => c.method !== 'GET') };
}
