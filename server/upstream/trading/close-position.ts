import { mintClientOrderId } from '@market/client-order-id';
import Decimal from 'decimal.js';
import { type ClosePositionResult } from '@contracts/close-position';
import { sessionThatWorksNow } from '@market/order-session';
import type { UsCalendarSession } from '@market/calendar';
import { OPEN_STATUSES, orderDraftSchema, type OrderDraft, type TradingOrder } from '@contracts/orders';
import type { PositionList } from '@contracts/portfolio';
import type { Clock } from '@server/shared/clock';
import type { OrderReads } from './order-reads';
import { OrderRefusal } from './order-refusal';
import type { OrderTracker } from './order-tracker';
import { waitUntilFinished } from './wait-until-finished';
import type { TradingFeed } from './trading-feed';

/** What a close needs of the market beyond the account: its time, a price outside regular hours. */
export interface CloseMarket {
  /** The session at the broker's market time now, on the exchange calendar (docs/protocol.md#market-time). */
  sessionNow(): UsCalendarSession;
  /** The best bid and ask now in `session`, for a limit where market orders do not work. */
  quote(symbol: string, session: 'ALL' | 'NIGHT'): Promise<{ bid?: string | undefined; ask?: string | undefined }>;
  /** Whether the stock trades in the overnight session. */
  overnight(symbol: string): Promise<boolean>;
}

export interface CloserDeps {
  reads: Pick<OrderReads, 'openOrders' | 'detail'>;
  tracker: Pick<OrderTracker, 'current' | 'save'>;
  feed: Pick<TradingFeed, 'onEvent'>;
  clock: Clock;
  market: CloseMarket;
  positions(accountId: string): Promise<PositionList>;
  cancel(accountId: string, clientOrderId: string): Promise<TradingOrder>;
  place(draft: OrderDraft): Promise<TradingOrder[]>;
  /** A fresh `client_order_id` (tests pass their own). */
  mintId?: () => string;
  /** How long the broker has to confirm the cancels before the close gives up, sending nothing. */
  confirmWithinMs?: number;
}

const CONFIRM_WITHIN_MS = 15_000;
const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * Closing a position, the one way (docs/trading.md#closing-a-position): the working orders on
 * the other side of the position for that symbol (a bracket's take profit and stop loss, a
 * protective stop: each would open the opposite position once the position is gone) are
 * cancelled, the broker's confirmation of each is awaited, the position is read again, and one
 * order for all of it is sent: a market order in regular hours (or, with nothing open, waiting
 * for the open), a limit at the bid (ask for a short) in extended hours and overnight, where
 * market orders do not work. One close per account and symbol at a time: a second call while
 * one is in flight, or while the order it sent is still working, answers that order and sends
 * nothing. That holds for every tab and browser of this BFF.
 */
export function createPositionCloser(deps: CloserDeps) {
  const inFlight = new Map<string, Promise<ClosePositionResult>>();
  const lastClose = new Map<string, ClosePositionResult>();
  const mintId = deps.mintId ?? mintCloseId;

  async function heldNow(accountId: string, symbol: string): Promise<Decimal> {
    const found = (await deps.positions(accountId)).positions.find((p) => p.symbol === symbol);
    return new Decimal(found?.quantity ?? '0');
  }

  /** The order of an earlier close while it still works at the broker, else undefined. */
  async function stillWorking(accountId: string, order: TradingOrder): Promise<TradingOrder | undefined> {
    const known = (await deps.tracker.current(accountId, order.client_order_id)) ?? order;
    if (!OPEN_STATUSES.includes(known.status)) return undefined;
    const fetched = (await deps.reads.detail(accountId, order.client_order_id, 'order'))?.find(
      (o) => o.client_order_id === order.client_order_id,
    );
    // Not found at the broker: an answer still being looked up (CHECKING) is not a reason to send another.
    if (fetched === undefined) return known.status === 'CHECKING' || known.status === 'SENDING' ? known : undefined;
    await deps.tracker.save(fetched);
    return OPEN_STATUSES.includes(fetched.status) ? fetched : undefined;
  }

  /** How the close goes out now, checked before anything is cancelled: the price may be missing. */
  async function shapeNow(symbol: string, sell: boolean) {
    const calendar = deps.market.sessionNow();
    const session = sessionThatWorksNow(
      calendar,
      calendar === 'overnight' ? await deps.market.overnight(symbol) : undefined,
    );
    if (session === 'CORE') return { session, price: undefined };
    const quote = await deps.market.quote(symbol, session);
    const price = sell ? quote.bid : quote.ask;
    if (price === undefined || new Decimal(price).lte(0))
      throw new OrderRefusal(
        409,
        'NO_CLOSING_PRICE',
        `Market orders do not work outside regular hours, and there is no ${sell ? 'bid' : 'ask'} for ${symbol} to set a limit at: nothing was cancelled or sent.`,
      );
    return { session, price };
  }

  /** An order on the stock itself: not an option or other instrument the record names by it. */
  const isStock = (o: TradingOrder) => o.raw?.instrument_type === undefined || o.raw.instrument_type === 'EQUITY';

  async function closeNow(accountId: string, symbol: string): Promise<ClosePositionResult> {
    const held = await heldNow(accountId, symbol);
    if (held.isZero())
      throw new OrderRefusal(
        409,
        'NOTHING_TO_CLOSE',
        `You hold no ${symbol} in this account: there is nothing to close.`,
      );
    const sell = held.isPositive();
    await shapeNow(symbol, sell);

    const open = await deps.reads.openOrders(accountId, 'order');
    const exits = open.filter(
      (o) =>
        o.symbol === symbol &&
        isStock(o) &&
        // An equity order of a side the BFF does not model may be on either side: it goes too.
        (sell ? o.side !== 'BUY' : o.side === 'BUY' || o.side === 'OTHER') &&
        OPEN_STATUSES.includes(o.status) &&
        // A bracket's children waiting for their master guard what the master will open, and go with it.
        !(o.status === 'PENDING' && (o.role === 'STOP_PROFIT' || o.role === 'STOP_LOSS')),
    );
    const ids = exits.map((o) => o.client_order_id);
    const finished = waitUntilFinished({
      ids,
      feed: deps.feed,
      clock: deps.clock,
      withinMs: deps.confirmWithinMs ?? CONFIRM_WITHIN_MS,
      stillOpen: async () => new Set((await deps.reads.openOrders(accountId, 'order')).map((o) => o.client_order_id)),
    });
    for (const order of exits) {
      try {
        await deps.tracker.save(order);
        await deps.cancel(accountId, order.client_order_id);
      } catch {
        // Refused (it filled or was cancelled meanwhile) or unanswered: the broker's records decide below.
      }
    }
    const confirmed = await finished;
    if (confirmed.open.length > 0) {
      throw new OrderRefusal(
        409,
        'EXITS_STILL_WORKING',
        `The broker has not confirmed the cancel of ${plural(confirmed.open.length, `working ${symbol} order`)}, so nothing was sent to close ${symbol}: any of them could still trade. Check the Orders tab, then close again.`,
      );
    }
    const cancelled: TradingOrder[] = [];
    for (const order of exits) {
      const now =
        confirmed.statuses.get(order.client_order_id) ??
        (await deps.tracker.current(accountId, order.client_order_id))?.status;
      if (now !== 'FILLED') cancelled.push(order);
    }
    const said = cancelled.length === 0 ? '' : ` ${plural(cancelled.length, 'exit order')} cancelled.`;

    // Read again: an exit may have filled before its cancel arrived.
    const left = await heldNow(accountId, symbol);
    if (left.isZero()) throw new OrderRefusal(409, 'NOTHING_TO_CLOSE', `Nothing of ${symbol} is left to close.${said}`);
    if (left.isPositive() !== sell)
      throw new OrderRefusal(
        409,
        'POSITION_CHANGED',
        `The ${symbol} position turned ${sell ? 'short' : 'long'} while its exits were cancelled: nothing was sent. Look at it, then close again.${said}`,
      );
    const shape = await shapeNow(symbol, sell);
    const draft = orderDraftSchema.parse({
      account_id: accountId,
      client_order_id: mintId(),
      symbol,
      side: sell ? 'SELL' : 'BUY',
      order_type: shape.price === undefined ? 'MARKET' : 'LIMIT',
      time_in_force: 'DAY',
      session: shape.session,
      entrust_type: 'QTY',
      quantity: left.abs().toFixed(),
      ...(shape.price === undefined ? {} : { limit_price: shape.price }),
    });
    try {
      return { orders: await deps.place(draft), cancelled };
    } catch (error) {
      if (error instanceof OrderRefusal && said !== '')
        throw new OrderRefusal(error.httpStatus, error.code, `${error.message}${said}`, error.retryAfterSeconds);
      throw error;
    }
  }

  return {
    close(accountId: string, symbol: string): Promise<ClosePositionResult> {
      const key = `${accountId}\n${symbol}`;
      const running = inFlight.get(key);
      if (running !== undefined) return running;
      const work = (async () => {
        const last = lastClose.get(key);
        const first = last?.orders[0];
        if (last !== undefined && first !== undefined) {
          const working = await stillWorking(accountId, first);
          if (working !== undefined) return { ...last, orders: [working] };
          lastClose.delete(key);
        }
        const result = await closeNow(accountId, symbol);
        lastClose.set(key, result);
        return result;
      })();
      inFlight.set(key, work);
      void work
        .catch(() => undefined)
        .finally(() => {
          inFlight.delete(key);
        });
      return work;
    },
  };
}
export type PositionCloser = ReturnType<typeof createPositionCloser>;

/** A close's `client_order_id`: the ticket's one format, from Node's cryptographic source. */
export function mintCloseId(): string {
  return mintClientOrderId((bytes) => crypto.getRandomValues(bytes));
}
