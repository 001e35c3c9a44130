import { useState } from 'react';
import type { Position } from '@contracts/portfolio';
import { useClosePosition } from '@src/api/close-position';
import { closeFailureWords, closeWords, describeClose } from '@src/api/close-words';

const BUTTON = 'rounded border px-2 py-0.5 text-xs disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Close in two actions: Close says what will be done, Confirm close asks the BFF to do it
 * (docs/trading.md#closing-a-position): the exits are cancelled, then one order closes all of
 * the position. Close is disabled while its close works, and the BFF answers a second request
 * for the same position (another tab) with the same order, so the position is never sold twice.
 */
export function ClosePosition({ accountId, position }: { accountId: string; position: Position }) {
  const [asking, setAsking] = useState(false);
  const close = useClosePosition(accountId);
  const what = describeClose(position);
  if (asking)
    return (
      <div
        role="group"
        aria-label={`Confirm close ${position.symbol}`}
        className="flex items-center gap-2 whitespace-nowrap"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setAsking(false);
        }}
      >
        <span data-testid="close-preview">{what}</span>
        <button
          type="button"
          // Keep has focus first: Enter alone does not sell.
          autoFocus
          onClick={() => {
            setAsking(false);
          }}
          className={`${BUTTON} border-slate-300 dark:border-slate-700`}
        >
          Keep
        </button>
        <button
          type="button"
          onClick={() => {
            setAsking(false);
            close.mutate(position.symbol);
          }}
          className={`${BUTTON} border-red-600 bg-red-600 font-medium text-white`}
        >
          Confirm close
        </button>
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-label={`Close ${position.symbol} position`}
        disabled={close.isPending}
        onClick={() => {
          close.reset();
          setAsking(true);
        }}
        className={`${BUTTON} border-slate-300 dark:border-slate-700`}
      >
        {close.isPending ? 'Closing…' : 'Close'}
      </button>
      {close.data === undefined ? null : (
        <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
          {closeWords(close.data).text}
        </p>
      )}
      {close.error === null ? null : (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {closeFailureWords(position.symbol, close.error)}
        </p>
      )}
    </div>
  );
}
