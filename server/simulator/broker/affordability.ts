import Decimal from 'decimal.js';
import { buildBalance } from '../accounts/balance-view';
import { valuePosition } from '../accounts/position-view';
import type { StoredAccount } from '../state/schema';
import type { BrokerCore } from './broker-core';
import { settledCash } from './ledger';
import type { StoredOrder } from './stored-records';

const remaining = (o: StoredOrder) => new Decimal(o.quantity).minus(o.filled_quantity);

/** Price an order is reckoned at before it fills: its limit, else its stop, else the ask (bid for a sell). */
export function reckonedPrice(
  core: BrokerCore,
  order: Pick<StoredOrder, 'limit_price' | 'stop_price' | 'side' | 'symbol'>,
  nowMs: number,
): Decimal {
  if (order.limit_price !== undefined) return new Decimal(order.limit_price);
  if (order.stop_price !== undefined) return new Decimal(order.stop_price);
  const snapshot = core.market.snapshot(order.symbol, nowMs);
  return new Decimal(order.side === 'BUY' ? snapshot.ask : snapshot.bid);
}

/**
 * Cash held for the account's working buy orders (and short sales not yet filled), at their
 * reckoned prices. An estimate for buying power, summed in floating point (cents are enough) so
 * thousands of resting orders cost well under a millisecond per placement.
 */
export function openOrderHold(core: BrokerCore, account: StoredAccount, nowMs: number, except?: StoredOrder): Decimal {
  core.records();
  const { priced, unpriced } = core.holds.of(account.account_id, except);
  let hold = priced;
  for (const order of unpriced) {
    const left = Number(order.quantity) - Number(order.filled_quantity);
    hold += left * reckonedPrice(core, order, nowMs).toNumber();
  }
  return new Decimal(hold.toFixed(2));
}

/** What the account can spend now: settled cash (cash account) or overnight buying power, less the holds. */
export function spendable(core: BrokerCore, account: StoredAccount, nowMs: number, except?: StoredOrder): Decimal {
  const hold = openOrderHold(core, account, nowMs, except);
  if (account.account_type === 'CASH') return settledCash(account, nowMs).minus(hold);
  const valued = account.positions.flatMap((p) => valuePosition(core.market, p, nowMs) ?? []);
  const balance = buildBalance(account, valued);
  return new Decimal(balance.account_currency_assets[0]?.overnight_buying_power ?? '0').minus(hold);
}

/**
 * Shares of `symbol` held long and not already promised to working sell orders. Orders of the
 * same combo as `except` do not count: a take-profit and its stop-loss sell the same shares, and
 * the first to fill cancels the other.
 */
function availableLong(core: BrokerCore, account: StoredAccount, symbol: string, except: StoredOrder): Decimal {
  const held = new Decimal(account.positions.find((p) => p.symbol === symbol)?.quantity ?? '0');
  let promised = new Decimal(0);
  for (const order of core.working(symbol)) {
    const sameCombo = except.combo_order_id !== '' && order.combo_order_id === except.combo_order_id;
    if (
      order.account_id === account.account_id &&
      order !== except &&
      !sameCombo &&
      order.active &&
      order.side === 'SELL'
    )
      promised = promised.plus(remaining(order));
  }
  return Decimal.max(0, held.minus(promised));
}

/**
 * Why an accepted order cannot be worked, or null when it can (docs/protocol.md#order-rules):
 * buying power for a buy, shares for a sell, and for a short sale a margin account and a
 * shortable instrument.
 */
export function cannotWork(core: BrokerCore, order: StoredOrder, nowMs: number): string | null {
  const account = core.account(order.account_id);
  const quantity = remaining(order);
  const price = reckonedPrice(core, order, nowMs);
  let shortQuantity = new Decimal(0);
  if (order.side === 'SELL') {
    const available = availableLong(core, account, order.symbol, order);
    if (quantity.lte(available)) return null;
    shortQuantity = quantity.minus(available);
  } else if (order.side === 'SHORT') {
    shortQuantity = quantity;
  }
  if (shortQuantity.gt(0)) {
    if (account.account_type === 'CASH')
      return `Not enough shares: ${order.symbol} sell of ${quantity.toString()} exceeds the position, and a cash account cannot sell short.`;
    if (core.market.instrument(order.symbol)?.shortable !== true) return `${order.symbol} cannot be sold short.`;
  }
  const cost = (order.side === 'BUY' ? quantity : shortQuantity).times(price);
  const available = spendable(core, account, nowMs, order);
  if (cost.gt(available))
    return `Insufficient buying power: the order needs ${cost.toFixed(2)} USD, ${Decimal.max(0, available).toFixed(2)} USD is available.`;
  return null;
}
