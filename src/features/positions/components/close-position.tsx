import { useState } from 'react';
import type { Position } from '@contracts/portfolio';
import { useClosePosition } from '../api/close-position';
import { mintClientOrderId } from '../utils/client-order-id';
import { describeClose } from '../utils/close-order';
import { failureWords, mayHavePlaced, sentWords } from '../utils/close-outcome';

const BUTTON = 'rounded border px-2 py-0.5 text-xs';

/**
 * Close in two actions: Close names exactly what will be sent, Confirm close sends it. The id is
 * minted when Close is pressed, so a second press of Confirm cannot make a second order, and it
 * is kept after a failure that may have placed the order, so closing again cannot trade twice.
 * No check stands in front of it.
 */
export function ClosePosition({ accountId, position }: { accountId: string; position: Position }) {
  const [pendingId, setPendingId] = useState<string>();
  const [lastId, setLastId] = useState<string>();
  const place = useClosePosition(accountId);
  const what = describeClose(position);
  const sent = place.data?.orders[0];
  if (pendingId !== undefined)
    return (
      <div
        role="group"
        aria-label={`Confirm close ${position.symbol}`}
        className="flex items-center gap-2 whitespace-nowrap"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setPendingId(undefined);
        }}
      >
        <span data-testid="close-preview">{what}</span>
        <button
          type="button"
          // Keep has focus first: Enter alone does not sell.
          autoFocus
          onClick={() => {
            setPendingId(undefined);
          }}
          className={`${BUTTON} border-slate-300 dark:border-slate-700`}
        >
          Keep
        </button>
        <button
          type="button"
          onClick={() => {
            setLastId(pendingId);
            place.mutate({ position, clientOrderId: pendingId });
            setPendingId(undefined);
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
        onClick={() => {
          const again = place.isError && mayHavePlaced(place.error) ? lastId : undefined;
          place.reset();
          setPendingId(again ?? mintClientOrderId());
        }}
        className={`${BUTTON} border-slate-300 dark:border-slate-700`}
      >
        {place.isPending ? 'Closing…' : 'Close'}
      </button>
      {sent === undefined ? null : (
        <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
          {sentWords(what, sent.status)}
        </p>
      )}
      {place.error === null ? null : (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {failureWords(place.error)}
        </p>
      )}
    </div>
  );
}
