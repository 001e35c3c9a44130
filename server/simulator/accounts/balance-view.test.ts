import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import type { StoredAccount } from '../state/schema';
import { buildBalance } from './balance-view';
import type { ValuedPosition } from './position-view';

const margin: StoredAccount = {
  account_id: 'M',
  account_number: '1',
  account_type: 'MARGIN',
  account_label: 'Individual Margin',
  account_class: 'INDIVIDUAL_MARGIN',
  cash: '10000.00',
  positions: [],
};

function holding(marketValue: number, unrealized = 0, dayProfitLoss = 0): ValuedPosition {
  return {
    view: {
      position_id: 'P',
      instrument_id: '1',
      currency: 'USD',
      quantity: '1',
      symbol: 'X',
      instrument_type: 'EQUITY',
      last_price: '1',
      cost_price: '1',
      unrealized_profit_loss: '0',
      legs: [],
    },
    marketValue: new Decimal(marketValue),
    unrealized: new Decimal(unrealized),
    dayProfitLoss: new Decimal(dayProfitLoss),
    initRatio: new Decimal('0.5'),
    maintenanceRatio: new Decimal('0.25'),
    intradayRatio: new Decimal('0.25'),
  };
}

test('a margin account without positions has 4x day and 2x overnight buying power', () => {
  const usd = buildBalance(margin, []).account_currency_assets[0];
  expect(usd).toMatchObject({
    day_buying_power: '40000.00',
    overnight_buying_power: '20000.00',
    buying_power: '20000.00',
    margin_ratio: '0.0000',
  });
});

test('positions add market value, P&L and margin requirements', () => {
  const balance = buildBalance(margin, [holding(8000, 300, -40), holding(2000, -100, 10)]);
  expect(balance).toMatchObject({
    total_market_value: '10000.00',
    total_net_liquidation_value: '20000.00',
    total_unrealized_profit_loss: '200.00',
    total_day_profit_loss: '-30.00',
    init_margin: '5000.00',
    maintenance_margin: '2500.00',
    margin_excess: '17500.00',
    margin_ratio: '0.1250',
  });
  expect(balance.account_currency_assets[0]).toMatchObject({
    day_buying_power: '70000.00',
    overnight_buying_power: '30000.00',
    available_withdrawal: '10000.00',
  });
});

test('buying power never goes negative when requirements exceed equity', () => {
  const broke: StoredAccount = { ...margin, cash: '-9000.00' };
  const usd = buildBalance(broke, [holding(10000)]).account_currency_assets[0];
  expect(usd).toMatchObject({
    net_liquidation_value: '1000.00',
    day_buying_power: '0.00',
    overnight_buying_power: '0.00',
  });
});

test('a cash account can spend only its settled cash and carries no margin', () => {
  const cash: StoredAccount = { ...margin, account_type: 'CASH', cash: '25000.00' };
  const balance = buildBalance(cash, [holding(5000)]);
  expect(balance).toMatchObject({
    total_net_liquidation_value: '30000.00',
    init_margin: '0.00',
    maintenance_margin: '0.00',
  });
  expect(balance.account_currency_assets[0]).toMatchObject({
    buying_power: '25000.00',
    day_buying_power: '25000.00',
    overnight_buying_power: '25000.00',
    settled_cash: '25000.00',
  });
});
