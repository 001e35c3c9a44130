import { useRef, useState } from 'react';
import type { Account } from '@contracts/accounts';
import type { MarketClock } from '@contracts/market-clock';
import type { OrderDraft, TradingOrder } from '@contracts/orders';
import { ApiError } from '@src/lib/api-error';
import { explainFailure } from '@src/lib/explain-failure';
import { usePlaceOrder } from '../api/place-order';
import { useOrderPreview } from '../api/preview-order';
import { checkOrder } from '../utils/check-order';
import { newClientOrderId } from '../utils/new-client-order-id';
import { describeOrder } from '../utils/describe-order';
import { formError } from '../utils/issues';
import { describeOutcome, primaryOrder } from '../utils/order-outcome';
import { toOrderDraft } from '../utils/to-draft';
import type { Announce } from './use-announcer';
import { useLatest } from './use-latest';
import { useTicketContext } from './use-ticket-context';
import { useTicketQuote } from './use-ticket-quote';
import { useTicketState } from './use-ticket-state';

/** What became of the last confirmed order. */
export type Outcome =
  /**
   * Sent, and accepted once `orders` (the place answer) or the account's live order lists say
   * so, whichever comes first: the card follows both
   * (docs/decisions/0085-the-tickets-result-card-follows-answer-and-topic.md).
   */
  | {
      kind: 'placed';
      description: string;
      accountId: string;
      clientOrderId: string;
      exits: number;
      orders: TradingOrder[] | undefined;
    }
  /** The BFF or the broker said no (4xx): the order does not exist. */
  | { kind: 'refused'; description: string; message: string }
  /** No usable answer: the order may or may not exist; confirming again sends the same id. */
  | { kind: 'unsent'; description: string; message: string };

function isRefusal(error: Error): boolean {
  return error instanceof ApiError && (error.kind === 'invalid-request' || error.kind === 'not-found');
}

/** The card of an order on its way, before any answer. */
function sentOutcome(draft: OrderDraft): Outcome & { kind: 'placed' } {
  const { bracket } = draft;
  const exits = bracket === undefined ? 0 : [bracket.take_profit_price, bracket.stop_loss_price].filter(Boolean).length;
  const description = describeOrder(draft);
  const { account_id: accountId, client_order_id: clientOrderId } = draft;
  return { kind: 'placed', description, accountId, clientOrderId, exits, orders: undefined };
}

/**
 * The ticket's flow: the form and its checks as the trader types, Review (mints the order's
 * id and asks for a preview), Confirm (sends that same id, once at a time), and the outcome
 * (docs/decisions/0068-order-ids-minted-at-review-sent-again-only-by-the-trader.md).
 */
type OrderTicketArgs = {
  account: Account | undefined;
  symbol: string;
  onSymbol: (symbol: string) => void;
  marketClock: MarketClock | undefined;
  announce: Announce;
};

export function useOrderTicket({ account, symbol, onSymbol, marketClock, announce }: OrderTicketArgs) {
  const { form, review, dispatch, requestSeq } = useTicketState(symbol, onSymbol);
  const ticketSymbol = form.symbol.trim().toUpperCase();
  const quote = useTicketQuote(ticketSymbol);
  const { context, unknownSymbol, balance } = useTicketContext(account, ticketSymbol, quote, marketClock);
  const check = checkOrder(form, context);
  if (unknownSymbol) check.issues.unshift(formError('symbol', `${ticketSymbol} is not a known symbol.`));
  const blocked = check.blocked || unknownSymbol || account === undefined;
  const preview = useOrderPreview(review?.draft);
  const [outcome, setOutcome] = useState<Outcome>();
  // The status line is about the symbol on the ticket: switching symbol clears it, and an answer
  // that arrives after the switch is not shown under the new symbol.
  const [outcomeSymbol, setOutcomeSymbol] = useState(ticketSymbol);
  if (outcomeSymbol !== ticketSymbol) {
    setOutcomeSymbol(ticketSymbol);
    setOutcome(undefined);
  }
  const shownSymbol = useLatest(ticketSymbol);
  const showOutcome = (draft: OrderDraft, next: Outcome) => {
    if (draft.symbol === shownSymbol.current) setOutcome(next);
  };
  // The id in flight: a second click or Enter before the answer sends nothing more.
  const sending = useRef<string | undefined>(undefined);
  const place = usePlaceOrder({
    onPlaced: (result, draft) => {
      sending.current = undefined;
      const placed = { ...sentOutcome(draft), orders: result.orders };
      const primary = primaryOrder(result.orders);
      const said = primary === undefined ? undefined : describeOutcome(primary);
      showOutcome(draft, placed);
      dispatch({ type: 'sent' });
      announce(`${placed.description}: ${said?.text ?? 'sent'}`, said?.tone === 'refused');
    },
    onFailed: (error, draft) => {
      sending.current = undefined;
      const description = describeOrder(draft);
      if (isRefusal(error)) {
        const message = explainFailure(error.message);
        showOutcome(draft, { kind: 'refused', description, message });
        dispatch({ type: 'discard-review' });
        announce(`${description} refused: ${message}`, true);
      } else {
        showOutcome(draft, { kind: 'unsent', description, message: error.message });
        announce(`${description}: no answer. ${error.message}`, true);
      }
    },
  });

  const startReview = () => {
    if (review !== undefined || blocked) return;
    const draft = toOrderDraft(check.order, form.bracket, account.account_id, newClientOrderId());
    if (draft !== undefined) dispatch({ type: 'review', review: { draft } });
  };
  const confirm = () => {
    if (review === undefined || sending.current === review.draft.client_order_id) return;
    sending.current = review.draft.client_order_id;
    setOutcome(sentOutcome(review.draft));
    place.mutate(review.draft);
  };
  return {
    form,
    dispatch,
    check,
    blocked,
    balance,
    context,
    review,
    preview,
    startReview,
    confirm,
    sending: place.isPending,
    outcome,
    requestSeq,
  };
}
