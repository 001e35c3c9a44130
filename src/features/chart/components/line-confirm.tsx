import { useEffect, useRef, type KeyboardEvent } from 'react';
import { formatPrice } from '@src/lib/format-decimal';
import { describePriceMove } from '@src/lib/price-move';
import type { LineProposal } from '../hooks/use-order-lines';

type LineConfirmProps = { proposal: LineProposal; onConfirm: () => void; onRevert: () => void };

const BUTTON = 'rounded border px-2 py-0.5 text-xs font-semibold';

/**
 * The chip on a dropped order line: the change in words and the question. It takes the focus
 * when it appears (the pointer was on the chart, nothing else had it), so Enter confirms and
 * Escape reverts; Enter on its own Revert button reverts, as a button's Enter does.
 */
export function LineConfirm({ proposal, onConfirm, onRevert }: LineConfirmProps) {
  const chip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    chip.current?.focus({ preventScroll: true });
  }, []);
  const { line, from, to } = proposal;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onRevert();
    } else if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onConfirm();
    }
  };
  return (
    <div
      ref={chip}
      role="group"
      tabIndex={-1}
      aria-label={`Move ${line.label} to ${formatPrice(to)}?`}
      data-testid="line-confirm"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-2 rounded-md border border-amber-500 bg-white px-2 py-1 text-xs shadow-lg focus:outline-2 focus:outline-amber-500 dark:bg-slate-900"
    >
      <span className="font-mono tabular-nums">
        {line.label} {describePriceMove(from, to)}
      </span>
      <button type="button" onClick={onConfirm} className={`${BUTTON} border-amber-600 bg-amber-500 text-slate-950`}>
        Confirm move
      </button>
      <button type="button" onClick={onRevert} className={`${BUTTON} border-slate-300 dark:border-slate-700`}>
        Revert
      </button>
      <span className="text-slate-500 dark:text-slate-400">
        <kbd>Enter</kbd> / <kbd>Esc</kbd>
      </span>
    </div>
  );
}
