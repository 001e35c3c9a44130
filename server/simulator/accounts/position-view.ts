import Decimal from 'decimal.js';
import type { Market } from '../market/market';
import type { StoredPosition } from '../state/schema';

/** A position as the positions endpoint returns it (docs/protocol.md#accounts). */
export interface PositionView {
  position_id: string;
  instrument_id: string;
  currency: 'USD';
  quantity: string;
  symbol: string;
  instrument_type: 'EQUITY';
  last_price: string;
  cost_price: string;
  unrealized_profit_loss: string;
  legs: never[];
}

/** Values of one position at market time, for both positions and balance. */
export interface ValuedPosition {
  view: PositionView;
  marketValue: Decimal;
  unrealized: Decimal;
  dayProfitLoss: Decimal;
  /** Margin ratios of the instrument (strings like "0.25"). */
  initRatio: Decimal;
  maintenanceRatio: Decimal;
  intradayRatio: Decimal;
}

export function valuePosition(market: Market, position: StoredPosition, nowMs: number): ValuedPosition | null {
  const instrument = market.instrument(position.symbol);
  if (instrument === undefined) return null;
  const snapshot = market.snapshot(position.symbol, nowMs);
  const quantity = new Decimal(position.quantity);
  const last = new Decimal(snapshot.price);
  const unrealized = last.minus(position.cost_price).times(quantity);
  return {
    view: {
      position_id: position.position_id,
      instrument_id: instrument.instrument_id,
      currency: 'USD',
      quantity: position.quantity,
      symbol: position.symbol,
      instrument_type: 'EQUITY',
      last_price: snapshot.price,
      cost_price: position.cost_price,
      unrealized_profit_loss: unrealized.toFixed(2),
      legs: [],
    },
    marketValue: last.times(quantity),
    unrealized,
    dayProfitLoss: new Decimal(snapshot.change).times(quantity),
    initRatio: new Decimal(instrument.margin_requirement_long),
    maintenanceRatio: new Decimal(instrument.maintenance_margin_long),
    intradayRatio: new Decimal(instrument.intraday_margin_long),
  };
}
