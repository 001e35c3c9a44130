import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { TradeEventBus } from '../events/trade-event-bus';
import type { OrderEventPayload } from '../events/order-event';
import { ApiError } from '../http/api-error';
import type { Market } from '../market/market';
import type { TradingSession } from '../market/types';
import type { SimulatorState, StoredAccount } from '../state/schema';
import type { StateStore } from '../state/state-store';
import { createLiquidityLedger, type LiquidityLedger } from './liquidity';
import { FINAL_STATUSES } from './order-model';
import { createOrderHolds, type OrderHolds } from './order-holds';
import { emptyBrokerRecords, type BrokerRecords, type StoredOrder } from './stored-records';

/** What the paper broker is built from. `now` is market time. */
export interface BrokerDeps {
  market: Market;
  state: StateStore;
  events: TradeEventBus;
  now: () => number;
}

/** Where the engine stopped reading a symbol's prints: the time and how many prints at it. */
export interface PrintCursor {
  time: number;
  seenAtTime: number;
}

/**
 * The broker's shared state: records kept in the simulator state (so the state file and the
 * control reset cover them), indexes rebuilt whenever the records are replaced, and the event
 * and persistence helpers every operation uses.
 */
export interface BrokerCore extends BrokerDeps {
  /** The market session at a market time. */
  sessionOf: (ms: number) => TradingSession;
  records(): BrokerRecords;
  account(accountId: string): StoredAccount;
  order(accountId: string, clientOrderId: string): StoredOrder | undefined;
  /** Orders of the symbol that are not final, in placement order. */
  working(symbol: string): StoredOrder[];
  /** Symbols with at least one order that is not final. */
  workingSymbols(): string[];
  /** What working orders hold, per account (buying power). */
  holds: OrderHolds;
  /** Order events sent so far: every change to an order sends one. */
  eventCount: number;
  /** The market second the whole market was last brought up to (see advanceMarket). */
  advancedSecond: number | null;
  add(order: StoredOrder): void;
  /** Drops final orders from the working index. */
  retire(order: StoredOrder): void;
  nextId(prefix: string): string;
  emit(order: StoredOrder, scene: OrderEventPayload['scene_type']): void;
  /** Writes the state; resolves once the state file (when there is one) holds it. */
  commit(): Promise<void>;
  liquidity: LiquidityLedger;
  cursors: Map<string, PrintCursor>;
}

export const isFinal = (order: StoredOrder) => FINAL_STATUSES.includes(order.status);

/** `2025-11-21T06:23:28.601+0000`, the event payload's time format. */
export function eventTime(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+0000');
}

export function createBrokerCore(deps: BrokerDeps): BrokerCore {
  let indexedFrom: BrokerRecords | null = null;
  const byAccount = new Map<string, Map<string, StoredOrder>>();
  const bySymbol = new Map<string, StoredOrder[]>();
  const holds = createOrderHolds();
  const liquidity = createLiquidityLedger();
  const cursors = new Map<string, PrintCursor>();

  const indexOrder = (order: StoredOrder) => {
    let orders = byAccount.get(order.account_id);
    if (orders === undefined) byAccount.set(order.account_id, (orders = new Map<string, StoredOrder>()));
    orders.set(order.client_order_id, order);
    holds.refresh(order, !isFinal(order));
    if (!isFinal(order)) {
      const list = bySymbol.get(order.symbol) ?? [];
      list.push(order);
      bySymbol.set(order.symbol, list);
    }
  };

  const records = (): BrokerRecords => {
    const state = deps.state.get();
    if (state.broker === undefined) {
      const fresh: SimulatorState = { ...state, broker: emptyBrokerRecords() };
      void deps.state.replace(fresh);
    }
    const current = deps.state.get().broker ?? emptyBrokerRecords();
    if (current !== indexedFrom) {
      indexedFrom = current;
      byAccount.clear();
      bySymbol.clear();
      holds.clear();
      core.advancedSecond = null;
      cursors.clear();
      liquidity.clear();
      for (const order of current.orders) indexOrder(order);
    }
    return current;
  };

  const core: BrokerCore = {
    ...deps,
    sessionOf: (ms) => deps.market.sessionAt(ms),
    liquidity,
    cursors,
    holds,
    records,
    account(accountId) {
      const account = deps.state.get().accounts.find((a) => a.account_id === accountId);
      if (account === undefined)
        throw new ApiError(403, 'ACCOUNT_ACCESS_DENIED', `Account ${accountId} is not accessible to this app key.`);
      return account;
    },
    order(accountId, clientOrderId) {
      records();
      return byAccount.get(accountId)?.get(clientOrderId);
    },
    working(symbol) {
      records();
      return bySymbol.get(symbol) ?? [];
    },
    workingSymbols() {
      records();
      return [...bySymbol.keys()];
    },
    advancedSecond: null,
    eventCount: 0,
    add(order) {
      records().orders.push(order);
      indexOrder(order);
    },
    retire(order) {
      holds.refresh(order, false);
      const list = bySymbol.get(order.symbol);
      if (list === undefined) return;
      const rest = list.filter((o) => o !== order);
      if (rest.length === 0) bySymbol.delete(order.symbol);
      else bySymbol.set(order.symbol, rest);
    },
    nextId(prefix) {
      const r = records();
      const id = r.next_id;
      r.next_id += 1;
      return `${prefix}${String(id).padStart(10, '0')}`;
    },
    emit(order, scene) {
      core.eventCount += 1;
      // Every change to an order sends an event, so its hold is refreshed here.
      holds.refresh(order, !isFinal(order));
      const filled = new Decimal(order.filled_quantity);
      deps.events.publish({
        accountId: order.account_id,
        payload: {
          request_id: randomUUID().replaceAll('-', ''),
          account_id: order.account_id,
          order_id: order.order_id,
          client_order_id: order.client_order_id,
          instrument_id: order.instrument_id,
          order_status: order.status,
          symbol: order.symbol,
          qty: order.quantity,
          filled_price: order.filled_price,
          filled_qty: order.filled_quantity,
          filled_time: filled.gt(0) && order.filled_time !== null ? eventTime(order.filled_time) : '',
          side: order.side,
          scene_type: scene,
          category: order.category,
          order_type: order.order_type,
          actual_commission: order.commission,
          receivable_commission: order.commission,
          fees: order.fees.map((f) => ({ type: f.type, actual_value: f.amount, receivable_value: f.amount })),
        },
      });
    },
    commit() {
      return deps.state.replace({ ...deps.state.get() });
    },
  };
  return core;
}
