import { useEffect, useReducer, useState } from 'react';
import type { OrderDraft } from '@contracts/orders';
import {
  takeOrderTicketRequest,
  useOrderTicketRequest,
  type OrderTicketIntent,
  type OrderTicketRequest,
} from '@src/lib/order-ticket-intent';
import { applyIntent } from '../utils/apply-intent';
import { clearedTicketForm, initialTicketForm, type TicketForm } from '../utils/ticket-form';
import { useLatest } from './use-latest';

/** An order the trader asked to review: its id is minted once and travels with every send of it. */
export type Review = { draft: OrderDraft };

type TicketState = { form: TicketForm; review: Review | undefined };

type TicketAction =
  | { type: 'edit'; patch: Partial<TicketForm> }
  | { type: 'intent'; intent: OrderTicketIntent }
  | { type: 'review'; review: Review }
  | { type: 'discard-review' }
  | { type: 'sent' };

/** Every change of the form discards the review: a changed order is a new order with a new id. */
function reduce(state: TicketState, action: TicketAction): TicketState {
  switch (action.type) {
    case 'edit':
      return { form: { ...state.form, ...action.patch }, review: undefined };
    case 'intent':
      return { form: applyIntent(state.form, action.intent), review: undefined };
    case 'review':
      return { ...state, review: action.review };
    case 'discard-review':
      return { ...state, review: undefined };
    case 'sent':
      return { form: clearedTicketForm(state.form), review: undefined };
  }
}

/**
 * The ticket's form and review. The ticket trades the dashboard's symbol and follows it; a
 * request made through `openOrderTicket` (also one made before the ticket loaded) is applied
 * and, when it names another symbol, switches the dashboard to it (`onSymbol`), so the quote and
 * the chart show what is being traded.
 */
export function useTicketState(symbol: string, onSymbol: (symbol: string) => void) {
  const [state, dispatch] = useReducer(reduce, symbol, (s) => ({ form: initialTicketForm(s), review: undefined }));
  const [followed, setFollowed] = useState(symbol);
  if (followed !== symbol) {
    setFollowed(symbol);
    dispatch({ type: 'intent', intent: { symbol } });
  }
  const request = useOrderTicketRequest();
  const [applied, setApplied] = useState<OrderTicketRequest>();
  if (request !== null && request.seq !== applied?.seq) {
    setApplied(request);
    dispatch({ type: 'intent', intent: request });
  }
  const latest = useLatest({ symbol, onSymbol });
  useEffect(() => {
    if (applied === undefined) return;
    takeOrderTicketRequest(applied.seq);
    const asked = applied.symbol.trim().toUpperCase();
    if (asked !== latest.current.symbol) latest.current.onSymbol(asked);
  }, [applied, latest]);
  return { ...state, dispatch, requestSeq: applied?.seq };
}
