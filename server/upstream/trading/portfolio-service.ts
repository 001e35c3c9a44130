import { z } from 'zod';
import type { Balance, PositionList } from '@contracts/portfolio';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { upstreamDecimal as amount } from './order-records';

const upstreamBalanceSchema = z.object({
  total_asset_currency: z.string().default('USD'),
  total_cash_balance: amount,
  total_market_value: amount,
  total_unrealized_profit_loss: amount,
  total_net_liquidation_value: amount,
  total_day_profit_loss: amount,
  account_currency_assets: z
    .array(
      z.object({
        currency: z.string(),
        cash_balance: amount,
        settled_cash: amount,
        unsettled_cash: amount,
        buying_power: amount,
        used_margin_for_open_order: amount,
      }),
    )
    .default([]),
});

const upstreamPositionsSchema = z.array(
  z.object({
    symbol: z.string(),
    quantity: amount,
    cost_price: amount,
    last_price: amount,
    unrealized_profit_loss: amount,
  }),
);

/** Balances and positions (docs/protocol.md#accounts): the 'assets' group, 2 calls per 2 s. */
export function createPortfolioService(deps: { client: UpstreamClient; scheduler: Scheduler; clock: Clock }) {
  const read = <T>(operation: 'getBalance' | 'listPositions', accountId: string, schema: z.ZodType<T>, what: string) =>
    deps.scheduler.run(
      { group: 'assets', priority: 'account', key: `${operation}:${accountId}` },
      async (beforeRetry) =>
        parseUpstream(
          schema,
          await deps.client.call(operation, { query: [['account_id', accountId]], beforeRetry }),
          what,
        ),
    );
  return {
    async balance(accountId: string): Promise<Balance> {
      const b = await read('getBalance', accountId, upstreamBalanceSchema, 'account balance');
      const base = b.account_currency_assets.find((a) => a.currency === b.total_asset_currency);
      const cash = b.total_cash_balance ?? base?.cash_balance ?? '0';
      return {
        account_id: accountId,
        currency: b.total_asset_currency,
        cash,
        ...(base?.settled_cash === undefined ? {} : { settled_cash: base.settled_cash }),
        ...(base?.unsettled_cash === undefined ? {} : { unsettled_cash: base.unsettled_cash }),
        buying_power: base?.buying_power ?? cash,
        market_value: b.total_market_value ?? '0',
        net_liquidation: b.total_net_liquidation_value ?? cash,
        unrealized_pl: b.total_unrealized_profit_loss ?? '0',
        day_pl: b.total_day_profit_loss ?? '0',
        ...(base?.used_margin_for_open_order === undefined ? {} : { open_order_hold: base.used_margin_for_open_order }),
        fetched_at: deps.clock.now(),
      };
    },
    async positions(accountId: string): Promise<PositionList> {
      const rows = await read('listPositions', accountId, upstreamPositionsSchema, 'positions');
      return {
        account_id: accountId,
        positions: rows.map((p) => ({
          symbol: p.symbol,
          quantity: p.quantity ?? '0',
          cost_price: p.cost_price ?? '0',
          last_price: p.last_price ?? '0',
          unrealized_pl: p.unrealized_profit_loss ?? '0',
        })),
        fetched_at: deps.clock.now(),
      };
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;
