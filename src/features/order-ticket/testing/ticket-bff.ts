import type { TradingOrder } from '@contracts/orders';
import { stubTradingBff, type TradingHandler } from '@src/testing/fake-trading-bff';

export type Handler = TradingHandler;

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

/**
 * The trading BFF (src/testing/fake-trading-bff.ts) as the ticket's tests set it up: one account
 * with its buying power and positions, AAPL and MSFT trading (MSFT at 99.50, 99.49 x 99.51);
 * `override` may answer (or hold) any request first. Records every call.
 */
export function stubTicketBff(setup: TradingSetup = {}, override?: Handler) {
  const { accountId = 'ACC1', last = '190.00', bid = '189.99', ask = '190.01', buyingPower = '100000' } = setup;
  const shortable = setup.shortable ?? true;
  return stubTradingBff(
    {
      orders: (setup.openOrders ?? []).map((order) => ({ ...order })),
      marketTime: setup.marketTime ?? REGULAR_HOURS,
      quotes: { AAPL: { last, bid, ask }, MSFT: { last: '99.50', bid: '99.49', ask: '99.51' } },
      instruments: { AAPL: { shortable }, MSFT: { shortable } },
      balance: {
        ...{ account_id: accountId, currency: 'USD', cash: buyingPower, buying_power: buyingPower },
        ...{ market_value: '0', net_liquidation: buyingPower, unrealized_pl: '0', day_pl: '0', fetched_at: 1 },
      },
      positions: {
        account_id: accountId,
        positions: (setup.positions ?? []).map((p) => ({
          ...p,
          cost_price: '100',
          last_price: last,
          unrealized_pl: '0',
        })),
        fetched_at: 1,
      },
    },
    override,
  );
}
