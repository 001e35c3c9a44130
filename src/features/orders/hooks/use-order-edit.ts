import { useState } from 'react';
import type { TradingOrder } from '@contracts/orders';
import { useReplaceOrder } from '@src/api/replace-order';
import { buildChange, startValues, type EditableField, type EditValues } from '../utils/edit-order';

/**
 * The inline change of one working order: Modify opens it with the order's current terms,
 * `send` (Enter) replaces only what differs and closes it once the BFF has taken the change
 * (nothing changed closes it without a call), `discard` (Escape) closes it.
 */
export function useOrderEdit(order: TradingOrder, accountId: string) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<EditValues>({});
  const [invalid, setInvalid] = useState<string>();
  const replace = useReplaceOrder(accountId);
  const close = () => {
    setEditing(false);
    setInvalid(undefined);
    replace.reset();
  };
  const send = () => {
    const built = buildChange(order, values);
    if (!built.ok) {
      setInvalid(built.error);
      return;
    }
    setInvalid(undefined);
    if (built.change === null) close();
    else
      replace.mutate(
        { clientOrderId: order.client_order_id, change: built.change, before: order },
        { onSuccess: close },
      );
  };
  return {
    editing,
    open: () => {
      setValues(startValues(order));
      setEditing(true);
    },
    discard: close,
    values,
    set: (field: EditableField, value: string) => {
      setValues((prev) => ({ ...prev, [field]: value }));
    },
    send,
    pending: replace.isPending,
    error: invalid ?? (replace.error === null ? undefined : replace.error.message),
  };
}
