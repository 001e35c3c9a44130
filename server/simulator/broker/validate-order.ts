import Decimal from 'decimal.js';
import { ApiError, illegalParameter } from '../http/api-error';
import type { SimInstrument } from '../market/types';
import {
  checkTickSize,
  decimalPlaces,
  readEnum,
  readPositiveDecimal,
  readText,
  refuse,
  requireEnum,
  requireText,
} from './order-fields';
import {
  COMBO_TYPES,
  ENTRUST_TYPES,
  ORDER_TYPES,
  SIDES,
  TIMES_IN_FORCE,
  TRADING_SESSIONS,
  TRAILING_TYPES,
  type OrderSession,
  type OrderSpec,
} from './order-model';

/** Longest `client_order_id` the provider takes; letters, digits, `-` and `_` only. */
export const CLIENT_ORDER_ID_MAX = 32;
const CLIENT_ORDER_ID = /^[A-Za-z0-9_-]+$/;
/** Largest quantity of one order (the provider's documented US maximum). */
export const MAX_QUANTITY = 200_000;
/** Fractional shares: at most this many decimals. */
export const FRACTION_DECIMALS = 5;

/** Values the provider lists but the paper broker does not work (refused by name, 417). */
const OTHER_ORDER_TYPES = ['MARKET_ON_OPEN', 'MARKET_ON_CLOSE', 'LIMIT_ON_OPEN'];
const OTHER_TIFS = ['IOC', 'GTD', 'FOK'];
const OTHER_INSTRUMENT_TYPES = ['OPTION', 'FUTURES', 'CRYPTO', 'EVENT'];
/** The deprecated Y/N session flags the provider's own samples still send. */
const LEGACY_SESSIONS: Record<string, OrderSession> = { Y: 'ALL', N: 'CORE' };

export function readClientOrderId(name: string, value: unknown): string {
  const id = requireText(name, value);
  if (id.length > CLIENT_ORDER_ID_MAX)
    throw illegalParameter(name, `must be at most ${String(CLIENT_ORDER_ID_MAX)} characters`);
  if (!CLIENT_ORDER_ID.test(id)) throw illegalParameter(name, 'may hold letters, digits, - and _ only');
  return id;
}

function readOneOf<T extends string>(name: string, value: unknown, allowed: readonly T[], others: string[]): T {
  const text = requireText(name, value).toUpperCase();
  if (others.includes(text)) throw refuse(name, `${text} is not available for US stocks in this account`);
  return requireEnum(name, text, allowed);
}

function readSession(name: string, value: unknown): OrderSession {
  const text = readText(name, value)?.toUpperCase();
  if (text === undefined) throw illegalParameter(name, 'is required for US stocks');
  return LEGACY_SESSIONS[text] ?? requireEnum(name, text, TRADING_SESSIONS);
}

/**
 * One item of `new_orders` (or `batch_orders`), checked field by field in the order of
 * docs/protocol.md#order-rules. `lookup` finds the instrument; an unknown symbol is 400
 * INVALID_SYMBOL. Rules that depend on the account or the market moment are checked later.
 */
export function parseOrderItem(
  raw: unknown,
  path: string,
  lookup: (symbol: string) => SimInstrument | undefined,
): { spec: OrderSpec; instrument: SimInstrument } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw illegalParameter(path, 'must be an object');
  const item = raw as Record<string, unknown>;
  const field = (name: string) => `${path}.${name}`;

  const clientOrderId = readClientOrderId(field('client_order_id'), item.client_order_id);
  const comboType = requireEnum(field('combo_type'), item.combo_type, COMBO_TYPES);
  const instrumentType = requireText(field('instrument_type'), item.instrument_type).toUpperCase();
  if (OTHER_INSTRUMENT_TYPES.includes(instrumentType))
    throw refuse(
      field('instrument_type'),
      `${instrumentType} is not traded by the paper broker (US stocks and ETFs only)`,
    );
  requireEnum(field('instrument_type'), instrumentType, ['EQUITY']);
  const market = requireText(field('market'), item.market).toUpperCase();
  if (market !== 'US') throw refuse(field('market'), `${market} is not available to this account (US only)`);
  const symbol = requireText(field('symbol'), item.symbol).toUpperCase();
  const instrument = lookup(symbol);
  if (instrument === undefined) throw new ApiError(400, 'INVALID_SYMBOL', `Unknown symbol ${symbol}.`);
  const side = requireEnum(field('side'), item.side, SIDES);
  const orderType = readOneOf(field('order_type'), item.order_type, ORDER_TYPES, OTHER_ORDER_TYPES);
  const timeInForce = readOneOf(field('time_in_force'), item.time_in_force, TIMES_IN_FORCE, OTHER_TIFS);
  const session = readSession(field('support_trading_session'), item.support_trading_session);
  const entrustType = readEnum(field('entrust_type'), item.entrust_type, ENTRUST_TYPES) ?? 'QTY';

  const spec: OrderSpec = {
    client_order_id: clientOrderId,
    combo_type: comboType,
    symbol,
    side,
    order_type: orderType,
    time_in_force: timeInForce,
    support_trading_session: session,
    entrust_type: entrustType,
    quantity: '0',
  };
  readQuantity(spec, item, field, instrument);
  readPrices(spec, item, field);
  checkSessionRules(spec, field, instrument);
  return { spec, instrument };
}

function readQuantity(
  spec: OrderSpec,
  item: Record<string, unknown>,
  field: (name: string) => string,
  instrument: SimInstrument,
): void {
  if (spec.entrust_type === 'AMOUNT') {
    const amount = readPositiveDecimal(field('total_cash_amount'), item.total_cash_amount);
    if (amount === undefined)
      throw illegalParameter(field('total_cash_amount'), 'is required when entrust_type is AMOUNT');
    if (!instrument.fractionable)
      throw refuse(field('entrust_type'), `${spec.symbol} cannot be bought by amount (not fractionable)`);
    if (spec.order_type !== 'MARKET' || spec.support_trading_session !== 'CORE' || spec.time_in_force !== 'DAY')
      throw refuse(field('entrust_type'), 'AMOUNT orders must be MARKET, DAY, in the CORE session');
    if (decimalPlaces(amount) > 2) throw refuse(field('total_cash_amount'), 'must be in whole cents');
    spec.total_cash_amount = amount;
    return;
  }
  const quantity = readPositiveDecimal(field('quantity'), item.quantity);
  if (quantity === undefined) throw illegalParameter(field('quantity'), 'is required');
  const places = decimalPlaces(quantity);
  if (places > 0 && !instrument.fractionable)
    throw refuse(field('quantity'), `${spec.symbol} trades in whole shares only`);
  if (places > FRACTION_DECIMALS)
    throw refuse(field('quantity'), `at most ${String(FRACTION_DECIMALS)} decimals for fractional shares`);
  if (places > 0 && spec.order_type !== 'MARKET' && spec.order_type !== 'LIMIT')
    throw refuse(field('quantity'), 'fractional shares take MARKET or LIMIT orders only');
  if (new Decimal(quantity).gt(MAX_QUANTITY))
    throw refuse(field('quantity'), `at most ${String(MAX_QUANTITY)} shares per order`);
  spec.quantity = quantity;
}

function readPrices(spec: OrderSpec, item: Record<string, unknown>, field: (name: string) => string): void {
  const type = spec.order_type;
  const limit = readPositiveDecimal(field('limit_price'), item.limit_price);
  const stop = readPositiveDecimal(field('stop_price'), item.stop_price);
  const needsLimit = type === 'LIMIT' || type === 'STOP_LOSS_LIMIT';
  const needsStop = type === 'STOP_LOSS' || type === 'STOP_LOSS_LIMIT';
  if (needsLimit && limit === undefined) throw illegalParameter(field('limit_price'), `is required for ${type} orders`);
  if (!needsLimit && limit !== undefined) throw refuse(field('limit_price'), `is not taken by ${type} orders`);
  if (needsStop && stop === undefined) throw illegalParameter(field('stop_price'), `is required for ${type} orders`);
  if (!needsStop && stop !== undefined) throw refuse(field('stop_price'), `is not taken by ${type} orders`);
  if (limit !== undefined) {
    checkTickSize(field('limit_price'), limit);
    spec.limit_price = limit;
  }
  if (stop !== undefined) {
    checkTickSize(field('stop_price'), stop);
    spec.stop_price = stop;
  }
  if (type === 'TRAILING_STOP_LOSS') {
    const trailingType = readEnum(field('trailing_type'), item.trailing_type, TRAILING_TYPES);
    if (trailingType === undefined)
      throw illegalParameter(field('trailing_type'), 'is required for TRAILING_STOP_LOSS orders');
    const step = readPositiveDecimal(field('trailing_stop_step'), item.trailing_stop_step);
    if (step === undefined)
      throw illegalParameter(field('trailing_stop_step'), 'is required for TRAILING_STOP_LOSS orders');
    if (trailingType === 'PERCENTAGE' && new Decimal(step).gte(1))
      throw refuse(field('trailing_stop_step'), 'a PERCENTAGE step is a fraction below 1 (0.01 = 1%)');
    if (trailingType === 'AMOUNT') checkTickSize(field('trailing_stop_step'), step);
    spec.trailing_type = trailingType;
    spec.trailing_stop_step = step;
  } else if (item.trailing_type !== undefined && item.trailing_type !== null) {
    throw refuse(field('trailing_type'), `is not taken by ${type} orders`);
  }
}

/** Session rules of docs/protocol.md#order-rules that hold whatever the time of day. */
function checkSessionRules(spec: OrderSpec, field: (name: string) => string, instrument: SimInstrument): void {
  const session = spec.support_trading_session;
  if (session !== 'CORE' && spec.order_type !== 'LIMIT')
    throw refuse(
      field('order_type'),
      `${session} session orders must be LIMIT orders (${spec.order_type} works in the CORE session only)`,
    );
  if (session === 'NIGHT' && !instrument.overnight_trading_supported)
    throw refuse(field('support_trading_session'), `${spec.symbol} does not trade overnight`);
  if (session === 'NIGHT' && spec.time_in_force !== 'DAY')
    throw refuse(field('time_in_force'), 'NIGHT session orders are DAY orders');
}
