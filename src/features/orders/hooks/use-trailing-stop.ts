import { useState } from 'react';
import type { TradingOrder } from '@contracts/orders';
import { isOpenOrder } from '@src/api/order-cache';
import { useLiveTicks } from '@src/lib/use-live';
import { carryTrailingStop } from '../utils/trailing-stop';

/**
 * A trailing stop's trigger as it stands: the broker's last report (`trailing_stop_price`),
 * moved by each trade streamed since this copy of the order arrived. Trades are taken from the
 * symbol's tape (every trade, not one quote per frame), counting only those appended after the
 * copy came, so a high from before it cannot raise the trigger. Undefined for other orders.
 */
export function useTrailingStop(order: TradingOrder): string | undefined {
  const trailing = order.order_type === 'TRAILING_STOP_LOSS';
  const working = trailing && isOpenOrder(order) && order.trailing_stop_price !== undefined;
  const tape = useLiveTicks(working ? order.symbol : undefined);
  const [since, setSince] = useState({ order, total: tape.total });
  let from = since.total;
  if (since.order !== order) {
    setSince({ order, total: tape.total });
    from = tape.total;
  }
  if (!trailing) return undefined;
  if (!working) return order.trailing_stop_price;
  const fresh = Math.min(tape.ticks.length, Math.max(0, tape.total - from));
  const prints = tape.ticks.slice(tape.ticks.length - fresh).map((tick) => tick.price);
  return carryTrailingStop(order, order.trailing_stop_price, prints);
}
