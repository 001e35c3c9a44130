import { vi } from 'vitest';
import type { OrderDraft, TradingOrder } from '@contracts/orders';
import { orderDraftSchema } from '@contracts/orders';

type Answer = { status?: number; body?: unknown };
export type Handler = (method: string, url: URL, body: unknown) => Answer | Promise<Answer> | undefined;

export type TradingSetup = {
  accountId?: string;
  /** AAPL's last trade and book; MSFT trades at 99.50 (99.49 x 99.51). */
  last?: string;
  bid?: string;
  ask?: string;
  /** The broker's market time now; the BFF's clock is the test's. */
  marketTime?: number;
  buyingPower?: string;
  positions?: { symbol: string; quantity: string }[];
  shortable?: boolean;
  /** The account's working orders (none by default); cancel all answers their ids. */
  openOrders?: TradingOrder[];
};

/** Wednesday 2026-11-18 10:00 New York: regular hours. */
export const REGULAR_HOURS = Date.parse('2026-11-18T15:00:00Z');

function snapshot(symbol: string, quote: { last: string; bid: string; ask: string } | undefined) {
  const { last = '1', bid, ask } = quote ?? {};
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

/**
 * The BFF's market, account, instrument and order routes for one account (AAPL and MSFT trade), answering
 * as the real routes do; `override` may answer (or hold) any request first. Records every call.
 */
export function stubTradingBff(setup: TradingSetup = {}, override?: Handler) {
  const { accountId = 'ACC1', last = '190.00', bid = '189.99', ask = '190.01', buyingPower = '100000' } = setup;
  const quotes: Record<string, { last: string; bid: string; ask: string }> = {
    AAPL: { last, bid, ask },
    MSFT: { last: '99.50', bid: '99.49', ask: '99.51' },
  };
  const calls: { method: string; path: string; body: unknown }[] = [];
  const answer = (method: string, url: URL, body: unknown): Answer => {
    const path = url.pathname;
    if (path === '/api/snapshots') {
      const symbols = (url.searchParams.get('symbols') ?? '').split(',');
      return { body: symbols.flatMap((symbol) => (symbol in quotes ? [snapshot(symbol, quotes[symbol])] : [])) };
    }
    if (path === '/api/market-clock')
      return { body: { market_time: setup.marketTime ?? REGULAR_HOURS, wall_time: Date.now() } };
    if (path === `/api/accounts/${accountId}/balance`)
      return {
        body: {
          ...{ account_id: accountId, currency: 'USD', cash: buyingPower, buying_power: buyingPower },
          ...{ market_value: '0', net_liquidation: buyingPower, unrealized_pl: '0', day_pl: '0', fetched_at: 1 },
        },
      };
    if (path === `/api/accounts/${accountId}/positions`)
      return {
        body: {
          account_id: accountId,
          positions: (setup.positions ?? []).map((p) => ({
            ...p,
            cost_price: '100',
            last_price: last,
            unrealized_pl: '0',
          })),
          fetched_at: 1,
        },
      };
    if (path.startsWith('/api/instruments/') && path.endsWith('/trading')) {
      const symbol = path.split('/')[3] ?? '';
      if (symbol !== 'AAPL' && symbol !== 'MSFT')
        return { status: 404, body: { error: { code: 'UNKNOWN_SYMBOL', message: `Unknown symbol ${symbol}` } } };
      return {
        body: { symbol, tradable: true, fractionable: true, shortable: setup.shortable ?? true, overnight: true },
      };
    }
    if (path === '/api/orders' && method === 'GET') {
      const open = url.searchParams.get('view') === 'open' ? (setup.openOrders ?? []) : [];
      return { body: { orders: open, as_of: 1 } };
    }
    if (path === '/api/orders/preview')
      return {
        body: {
          ...{ estimated_cost: '1900.10', estimated_fee: '0.02', commission: '0', currency: 'USD' },
          fees: [{ type: 'FINRA_CAT_REGULATORY_FEE', amount: '0.02' }],
        },
      };
    if (path === '/api/orders' && method === 'POST')
      return { body: { orders: [placedOrder(orderDraftSchema.parse(body))] } };
    const closing = new RegExp(`^/api/accounts/${accountId}/positions/([^/]+)/close$`).exec(path);
    if (closing !== null && method === 'POST') {
      // As the BFF closes: the broker's position, all of it, at market in regular hours.
      const symbol = closing[1] ?? '';
      const held = Number(setup.positions?.find((p) => p.symbol === symbol)?.quantity ?? '0');
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
      const draft = orderDraftSchema.parse({
        ...{ account_id: accountId, client_order_id: `close-${symbol}`, symbol, side: held > 0 ? 'SELL' : 'BUY' },
        ...{ order_type: 'MARKET', time_in_force: 'DAY', session: 'CORE', entrust_type: 'QTY' },
        quantity: String(Math.abs(held)),
      });
      return { body: { orders: [placedOrder(draft)], cancelled: [] } };
    }
    if (path === '/api/orders/cancel-all') {
      const cancelled = setup.openOrders?.map((order) => order.client_order_id) ?? ['a1', 'a2'];
      return { body: { cancelled, failed: [] } };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: `no route ${method} ${path}` } } };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const { status = 200, body: out } = (await override?.(method, url, body)) ?? answer(method, url, body);
      return new Response(out === undefined ? null : JSON.stringify(out), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
  return { calls, posts };
}
