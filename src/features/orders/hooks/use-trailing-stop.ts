import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TradingOrder } from '@contracts/orders';
import { ordersQueryOptions } from '@src/api/get-orders';
import { isOpenOrder } from '@src/api/order-cache';
import { useLiveTicks } from '@src/lib/use-live';
import { carryTrailingStop } from '../utils/trailing-stop';

// Trailing stops (`account|id`) that came without a trigger once and made the list be read again.
const askedFor = new Set<string>();

/**
 * A trailing stop's trigger as it stands: the broker's last report (`trailing_stop_price`),
 * moved by each trade streamed since this copy of the order arrived. Trades are taken from the
 * symbol's tape (every trade, not one quote per frame), counting only those appended after the
 * copy came, so a high from before it cannot raise the trigger. Undefined for other orders.
 *
 * Only the broker's order record reports the trigger (docs/protocol.md#trailing-stops-in-the-order-record):
 * a copy made from the place answer or a live step has none, so a working one makes the open
 * list be read again, once per order (one order-query call; a provider that never reports the
 * trigger costs no more than that).
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
  const client = useQueryClient();
  const unreported = trailing && order.status === 'SUBMITTED' && order.trailing_stop_price === undefined;
  useEffect(() => {
    const key = `${order.account_id}|${order.client_order_id}`;
    if (!unreported || askedFor.has(key)) return;
    askedFor.add(key);
    void client.invalidateQueries({ queryKey: ordersQueryOptions(order.account_id, 'open').queryKey, exact: true });
  }, [client, order.account_id, order.client_order_id, unreported]);
  if (!trailing) return undefined;
  if (!working) return order.trailing_stop_price;
  const fresh = Math.min(tape.ticks.length, Math.max(0, tape.total - from));
  const prints = tape.ticks.slice(tape.ticks.length - fresh).map((tick) => tick.price);
  return carryTrailingStop(order, order.trailing_stop_price, prints);
}
