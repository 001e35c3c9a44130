import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Position } from '@contracts/portfolio';
import { describeClose } from '@src/api/close-words';
import { openOrderTicket } from '@src/lib/order-ticket-intent';

export type ChartMenuAt = { price: string; x: number; y: number };

type ChartOrderMenuProps = {
  symbol: string;
  at: ChartMenuAt;
  onClose: () => void;
  /** The account's position in the symbol, when it holds one: the menu offers to close it. */
  position?: Position | undefined;
  /** Asks the BFF to close the position (docs/trading.md#closing-a-position). */
  onClosePosition?: () => void;
  /** A close of this position is under way: it cannot be asked again. */
  closing?: boolean;
  /** Creates an alert when price crosses `price` (the menu's). */
  onAddAlert?: (price: string) => void;
};

const ITEM =
  'px-3 py-1 text-left hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800';

/**
 * The chart's right-click menu: a buy or sell limit at the price under the pointer, opened in
 * the order ticket for review (nothing is sent from there), and, with a position in the symbol,
 * closing it in two actions, as the positions panel does; and an alert at that price. Arrows
 * move, Escape or leaving closes.
 */
export function ChartOrderMenu({
  symbol,
  at,
  onClose,
  position,
  onClosePosition,
  closing = false,
  onAddAlert,
}: ChartOrderMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
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
          className={`${ITEM} ${
            item.side === 'BUY' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'
          }`}
        >
          {item.label}
        </button>
      ))}
      {onAddAlert === undefined ? null : (
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            onAddAlert(at.price);
            onClose();
          }}
          className={`${ITEM} border-t border-slate-200 dark:border-slate-700`}
        >
          Add alert at {at.price}
        </button>
      )}
      {position === undefined || onClosePosition === undefined ? null : (
        <>
          <button
            type="button"
            role="menuitem"
            aria-expanded={confirming}
            disabled={closing}
            onClick={() => {
              setConfirming((shown) => !shown);
            }}
            className={`${ITEM} border-t border-slate-200 disabled:opacity-60 dark:border-slate-700`}
          >
            {closing ? `Closing ${symbol}…` : `Close ${symbol} position…`}
          </button>
          {confirming && !closing ? (
            <div role="group" aria-label={`Confirm close ${symbol}`} className="flex flex-col gap-1 px-3 py-1">
              <span data-testid="chart-close-preview" className="text-xs text-slate-600 dark:text-slate-300">
                {describeClose(position)}
              </span>
              <button
                type="button"
                onClick={() => {
                  onClosePosition();
                  onClose();
                }}
                className="rounded border border-red-600 bg-red-600 px-2 py-0.5 text-xs font-medium text-white"
              >
                Confirm close
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
