import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useOrders } from '@src/api/get-orders';
import { useReplaceOrder } from '@src/api/replace-order';
import { orderLinesFor, withMove, type OrderLine } from '../utils/order-lines';

/**
 * The account's working orders on `symbol` as lines, and what a drop does: replace the order's
 * limit or stop with the dropped price. The line stays where it was dropped until the BFF
 * answers; the order lists (kept current by the `orders/<id>` topic) then say where it is.
 *
 * The lines follow the orders in a render of their own, after the one that shows an order's new
 * state in the ticket and the order list: those are what the trader waits for, and the chart
 * draws its lines with its next frame anyway.
 */
export function useOrderLines(accountId: string | undefined, symbol: string) {
  const open = useOrders(accountId, 'open');
  const orders = useDeferredValue(open.data?.orders);
  const replace = useReplaceOrder(accountId ?? '');
  const [move, setMove] = useState<{ key: string; price: string }>();
  const lines = useMemo(() => withMove(orderLinesFor(orders ?? [], symbol), move), [orders, symbol, move]);
  const { mutate } = replace;
  const drop = useCallback(
    (line: OrderLine, price: string) => {
      setMove({ key: line.key, price });
      mutate(
        {
          clientOrderId: line.clientOrderId,
          change: line.field === 'limit_price' ? { limit_price: price } : { stop_price: price },
        },
        {
          onSettled: () => {
            setMove(undefined);
          },
        },
      );
    },
    [mutate],
  );
  return { lines, drop, error: replace.error, dismissError: replace.reset };
}
