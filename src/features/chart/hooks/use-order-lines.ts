import { useCallback, useMemo, useState } from 'react';
import { useOrders } from '@src/api/get-orders';
import { useReplaceOrder } from '@src/api/replace-order';
import { orderLinesFor, withMove, type OrderLine } from '../utils/order-lines';

/**
 * The account's working orders on `symbol` as lines, and what a drop does: replace the order's
 * limit or stop with the dropped price. The line stays where it was dropped until the BFF
 * answers; the order lists (kept current by the `orders/<id>` topic) then say where it is.
 */
export function useOrderLines(accountId: string | undefined, symbol: string) {
  const open = useOrders(accountId, 'open');
  const replace = useReplaceOrder(accountId ?? '');
  const [move, setMove] = useState<{ key: string; price: string }>();
  const lines = useMemo(
    () => withMove(orderLinesFor(open.data?.orders ?? [], symbol), move),
    [open.data, symbol, move],
  );
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
