import type { KeyboardEvent } from 'react';
import { ORDER_TABS, type OrderTabId } from '../utils/order-tabs';

type OrderTabListProps = {
  tab: OrderTabId;
  counts: Record<OrderTabId, number>;
  onChange: (tab: OrderTabId) => void;
};

export const orderTabId = (tab: OrderTabId) => `orders-tab-${tab}`;
export const orderPanelId = (tab: OrderTabId) => `orders-panel-${tab}`;

/** Open, Filled, Cancelled, Failed, each with its count; arrow keys move between them. */
export function OrderTabList({ tab, counts, onChange }: OrderTabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = ORDER_TABS.findIndex((t) => t.id === tab);
    const next = ORDER_TABS[(index + step + ORDER_TABS.length) % ORDER_TABS.length];
    if (next === undefined) return;
    onChange(next.id);
    document.getElementById(orderTabId(next.id))?.focus();
  };
  return (
    <div role="tablist" aria-label="Orders by status" onKeyDown={onKeyDown} className="flex">
      {ORDER_TABS.map((item) => (
        <button
          key={item.id}
          id={orderTabId(item.id)}
          type="button"
          role="tab"
          aria-selected={tab === item.id}
          aria-controls={orderPanelId(item.id)}
          tabIndex={tab === item.id ? 0 : -1}
          onClick={() => {
            onChange(item.id);
          }}
          className={`px-3 py-1.5 text-sm ${tab === item.id ? 'border-b-2 border-sky-600 font-semibold' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {item.label} ({counts[item.id]})
        </button>
      ))}
    </div>
  );
}
