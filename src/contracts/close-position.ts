import { z } from 'zod';
import { tradingOrderSchema } from './orders';

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
