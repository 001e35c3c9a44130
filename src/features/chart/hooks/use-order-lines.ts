import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useOrders } from '@src/api/get-orders';
import { useReplaceOrder } from '@src/api/replace-order';
import { orderLinesFor, withAsk, withMove, type OrderLine } from '../utils/order-lines';

/** A line let go at a new price, waiting for Enter or the confirm chip (or Escape). */
export type LineProposal = { line: OrderLine; from: string; to: string };

type Held = { key: string; price: string };

/**
 * The account's working orders on `symbol` as lines, and what a drop does: it asks first. The
 * dropped line waits at the new price with the change in words (`proposal`) until `confirm`
 * replaces the order's limit or stop with it, or `revert` puts it back; nothing is sent before
 * (docs/trading-screens.md#chart-order-lines). A confirmed line stays where it was dropped until
 * the BFF answers; the order lists (kept current by the `orders/<id>` topic) then say where it
 * is, and the change is announced with Undo.
 *
 * The lines follow the orders in a render of their own, after the one that shows an order's new
 * state in the ticket and the order list: those are what the trader waits for, and the chart
 * draws its lines with its next frame anyway.
 */
export function useOrderLines(accountId: string | undefined, symbol: string) {
  const open = useOrders(accountId, 'open');
  const orders = useDeferredValue(open.data?.orders);
  const replace = useReplaceOrder(accountId ?? '');
  const [move, setMove] = useState<Held>();
  const [ask, setAsk] = useState<Held>();
  // A question about one symbol's line is not carried to another's chart, nor back again.
  const [askedOn, setAskedOn] = useState(symbol);
  if (askedOn !== symbol) {
    setAskedOn(symbol);
    setAsk(undefined);
  }
  const base = useMemo(() => orderLinesFor(orders ?? [], symbol), [orders, symbol]);
  // The asked line as the order has it now: an order that ended, or is being sent, is not asked about.
  const asked = ask === undefined ? undefined : base.find((line) => line.key === ask.key && line.draggable);
  const proposal = useMemo<LineProposal | undefined>(
    () => (asked === undefined || ask === undefined ? undefined : { line: asked, from: asked.price, to: ask.price }),
    [asked, ask],
  );
  const lines = useMemo(
    () => withMove(withAsk(base, asked === undefined ? undefined : ask), move),
    [base, asked, ask, move],
  );
  const drop = useCallback(
    (line: OrderLine, price: string) => {
      const now = base.find((known) => known.key === line.key);
      // Dragged back onto the order's own price: there is nothing to ask.
      setAsk(now !== undefined && Number(now.price) === Number(price) ? undefined : { key: line.key, price });
    },
    [base],
  );
  const { mutate } = replace;
  const confirm = () => {
    if (proposal === undefined) return;
    const { line, to } = proposal;
    const before = orders?.find((order) => order.client_order_id === line.clientOrderId);
    setAsk(undefined);
    setMove({ key: line.key, price: to });
    mutate(
      {
        clientOrderId: line.clientOrderId,
        change: line.field === 'limit_price' ? { limit_price: to } : { stop_price: to },
        before,
      },
      {
        onSettled: () => {
          setMove(undefined);
        },
      },
    );
  };
  const revert = () => {
    setAsk(undefined);
  };
  return { lines, drop, proposal, confirm, revert, error: replace.error, dismissError: replace.reset };
}
