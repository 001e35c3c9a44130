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

/**
 * How long an account's list is read again from its newest page only: a fill makes every tab
 * read the list again, and with hundreds of fills in a day a whole read costs several of the
 * 'order-query' group's calls, which the order events' reads need too. Past this age the whole
 * list is read again, so executions that left the provider's window leave it here too.
 */
export const EXECUTIONS_KEPT_MS = 5 * 60_000;

/**
 * An account's last whole list, and its newest row as the provider listed it: its id, time and
 * order together, since an id alone could come back after a paper account's reset.
 */
interface KeptList {
  readAt: number;
  newest: string;
  ids: ReadonlySet<string>;
  executions: readonly Execution[];
  truncated: boolean;
}

const rowKey = (row: UpstreamExecution) => `${row.execution_id} ${row.execution_time} ${row.client_order_id}`;

/**
 * The provider's execution list for an account or one order, newest first, every page. An
 * account's list read within EXECUTIONS_KEPT_MS of its last whole read is read from the newest
 * page until a row already had (usually one call), and the rows before it go in front of the
 * ones kept. A list that ends before any row already had (the paper account reset, say) is the
 * whole list and replaces what was kept.
 */
export function createExecutionReads(deps: { client: UpstreamClient; scheduler: Scheduler; clock: Clock }) {
  const kept = new Map<string, KeptList>();
  return {
    async list(accountId: string, clientOrderId?: string): Promise<ExecutionList> {
      const base: [string, string][] = [
        ['account_id', accountId],
        ['page_size', String(PAGE_SIZE)],
        ...(clientOrderId === undefined ? [] : ([['client_order_id', clientOrderId]] as [string, string][])),
      ];
      const startedAt = deps.clock.now();
      const before = clientOrderId === undefined ? kept.get(accountId) : undefined;
      const known = before !== undefined && startedAt - before.readAt < EXECUTIONS_KEPT_MS ? before : undefined;
      const executions: Execution[] = [];
      let newest: string | undefined;
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
        const first = rows[0];
        newest ??= first === undefined ? undefined : rowKey(first);
        for (const row of rows) {
          if (known?.newest === rowKey(row)) return joined(known);
          const execution = toExecution(row);
          if (execution !== null) executions.push(execution);
        }
        const last = rows.at(-1);
        if (rows.length < PAGE_SIZE || last === undefined) return done(executions, false, startedAt);
        after = last.execution_id;
      }
      return done(executions, true, startedAt);

      /**
       * The rows read so far in front of the kept ones, as many as a whole read would keep. A row
       * kept already is not repeated (two fills of one millisecond may swap places between reads).
       */
      function joined(list: KeptList): ExecutionList {
        const all = [...executions.filter((row) => !list.ids.has(row.execution_id)), ...list.executions];
        const limit = MAX_PAGES * PAGE_SIZE;
        return done(all.slice(0, limit), list.truncated || all.length > limit, list.readAt);
      }

      function done(rows: Execution[], truncated: boolean, wholeReadAt: number): ExecutionList {
        if (clientOrderId === undefined && newest !== undefined)
          kept.set(accountId, {
            readAt: wholeReadAt,
            newest,
            ids: new Set(rows.map((row) => row.execution_id)),
            executions: rows,
            truncated,
          });
        if (clientOrderId === undefined && newest === undefined) kept.delete(accountId);
        return {
          account_id: accountId,
          ...(clientOrderId === undefined ? {} : { client_order_id: clientOrderId }),
          executions: rows,
          truncated,
          fetched_at: deps.clock.now(),
        };
      }
    },
  };
}
