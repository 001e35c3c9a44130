import {
  ORDER_SIDES,
  ORDER_TYPES,
  type RecordSide,
  type RecordType,
  type OrderStatus,
  type TradingOrder,
} from '@contracts/orders';

// The values of an order record the BFF models; anything else is kept as OTHER with the
// provider's own words beside it (docs/protocol.md#the-order-record).
const ROLES = ['NORMAL', 'MASTER', 'STOP_PROFIT', 'STOP_LOSS'] as const;
const STATUSES = ['PENDING', 'SUBMITTED', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'FAILED'] as const;

/** The fields that say what an order is, shown as the provider wrote them on a foreign record. */
export const DESCRIPTIVE_FIELDS = [
  'client_order_id',
  'order_id',
  'combo_type',
  'instrument_type',
  'symbol',
  'side',
  'order_type',
  'status',
  'time_in_force',
  'option_strategy',
  'option_type',
  'strike_price',
  'option_expire_date',
  'position_intent',
] as const;
export type DescriptiveField = (typeof DESCRIPTIVE_FIELDS)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((known) => known === value);

/** What the BFF makes of a record's descriptive fields, and whether it models all of them. */
export interface RecordTerms {
  role: TradingOrder['role'];
  side: RecordSide;
  order_type: RecordType;
  status: OrderStatus;
  symbol: string;
  time_in_force: string;
  /** False when any of them is OTHER, missing, or not an equity's. */
  modelled: boolean;
}

export function readTerms(fields: Partial<Record<DescriptiveField, string>>): RecordTerms {
  // No combo_type is a plain order, as the provider writes it for one.
  const role = fields.combo_type === undefined ? 'NORMAL' : (oneOf(ROLES, fields.combo_type) ?? 'OTHER');
  const side = oneOf(ORDER_SIDES, fields.side) ?? 'OTHER';
  const orderType = oneOf(ORDER_TYPES, fields.order_type) ?? 'OTHER';
  const status = oneOf(STATUSES, fields.status) ?? 'OTHER';
  const equity = fields.instrument_type === undefined || fields.instrument_type === 'EQUITY';
  const modelled =
    role !== 'OTHER' &&
    side !== 'OTHER' &&
    orderType !== 'OTHER' &&
    status !== 'OTHER' &&
    equity &&
    fields.symbol !== undefined &&
    fields.time_in_force !== undefined &&
    fields.client_order_id !== undefined;
  return {
    role,
    side,
    order_type: orderType,
    status,
    symbol: fields.symbol ?? '',
    time_in_force: fields.time_in_force ?? '',
    modelled,
  };
}

/**
 * A known order brought up to date by a fresh broker record: the record's fields win, and the
 * BFF's own (an expiry's reason) stay where the record has none. Whether the order is one the
 * BFF models is the fresh record's to say: `raw` and `unnamed` never outlive it.
 */
export function withFreshRecord(known: TradingOrder, fresh: TradingOrder): TradingOrder {
  const merged: TradingOrder = { ...known, ...fresh };
  if (fresh.raw === undefined) delete merged.raw;
  if (fresh.unnamed === undefined) delete merged.unnamed;
  return merged;
}
