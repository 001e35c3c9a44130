import { z } from 'zod';
import { tradingOrderSchema } from './orders';
import type { UsCalendarSession } from '@market/calendar';

/**
 * `POST /api/accounts/:accountId/positions/:symbol/close` (no body): the one way a position is
 * closed, from the positions panel, Shift+F and the chart (docs/trading.md#closing-a-position).
 * `orders` is the one order that closes it; `cancelled` the working orders on the other side
 * that the BFF cancelled first (a bracket's take profit and stop loss, a protective stop), as
 * they stood when it asked.
 */
export const closePositionResultSchema = z.object({
  orders: z.array(tradingOrderSchema).min(1),
  cancelled: z.array(tradingOrderSchema),
});
export type ClosePositionResult = z.infer<typeof closePositionResultSchema>;

/**
 * The session an order sent now asks for so it can work now (docs/protocol.md#order-rules):
 * regular hours (`CORE`) when they are open or nothing is (it then waits for the open),
 * extended hours (`ALL`) before and after them, overnight (`NIGHT`) when the stock trades
 * then. Only `CORE` takes market orders; the others need a limit.
 */
export function sessionThatWorksNow(
  now: UsCalendarSession | undefined,
  overnight: boolean | undefined,
): 'CORE' | 'ALL' | 'NIGHT' {
  if (now === 'pre' || now === 'post') return 'ALL';
  if (now === 'overnight') return overnight === true ? 'NIGHT' : 'ALL';
  return 'CORE';
}
