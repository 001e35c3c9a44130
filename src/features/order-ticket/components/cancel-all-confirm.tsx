import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CANCEL_ALL_CHORD } from '../utils/hotkey-keys';
import type { CancelAllRow } from '../utils/cancel-all-rows';
import { KeyChord } from './key-chord';

type CancelAllConfirmProps = { rows: readonly CancelAllRow[]; onConfirm: () => void; onKeep: () => void };

const BUTTON = 'rounded-md px-3 py-1.5 text-sm font-semibold';

/**
 * What the hotkey cancel all will cancel, and the question, as a modal over the page: focus
 * starts on Keep orders, so a stray Enter cancels nothing; Escape keeps them; Tab stays inside;
 * focus goes back where it was. It is drawn from the ticket (a portal would put react-dom's
 * portal code on the first screen), so it is asked only while the ticket is shown.
 */
export function CancelAllConfirm({ rows, onConfirm, onKeep }: CancelAllConfirmProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    keep.current?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  const count = `${String(rows.length)} open order${rows.length === 1 ? '' : 's'}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onKeep();
    } else if (event.key === 'Tab') {
      const buttons = [...(box.current?.querySelectorAll('button') ?? [])];
      const at = buttons.findIndex((button) => button === document.activeElement);
      event.preventDefault();
      buttons[(at + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length]?.focus();
    }
  };
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/40 p-4">
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="flex max-h-full w-full max-w-md flex-col gap-3 rounded-lg bg-white p-4 text-sm shadow-xl dark:bg-slate-900"
      >
        <h2 id={titleId} className="font-semibold">
          Cancel all {count}?
        </h2>
        <div className="min-h-0 overflow-auto">
          <table className="w-full tabular-nums">
            <thead className="text-left text-xs text-slate-500 dark:text-slate-400">
              <tr>
                <th scope="col">Symbol</th>
                <th scope="col">Side</th>
                <th scope="col" className="text-right">
                  Qty
                </th>
                <th scope="col" className="pl-3">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-client-order-id={row.id}>
                  <td className="font-mono">{row.symbol}</td>
                  <td>{row.side}</td>
                  <td className="text-right">{row.quantity}</td>
                  <td className="pl-3">{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <kbd>Esc</kbd> keeps them · <KeyChord keys={CANCEL_ALL_CHORD} /> again cancels them
        </p>
        <div className="flex justify-end gap-2">
          <button
            ref={keep}
            type="button"
            onClick={onKeep}
            className={`${BUTTON} ring-1 ring-slate-300 dark:ring-slate-700`}
          >
            Keep orders
          </button>
          <button type="button" onClick={onConfirm} className={`${BUTTON} bg-red-600 text-white`}>
            Cancel {count}
          </button>
        </div>
      </div>
    </div>
  );
}
