import { z } from 'zod';
import type { InstrumentTrading } from '@contracts/instruments';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { TtlCache } from '../client/ttl-cache';
import { upstreamDecimal } from './order-records';

// The broker's hard-to-borrow and margin lists change once a day at most.
const TTL_MS = 300_000;

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .nullable()
  .transform((v) => v === true || v === 'true' || v === 'Y');
const ratio = upstreamDecimal;
const rowSchema = z.object({
  symbol: z.string(),
  status: z.string().optional().nullable(),
  shortable: flag,
  fractionable: flag,
  overnight_trading_supported: flag,
  margin_requirement_long: ratio,
  margin_requirement_short: ratio,
});
const answerSchema = z.union([
  z.object({ data: z.array(rowSchema) }),
  z.array(rowSchema).transform((data) => ({ data })),
]);

/** What the ticket checks before it sends, from the instrument list's trading fields (docs/protocol.md#instruments). */
export function createInstrumentTrading(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  clock: Clock;
  generation: 'v2' | 'v3';
}) {
  const cache = new TtlCache<InstrumentTrading | null>(TTL_MS, 500);
  return async function instrumentTrading(symbol: string): Promise<InstrumentTrading | null> {
    const hit = cache.get(symbol, deps.clock.now());
    if (hit !== undefined) return hit.value;
    const query: [string, string][] = [
      ['category', 'US_STOCK'],
      ['symbols', symbol],
    ];
    if (deps.generation === 'v2') query.push(['page_size', '10']);
    const answer = await deps.scheduler.run(
      { group: 'instruments', priority: 'interactive', key: `trading:${symbol}` },
      async (beforeRetry) =>
        parseUpstream(answerSchema, await deps.client.call('listInstruments', { query, beforeRetry }), 'instrument'),
    );
    const row = answer.data.find((r) => r.symbol === symbol);
    const value: InstrumentTrading | null =
      row === undefined
        ? null
        : {
            symbol,
            // The list marks an instrument that cannot be traded now by a status other than OC.
            tradable: row.status === undefined || row.status === null || row.status === 'OC',
            fractionable: row.fractionable,
            shortable: row.shortable,
            overnight: row.overnight_trading_supported,
            ...(row.margin_requirement_long === undefined
              ? {}
              : { margin_requirement_long: row.margin_requirement_long }),
            ...(row.margin_requirement_short === undefined
              ? {}
              : { margin_requirement_short: row.margin_requirement_short }),
          };
    cache.set(symbol, value, deps.clock.now());
    return value;
  };
}
