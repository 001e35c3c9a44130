import { useState } from 'react';
import type { Account } from '@contracts/accounts';
import { useClosePosition } from '@src/api/close-position';
import { closeFailureWords, closeWords } from '@src/api/close-words';
import { usePlaceOrder } from '../api/place-order';
import { checkOrder, type TicketContext } from '../utils/check-order';
import { newClientOrderId } from '../utils/new-client-order-id';
import { describeOrder } from '../utils/describe-order';
import type { HotkeyAction } from '../utils/hotkey-keys';
import { hotkeyLimitForm, hotkeySession } from '../utils/hotkey-orders';
import { describeOutcome, primaryOrder } from '../utils/order-outcome';
import type { TicketForm } from '../utils/ticket-form';
import { toOrderDraft } from '../utils/to-draft';
import type { TicketClock } from './ticket-clock';
import type { Announce } from './use-announcer';
import { useHotkeyArm } from './use-hotkey-arm';
import { useHotkeyCancelAll } from './use-hotkey-cancel-all';
import { useHotkeys } from './use-hotkeys';

type HotkeyTradingProps = {
  account: Account | undefined;
  symbol: string;
  context: TicketContext;
  clock: TicketClock;
  announce: Announce;
  /** Whether the ticket is on screen: the cancel-all question is drawn there. */
  shown: () => boolean;
};

/**
 * Keyboard trading on the ticket's symbol while armed. Each order goes through the same POST
 * as the ticket with a fresh id per key press, after the same checks, and every step is
 * announced. Shift+F closes through the BFF's close route, as the positions panel does: it
 * sizes from the broker's position and cancels the exits first (docs/trading.md#closing-a-position).
 */
export function useHotkeyTrading({ account, symbol, context, clock, announce, shown }: HotkeyTradingProps) {
  const [quantity, setQuantity] = useState('1');
  const arm = useHotkeyArm(clock, account?.account_id, () => {
    announce('Hotkeys disarmed: five minutes passed.');
  });
  const place = usePlaceOrder({
    onPlaced: (result, draft) => {
      const primary = primaryOrder(result.orders);
      const said = primary === undefined ? undefined : describeOutcome(primary);
      announce(`${describeOrder(draft)}: ${said?.text ?? 'sent'}`, said?.tone === 'refused');
    },
    onFailed: (error, draft) => {
      announce(`${describeOrder(draft)} failed: ${error.message}`, true);
    },
  });
  const close = useClosePosition(account?.account_id, {
    onClosed: (result) => {
      const said = closeWords(result);
      announce(said.text, said.failed);
    },
    onFailed: (error, closed) => {
      announce(closeFailureWords(closed, error), true);
    },
  });
  const cancelAll = useHotkeyCancelAll(account, announce, shown);

  const send = (form: TicketForm | string, accountId: string) => {
    if (typeof form === 'string') {
      announce(form, true);
      return;
    }
    const check = checkOrder(form, context);
    const stop = check.issues.find((issue) => issue.level === 'error');
    const draft = toOrderDraft(check.order, false, accountId, newClientOrderId());
    if (stop !== undefined || draft === undefined) {
      announce(`${stop?.message ?? 'The order is incomplete.'} Nothing sent.`, true);
      return;
    }
    announce(`Sending ${describeOrder(draft)}…`);
    place.mutate(draft);
  };
  const run = (action: HotkeyAction) => {
    if (!arm.isArmedNow()) return;
    if (account === undefined) {
      announce('Choose an account first: nothing sent.', true);
    } else if (action === 'cancel-all') {
      cancelAll.request(account.account_id);
    } else if (action === 'flatten') {
      announce(`Closing ${symbol}…`);
      close.mutate(symbol);
    } else {
      const session = hotkeySession(context.marketSession, context.instrument);
      send(hotkeyLimitForm(action, symbol, quantity, context.quote, session), account.account_id);
    }
  };
  useHotkeys(arm.armed, run, () => {
    if (!arm.armed) return;
    arm.disarm();
    announce('Hotkeys disarmed: the window lost focus.');
  });
  return { arm, quantity, setQuantity, cancelAll };
}
