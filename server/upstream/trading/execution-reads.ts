import Decimal from 'decimal.js';
import { z } from 'zod';
import type { Execution, ExecutionList } from '@contracts/executions';
import { orderSideSchema } from '@contracts/orders';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { upstreamDecimal } from './order-records';

// Executions are read 100 at a time after the last one seen (the 'order-query' group allows 2
// calls per 2 s); a day of more than this many fills shows the newest and says so.
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

const text = z.union([z.string(), z.number()]).transform(String);

/** One row of `GET /trading/orders/executions/list` (docs/protocol.md#executions). */
const upstreamExecutionSchema = z.object({
  execution_id: text,
  order_id: text.optional().nullable(),
  client_order_id: z.string(),
  symbol: z.string(),
  execution_time: text,
  side: orderSideSchema,
  filled_quantity: upstreamDecimal,
  filled_price: upstreamDecimal,
});
const upstreamExecutionPageSchema = z.array(upstreamExecutionSchema);
type UpstreamExecution = z.infer<typeof upstreamExecutionSchema>;

/** A row the list can use: a positive quantity, a price and a time in ms; anything else is skipped. */
function toExecution(row: UpstreamExecution): Execution | null {
  const quantity = row.filled_quantity;
  const price = row.filled_price;
  if (quantity === undefined || price === undefined || !/^\d+$/.test(row.execution_time)) return null;
  if (!new Decimal(quantity).gt(0)) return null;
  return {
    execution_id: row.execution_id,
    client_order_id: row.client_order_id,
    ...(row.order_id === undefined || row.order_id === null || row.order_id === '' ? {} : { order_id: row.order_id }),
    symbol: row.symbol,
    side: row.side,
    quantity,
    price,
    executed_at: Number(row.execution_time),
  };
}

/** The provider's execution list for an account or one order, newest first, every page. */
export function createExecutionReads(deps: { client: UpstreamClient; scheduler: Scheduler; clock: Clock }) {
  return {
    async list(accountId: string, clientOrderId?: string): Promise<ExecutionList> {
      const base: [string, string][] = [
        ['account_id', accountId],
        ['page_size', String(PAGE_SIZE)],
        ...(clientOrderId === undefined ? [] : ([['client_order_id', clientOrderId]] as [string, string][])),
      ];
      const executions: Execution[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query: [string, string][] = [
          ...base,
          ...(after === undefined ? [] : ([['last_execution_id', after]] as [string, string][])),
        ];
        const rows = await deps.scheduler.run(
          {
            group: 'order-query',
            priority: 'account',
            key: `orders:executions?${new URLSearchParams(query).toString()}`,
          },
          async (beforeRetry) =>
            parseUpstream(
              upstreamExecutionPageSchema,
              await deps.client.call('orders:executions', { query, beforeRetry }),
              'execution list',
            ),
        );
        for (const row of rows) {
          const execution = toExecution(row);
          if (execution !== null) executions.push(execution);
        }
        const last = rows.at(-1);
        if (rows.length < PAGE_SIZE || last === undefined) return done(false);
        after = last.execution_id;
      }
      return done(true);

      function done(truncated: boolean): ExecutionList {
        return {
          account_id: accountId,
          ...(clientOrderId === undefined ? {} : { client_order_id: clientOrderId }),
          executions,
          truncated,
          fetched_at: deps.clock.now(),
        };
      }
    },
  };
}
export type ExecutionReads = ReturnType<typeof createExecutionReads>;
