import type { ReactNode } from 'react';
import type { TradingOrder } from '@contracts/orders';
import { useRowWindow } from '../hooks/use-row-window';
import { ORDER_ROW_PX } from './order-row';

type WindowedOrderRowsProps = {
  orders: readonly TradingOrder[];
  scrollElement: HTMLElement | null;
  row: (order: TradingOrder) => ReactNode;
};

/**
 * A long tab's rows: those in view plus a margin, with spacer rows keeping the scroll height.
 * A step that adds an order at the top then lays out and paints a few dozen rows, not the
 * account's whole day.
 */
export function WindowedOrderRows({ orders, scrollElement, row }: WindowedOrderRowsProps) {
  const { first, end, above, below } = useRowWindow(orders.length, ORDER_ROW_PX, scrollElement);
  return (
    <>
      {above > 0 ? <tr aria-hidden="true" style={{ height: above }} /> : null}
      {orders.slice(first, end).map(row)}
      {below > 0 ? <tr aria-hidden="true" style={{ height: below }} /> : null}
    </>
  );
}
