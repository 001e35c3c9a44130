import { useEffect, useId, useRef } from 'react';
import type { Account } from '@contracts/accounts';
import type { MarketClock } from '@contracts/market-clock';
import type { SessionInfo } from '@contracts/session';
import { realClock, type TicketClock } from '../hooks/ticket-clock';
import { useAnnouncer } from '../hooks/use-announcer';
import { useHotkeyTrading } from '../hooks/use-hotkey-trading';
import { useOrderTicket } from '../hooks/use-order-ticket';
import { issuesFor } from '../utils/check-order';
import { BracketFields } from './bracket-fields';
import { CancelAllConfirm } from './cancel-all-confirm';
import { EstimateLine } from './estimate-line';
import { FieldIssues } from './field-issues';
import { HotkeyBar } from './hotkey-bar';
import { LiveRegions } from './live-regions';
import { OrderResult } from './order-result';
import { OrderReview } from './order-review';
import { PriceFields } from './price-fields';
import { SizeFields } from './size-fields';
import { TimingFields } from './timing-fields';

type OrderTicketPanelProps = {
  /** The dashboard's chosen account; undefined while the accounts load. */
  account: Account | undefined;
  mode: SessionInfo['mode'];
  /** The dashboard's symbol: the ticket trades it and follows it. */
  symbol: string;
  /** Switches the dashboard to a symbol another screen opened the ticket on. */
  onSymbol: (symbol: string) => void;
  /** The broker's market clock (the header reads it too); the session checks need it. */
  marketClock: MarketClock | undefined;
  clock?: TicketClock;
};

/**
 * The order ticket: checks as the trader types, Review (the broker's estimate) then one
 * explicit Confirm, the result, and keyboard trading behind a five-minute arm.
 */
export function OrderTicketPanel(props: OrderTicketPanelProps) {
  const { account, mode, symbol, onSymbol, marketClock, clock = realClock } = props;
  const { polite, assertive, announce } = useAnnouncer();
  const ticket = useOrderTicket({ account, symbol, onSymbol, marketClock, announce });
  const { form, dispatch, check } = ticket;
  const ticketSymbol = form.symbol.trim().toUpperCase();
  const section = useRef<HTMLElement>(null);
  const hotkeys = useHotkeyTrading({
    account,
    symbol: ticketSymbol,
    context: ticket.context,
    clock,
    announce,
    // A hidden tab of the narrow layout has no boxes.
    shown: () => (section.current?.getClientRects().length ?? 0) > 0,
  });
  const quantityInput = useRef<HTMLInputElement | null>(null);
  const symbolIssuesId = useId();
  const symbolIssues = issuesFor(check.issues, 'symbol');
  // Another screen opened the ticket: the size is what the trader types next.
  useEffect(() => {
    if (ticket.requestSeq !== undefined) quantityInput.current?.focus();
  }, [ticket.requestSeq]);
  const onEdit = (patch: Partial<typeof form>) => {
    dispatch({ type: 'edit', patch });
  };
  return (
    <section
      ref={section}
      aria-label="Order ticket"
      data-testid="order-ticket"
      className="@container flex flex-col gap-3 p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h2 className="flex items-baseline gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Order ticket
          <span
            data-testid="ticket-symbol"
            className="font-mono text-lg text-slate-900 normal-case dark:text-slate-100"
          >
            {ticketSymbol}
          </span>
        </h2>
        <FieldIssues id={symbolIssuesId} issues={symbolIssues} />
      </div>
      <HotkeyBar
        mode={mode}
        symbol={ticketSymbol}
        armed={hotkeys.arm.armed}
        remainingMs={hotkeys.arm.remainingMs}
        onArm={() => {
          hotkeys.arm.arm();
          announce(`Hotkeys armed for five minutes on ${ticketSymbol}${mode === 'live' ? ', with real money' : ''}.`);
        }}
        onDisarm={() => {
          hotkeys.arm.disarm();
          announce('Hotkeys disarmed.');
        }}
        quantity={hotkeys.quantity}
        onQuantity={hotkeys.setQuantity}
        confirmCancelAll={hotkeys.cancelAll.settings.confirmCancelAll}
        onConfirmCancelAll={hotkeys.cancelAll.settings.setConfirmCancelAll}
      />
      {hotkeys.cancelAll.asking === undefined ? null : (
        <CancelAllConfirm
          rows={hotkeys.cancelAll.asking}
          onConfirm={hotkeys.cancelAll.confirm}
          onKeep={hotkeys.cancelAll.keep}
        />
      )}
      <form
        aria-label={`Order for ${ticketSymbol === '' ? 'no symbol' : ticketSymbol}`}
        noValidate
        aria-describedby={symbolIssues.length === 0 ? undefined : symbolIssuesId}
        onSubmit={(event) => {
          event.preventDefault();
          ticket.startReview();
        }}
        className="flex flex-col gap-2"
      >
        <fieldset disabled={ticket.sending} className="grid grid-cols-1 gap-2 @xs:grid-cols-2">
          <SizeFields
            form={form}
            issues={check.issues}
            onEdit={onEdit}
            quantityRef={(element) => {
              quantityInput.current = element;
            }}
          />
          <PriceFields form={form} issues={check.issues} onEdit={onEdit} />
        </fieldset>
        <fieldset disabled={ticket.sending} className="flex flex-col gap-2">
          <TimingFields form={form} issues={check.issues} onEdit={onEdit} />
          <BracketFields form={form} issues={check.issues} onEdit={onEdit} />
        </fieldset>
        <EstimateLine
          side={form.side}
          quote={ticket.context.quote}
          estimate={check.estimate}
          buyingPower={ticket.balance?.buying_power}
          position={ticket.context.account.position}
          marketSession={ticket.context.marketSession}
        />
        {account === undefined ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">Choose an account to trade.</p>
        ) : null}
        {ticket.review === undefined ? (
          <button
            type="submit"
            data-testid="ticket-review"
            disabled={ticket.blocked}
            // Kept at the pane's bottom edge while the fields scroll, so no order needs a scroll to
            // be sent (docs/layout.md); the ring, and an opaque disabled look, hide the fields
            // passing under it.
            className="sticky bottom-0 z-10 rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white ring-8 ring-white disabled:bg-slate-400 disabled:text-slate-100 dark:bg-slate-200 dark:text-slate-900 dark:ring-slate-950 dark:disabled:bg-slate-600 dark:disabled:text-slate-400"
          >
            Review order
          </button>
        ) : (
          <OrderReview
            key={ticket.review.draft.client_order_id}
            review={ticket.review}
            preview={ticket.preview}
            sending={ticket.sending}
            onConfirm={ticket.confirm}
            onEdit={() => {
              dispatch({ type: 'discard-review' });
            }}
          />
        )}
      </form>
      {ticket.outcome === undefined ? null : <OrderResult outcome={ticket.outcome} />}
      <LiveRegions polite={polite} assertive={assertive} />
    </section>
  );
}
