import { memo, type MouseEvent } from 'react';
import { isExpiryReason } from '@market/order-expiry-reasons';
import type { TradingOrder } from '@contracts/orders';
import { formatPrice } from '@src/lib/format-decimal';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderEdit } from '../hooks/use-order-edit';
import { useTrailingStop } from '../hooks/use-trailing-stop';
import { canModify, editableFields, type EditableField } from '../utils/edit-order';
import { formatQuantity, orderSize, orderTitle, sideWord, typeShort } from '../utils/order-labels';
import { orderTime, type OrderTabId } from '../utils/order-tabs';
import { trailWords } from '../utils/trailing-stop';
import { formatListTime } from '../utils/step-time';
import { EditField } from './edit-field';
import { OrderActions } from './order-actions';
import { OrderStatus } from './order-status';

type OrderRowProps = {
  order: TradingOrder;
  tab: OrderTabId;
  accountId: string;
  /** The New York date today, as `formatEasternDate` writes it. */
  today: string;
  onShow: (clientOrderId: string) => void;
};

/** Every row's height (px), with or without buttons, so a long tab can be windowed; a row being modified grows. */
export const ORDER_ROW_PX = 32;

/**
 * The actions stay at the right edge while a narrow panel scrolls the other columns sideways, so
 * Cancel and Modify are never cut off (docs/layout.md).
 */
export const ACTIONS_CELL =
  'sticky right-0 bg-white dark:bg-slate-950 shadow-[-1px_0_0_var(--color-slate-200)] dark:shadow-[-1px_0_0_var(--color-slate-800)]';

const price = (value: string | undefined) => (value === undefined ? '—' : formatPrice(value));
const ROLE_TAGS: Partial<Record<TradingOrder['role'], string>> = { STOP_PROFIT: 'TP', STOP_LOSS: 'SL' };

/** One order; on the Open tab with Cancel and Modify (its terms typed in place). */
export const OrderRow = memo(function OrderRow({ order, tab, accountId, today, onShow }: OrderRowProps) {
  const title = orderTitle(order);
  const edit = useOrderEdit(order, accountId);
  const cancel = useCancelOrder(accountId);
  const fields = edit.editing ? editableFields(order) : [];
  const trailingStop = useTrailingStop(order);
  const field = (name: EditableField, shown: string) =>
    fields.includes(name) ? (
      <EditField
        field={name}
        value={edit.values[name] ?? ''}
        onChange={(value) => {
          edit.set(name, value);
        }}
        onSend={edit.send}
        onDiscard={edit.discard}
        autoFocus={fields[0] === name}
      />
    ) : (
      shown
    );
  // A click anywhere on the row shows its timeline, except on its buttons and fields.
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest('button, input') !== null) return;
    onShow(order.client_order_id);
  };
  return (
    <tr
      data-testid="order-row"
      data-client-order-id={order.client_order_id}
      data-status={order.status}
      onClick={onRowClick}
      style={{ height: ORDER_ROW_PX }}
      className="cursor-pointer border-t border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
    >
      <td className="px-2 py-1 whitespace-nowrap tabular-nums">{formatListTime(orderTime(order, tab), today)}</td>
      <td className="px-2 py-1 font-medium">
        <button
          type="button"
          aria-label={`Timeline of ${title}`}
          onClick={() => {
            onShow(order.client_order_id);
          }}
          className="hover:underline"
        >
          {order.symbol === '' ? '—' : order.symbol}
        </button>
        {ROLE_TAGS[order.role] === undefined ? null : (
          <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">{ROLE_TAGS[order.role]}</span>
        )}
      </td>
      <td
        className={`px-2 py-1 ${order.side === 'BUY' ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
      >
        {sideWord(order.side)}
      </td>
      <td className="px-2 py-1">{typeShort(order.order_type)}</td>
      <td className="px-2 py-1 text-right tabular-nums">{field('quantity', orderSize(order))}</td>
      <td className="px-2 py-1 text-right tabular-nums">
        {formatQuantity(order.filled_quantity)} / {price(order.filled_price)}
      </td>
      <td className="px-2 py-1 text-right tabular-nums">
        {order.order_type === 'TRAILING_STOP_LOSS' ? (
          // The trail the trader set, then the trigger it makes now (it moves with the price).
          <span data-testid="order-trailing" className="inline-flex items-center gap-1">
            trail {trailWords(order)} /{' '}
            <span data-testid="trailing-stop" data-value={trailingStop}>
              {price(trailingStop)}
            </span>
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            {field('limit_price', price(order.limit_price))} / {field('stop_price', price(order.stop_price))}
          </span>
        )}
      </td>
      <td className="px-2 py-1">
        {order.time_in_force}
        {order.session === 'CORE' ? '' : ` · ${order.session}`}
      </td>
      <td className="px-2 py-1">
        <OrderStatus status={order.status} />
        {order.status === 'CANCELLED' && isExpiryReason(order.message) ? (
          <span
            data-testid="order-reason"
            className="ml-1 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400"
          >
            {order.message}
          </span>
        ) : null}
      </td>
      {tab === 'open' && order.unnamed === true ? (
        // No client id to name it by: nothing can be asked of it from here (its detail says why).
        <td className={`px-2 py-1 text-xs text-slate-500 dark:text-slate-400 ${ACTIONS_CELL}`}>—</td>
      ) : tab === 'open' ? (
        <td className={`px-2 py-1 ${ACTIONS_CELL}`}>
          <OrderActions
            title={title}
            editing={edit.editing}
            modifiable={canModify(order)}
            edit={edit}
            cancel={{
              pending: cancel.isPending,
              error: cancel.error?.message,
              run: () => {
                cancel.mutate(order.client_order_id);
              },
            }}
            onModify={edit.open}
            onDiscard={edit.discard}
          />
        </td>
      ) : null}
    </tr>
  );
});
