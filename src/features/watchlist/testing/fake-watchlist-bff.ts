import { vi } from 'vitest';
import { z } from 'zod';

type Answer = { status?: number; body?: unknown };
export type Handler = (method: string, url: URL, body: unknown) => Answer | Promise<Answer> | undefined;

function snapshot(symbol: string, price: string) {
  return {
    symbol,
    instrument_id: `id-${symbol}`,
    price,
    open: price,
    high: price,
    low: price,
    pre_close: price,
    volume: '1000',
    change: '0',
    change_ratio: '0',
    last_trade_time: 1,
    received_at: 1,
  };
}

/**
 * A BFF with one list ("Tech") in memory, answering the watchlist, snapshot and summary routes
 * the way the real one does; `override` may answer (or hold) any request first.
 */
export function stubWatchlistBff(prices: Record<string, string>, override?: Handler) {
  let symbols = Object.keys(prices);
  const calls: { method: string; path: string; body: unknown }[] = [];
  const instrumentsBody = () => ({
    id: 'w1',
    instruments: symbols.map((symbol, sort) => ({
      symbol,
      name: `${symbol} Inc`,
      instrument_id: `id-${symbol}`,
      exchange_code: 'NASDAQ',
      category: 'US_STOCK',
      sort,
      added_time: '2026-11-01T00:00:00Z',
    })),
  });
  const answer = (method: string, url: URL, body: unknown): Answer => {
    const path = url.pathname;
    if (path === '/api/watchlists' && method === 'GET')
      return { body: [{ id: 'w1', name: 'Tech', sort: 0, create_time: '', update_time: '' }] };
    if (path === '/api/watchlists/w1/instruments' && method === 'GET') return { body: instrumentsBody() };
    if (path === '/api/watchlists/w1/order' && method === 'PUT') {
      symbols = z.object({ symbols: z.array(z.string()) }).parse(body).symbols;
      return { body: { id: 'w1' } };
    }
    if (path.startsWith('/api/watchlists/w1/instruments/') && method === 'DELETE') {
      symbols = symbols.filter((s) => s !== path.split('/').at(-1));
      return { status: 204 };
    }
    if (path === '/api/snapshots') {
      const asked = (url.searchParams.get('symbols') ?? '').split(',');
      return { body: asked.map((s) => snapshot(s, prices[s] ?? '1')) };
    }
    if (path === '/api/fundamentals-summary') {
      const asked = (url.searchParams.get('symbols') ?? '').split(',');
      return {
        body: asked.map((s, i) => ({
          symbol: s,
          dividend_yield: null,
          next_earnings_date: `2027-01-0${String(i + 1)}`,
          target_price_mean: null,
        })),
      };
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
      return new Response(status === 204 ? null : JSON.stringify(out), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, order: () => symbols };
}
