import { expect, test } from 'vitest';
import { createMarket } from '../market/market';
import { readError } from './testing/read-response';
import { useTestSimulator, type SignedCall } from './testing/test-simulator';

// Every paged list the BFF reads, in both path generations (docs/protocol.md#paged-lists): each
// path takes its own generation's paging words and refuses the other's with 400.
const startSimulator = useTestSimulator();
const market = createMarket({ seed: 42 });
const AT = Date.UTC(2026, 10, 18, 15, 30);
const stock: [string, string] = ['category', 'US_STOCK'];
const byIndex = ['page_index', 'page_size'];
const ACCOUNT = 'SIMMARGIN0PAPER000000000001';

const operations: { name: string; gen3: string; gen2: string; query: [string, string][]; gen2Words: string[] }[] = [
  {
    name: 'gainers and losers',
    gen3: '/market-data/screeners/gainers-losers/list',
    gen2: '/openapi/market-data/screener/gainers-losers',
    query: [stock],
    gen2Words: byIndex,
  },
  {
    name: 'top active',
    gen3: '/market-data/screeners/top-actives/list',
    gen2: '/openapi/market-data/screener/top-active',
    query: [stock],
    gen2Words: byIndex,
  },
  {
    name: 'high dividend',
    gen3: '/market-data/screeners/high-dividend-ranks/list',
    gen2: '/openapi/market-data/screener/high-dividend',
    query: [stock],
    gen2Words: byIndex,
  },
  {
    name: '52-week high and low',
    gen3: '/market-data/screeners/week52-high-low/list',
    gen2: '/openapi/market-data/screener/52whl',
    query: [stock],
    gen2Words: byIndex,
  },
  {
    name: 'market sectors',
    gen3: '/market-data/screeners/market-sectors/list',
    gen2: '/openapi/market-data/screener/market-sectors',
    query: [stock],
    gen2Words: byIndex,
  },
  {
    name: 'sector detail',
    gen3: '/market-data/screeners/market-sectors/get',
    gen2: '/openapi/market-data/screener/market-sectors-detail',
    query: [stock, ['sector_id', 'information-technology']],
    gen2Words: byIndex,
  },
  {
    name: 'fund dividends',
    gen3: '/market-data/fundamentals/fund-dividends/get',
    gen2: '/openapi/fundamentals/fund/dividends',
    query: [stock, ['symbol', 'SPY']],
    gen2Words: byIndex,
  },
  {
    name: 'open orders',
    gen3: '/trading/orders/open-orders/list',
    gen2: '/openapi/trade/order/open',
    query: [['account_id', ACCOUNT]],
    gen2Words: ['last_client_order_id'],
  },
  {
    name: 'order history',
    gen3: '/trading/orders/historical-orders/list',
    gen2: '/openapi/trade/order/history',
    query: [['account_id', ACCOUNT]],
    gen2Words: ['last_client_order_id'],
  },
  {
    name: 'stock instruments',
    gen3: '/trading/instruments/stocks/profiles/list',
    gen2: '/openapi/instrument/stock/list',
    query: [stock],
    gen2Words: ['page_size', 'last_instrument_id'],
  },
];

for (const op of operations) {
  test(`${op.name}: generation 3 refuses ${op.gen2Words.join(' and ')}, generation 2 refuses pagination_key`, async () => {
    const sim = startSimulator({ market, marketDataLimit: { limit: 10_000, windowMs: 60_000 } });
    sim.marketClock.pin(AT);
    // Two seconds between calls keep the order lists within their 2 per 2 s.
    const call = (request: SignedCall) => {
      sim.advance(2_000);
      return sim.call(request);
    };
    const gen2Own: [string, string][] =
      op.gen2Words[0] === 'page_index'
        ? [
            ['page_index', '1'],
            ['page_size', '5'],
          ]
        : [['page_size', '5']];
    // Each path's own first page is answered.
    expect((await call({ path: op.gen3, query: op.query })).statusCode).toBe(200);
    expect((await call({ path: op.gen2, query: [...op.query, ...gen2Own] })).statusCode).toBe(200);
    for (const word of op.gen2Words) {
      const refused = await call({
        path: op.gen3,
        query: [...op.query, [word, word === 'page_index' ? '1' : '5']],
      });
      expect(refused.statusCode).toBe(400);
      expect(readError(refused)).toEqual({
        error_code: 'ILLEGAL_PARAMETER',
        message: `Parameter ${word} is not taken on this path.`,
      });
    }
    const keyOnGen2 = await call({ path: op.gen2, query: [...op.query, ...gen2Own, ['pagination_key', 'a2V5']] });
    expect(keyOnGen2.statusCode).toBe(400);
    expect(readError(keyOnGen2)).toEqual({
      error_code: 'ILLEGAL_PARAMETER',
      message: 'Parameter pagination_key is not taken on this path.',
    });
  });
}
