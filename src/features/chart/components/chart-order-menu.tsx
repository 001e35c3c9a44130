import { useEffect, useRef, type KeyboardEvent } from 'react';
import { openOrderTicket } from '@src/lib/order-ticket-intent';

export type ChartMenuAt = { price: string; x: number; y: number };

type ChartOrderMenuProps = { symbol: string; at: ChartMenuAt; onClose: () => void };

/**
 * The chart's right-click menu: a buy or sell limit at the price under the pointer, opened in
 * the order ticket for review (nothing is sent from here). Arrows move, Escape or leaving closes.
 */
export function ChartOrderMenu({ symbol, at, onClose }: ChartOrderMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector('button')?.focus();
  }, []);
  const items = [
    { side: 'BUY' as const, label: `Buy limit at ${at.price}` },
    { side: 'SELL' as const, label: `Sell limit at ${at.price}` },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here: this Escape closes the menu and nothing else.
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const buttons = [...(menu.current?.querySelectorAll('button') ?? [])];
      const index = buttons.findIndex((button) => button === document.activeElement);
      buttons[(index + (event.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
    }
  };
  return (
    <div
      ref={menu}
      role="menu"
      aria-label={`Order at ${at.price}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onClose();
      }}
      style={{ left: at.x, top: at.y }}
      className="absolute z-20 flex flex-col rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {items.map((item) => (
        <button
          key={item.side}
          type="button"
          role="menuitem"
          onClick={() => {
            openOrderTicket({ symbol, side: item.side, price: at.price });
            onClose();
          }}
          className={`px-3 py-1 text-left hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800 ${
            item.side === 'BUY' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'
          }`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
