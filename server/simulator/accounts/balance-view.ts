import Decimal from 'decimal.js';
import type { StoredAccount } from '../state/schema';
import type { ValuedPosition } from './position-view';

const ZERO = new Decimal(0);
const money = (value: Decimal): string => value.toFixed(2);
const clampZero = (value: Decimal): Decimal => Decimal.max(ZERO, value);

/**
 * The balance object of docs/protocol.md#accounts for one account. Buying power follows US rules: a
 * margin account gets 4x (equity - maintenance) for day trades and 2x (equity - initial margin)
 * overnight; a cash account can spend its settled cash only.
 */
export function buildBalance(
  account: StoredAccount,
  positions: readonly ValuedPosition[],
  orders: { hold: Decimal; settledCash: Decimal } = { hold: ZERO, settledCash: new Decimal(account.cash) },
) {
  const cash = new Decimal(account.cash);
  const hold = orders.hold;
  const sum = (pick: (p: ValuedPosition) => Decimal) => positions.reduce((total, p) => total.plus(pick(p)), ZERO);
  const marketValue = sum((p) => p.marketValue);
  const unrealized = sum((p) => p.unrealized);
  const dayProfitLoss = sum((p) => p.dayProfitLoss);
  const netLiquidation = cash.plus(marketValue);
  const isMargin = account.account_type === 'MARGIN';
  const init = isMargin ? sum((p) => p.marketValue.times(p.initRatio)) : ZERO;
  const maintenance = isMargin ? sum((p) => p.marketValue.times(p.maintenanceRatio)) : ZERO;
  const intraday = isMargin ? sum((p) => p.marketValue.times(p.intradayRatio)) : ZERO;
  const excess = isMargin ? clampZero(netLiquidation.minus(maintenance)) : ZERO;
  const overnightExcess = clampZero(netLiquidation.minus(init));
  // Working buy orders hold part of it (docs/protocol.md#order-rules).
  const spendable = isMargin ? cash : orders.settledCash;
  const dayBuyingPower = clampZero((isMargin ? excess.times(4) : spendable).minus(hold));
  const overnightBuyingPower = clampZero((isMargin ? overnightExcess.times(2) : spendable).minus(hold));
  const marginRatio = isMargin && netLiquidation.gt(0) ? maintenance.div(netLiquidation).toFixed(4) : '0.0000';
  const margin = {
    used_margin: money(init),
    used_margin_for_open_order: money(hold),
    init_margin: money(init),
    maintenance_margin: money(maintenance),
    intraday_margin: money(intraday),
    margin_excess: money(excess),
    margin_ratio: marginRatio,
  };
  return {
    total_asset_currency: 'USD',
    total_cash_balance: money(cash),
    total_market_value: money(marketValue),
    total_unrealized_profit_loss: money(unrealized),
    total_net_liquidation_value: money(netLiquidation),
    total_day_profit_loss: money(dayProfitLoss),
    day_trades_left: 'UNLIMITED',
    open_margin_calls: [],
    ...margin,
    account_currency_assets: [
      {
        currency: 'USD',
        cash_balance: money(cash),
        settled_cash: money(orders.settledCash),
        unsettled_cash: money(cash.minus(orders.settledCash)),
        market_value: money(marketValue),
        held_amount: money(hold),
        frozen_amount: money(ZERO),
        // The conservative figure: what can be held overnight (a cash account: settled cash).
        buying_power: money(overnightBuyingPower),
        unrealized_profit_loss: money(unrealized),
        available_withdrawal: money(Decimal.min(spendable, isMargin ? overnightExcess : spendable)),
        interests_unpaid: money(ZERO),
        net_liquidation_value: money(netLiquidation),
        option_buying_power: money(isMargin ? overnightExcess : spendable),
        day_buying_power: money(dayBuyingPower),
        overnight_buying_power: money(overnightBuyingPower),
        night_trading_buying_power: money(overnightBuyingPower),
        day_profit_loss: money(dayProfitLoss),
        ...margin,
      },
    ],
  };
}
