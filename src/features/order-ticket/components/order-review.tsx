import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrderPreview, OrderSide } from '@contracts/orders';
import { formatPrice } from '@src/lib/format-decimal';
import { describeOrder, describeTerms } from '../utils/describe-order';
import { estimateLabel } from '../utils/estimate-label';
import { feeLabel } from '../utils/fee-label';
import type { Review } from '../hooks/use-ticket-state';

const money = (value: string) => `$${formatPrice(value, 2)}`;

function PreviewFigures({ preview, side }: { preview: OrderPreview; side: OrderSide }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm [&_dd]:text-right [&_dd]:font-mono">
      <dt>{estimateLabel(side)}</dt>
      <dd data-testid="review-cost">{money(preview.estimated_cost)}</dd>
      <dt>Fees</dt>
      <dd data-testid="review-fees">{money(preview.estimated_fee)}</dd>
      {preview.fees.map((fee) => (
        <div key={fee.type} className="contents text-xs text-slate-600 dark:text-slate-400">
          <dt className="pl-3">{feeLabel(fee.type)}</dt>
          <dd>{money(fee.amount)}</dd>
        </div>
      ))}
      <dt>Commission</dt>
      <dd data-testid="review-commission">{money(preview.commission)}</dd>
    </dl>
  );
}

type OrderReviewProps = {
  review: Review;
  preview: UseQueryResult<OrderPreview>;
  sending: boolean;
  onConfirm: () => void;
  onEdit: () => void;
};

/** The order in words with the broker's estimate, and the one button that sends it. */
export function OrderReview({ review, preview, sending, onConfirm, onEdit }: OrderReviewProps) {
  const description = describeOrder(review.draft);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, []);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Order review"
      data-testid="order-review"
      data-client-order-id={review.draft.client_order_id}
      className="flex flex-col gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-sky-500 dark:border-sky-800 dark:bg-sky-950/40"
    >
      <p data-testid="review-description" className="font-semibold">
        {description}
      </p>
      <ul className="text-xs text-slate-600 dark:text-slate-400">
        {describeTerms(review.draft).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {preview.isPending ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Asking the broker for an estimate…</p>
      ) : null}
      {preview.isError ? (
        <div className="flex flex-col items-start gap-1 text-sm text-red-700 dark:text-red-300">
          <p data-testid="review-refused">The broker refused the estimate: {preview.error.message}</p>
          <button type="button" className="rounded border border-current px-2" onClick={() => void preview.refetch()}>
            Ask again
          </button>
        </div>
      ) : null}
      {preview.isSuccess ? <PreviewFigures preview={preview.data} side={review.draft.side} /> : null}
      {/* Kept at the pane's bottom edge while the review is in view, so Confirm needs no scroll;
          the dark background is the review's own, made opaque (docs/layout.md). */}
      <div className="sticky bottom-0 z-10 -mx-3 -mb-3 flex flex-wrap items-center gap-2 rounded-b-md bg-sky-50 p-3 pt-1 dark:bg-[color-mix(in_oklab,var(--color-sky-950)_40%,var(--color-slate-950))]">
        <button
          type="button"
          data-testid="ticket-confirm"
          disabled={!preview.isSuccess || sending}
          onClick={onConfirm}
          className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
        >
          Confirm {description}
        </button>
        <button type="button" disabled={sending} onClick={onEdit} className="text-sm underline disabled:opacity-50">
          Edit order
        </button>
      </div>
    </section>
  );
}
