import Decimal from 'decimal.js';

/**
 * What a fill costs besides the price (docs/protocol.md#fees): no commission on US stocks and
 * ETFs; on sells the SEC fee (per dollar sold) and FINRA's trading activity fee (per share sold,
 * capped per execution); on every fill the consolidated audit trail fee per share. Each is rounded
 * up to the cent, as brokers charge them.
 */
export const FEE_RATES = {
  secPerDollar: new Decimal('0.0000278'),
  tafPerShare: new Decimal('0.000166'),
  tafCap: new Decimal('8.30'),
  catPerShare: new Decimal('0.000035'),
} as const;

export interface FeeLine {
  type: 'SEC_FEE' | 'FINRA_TRADING_ACTIVITY_FEE' | 'FINRA_CAT_REGULATORY_FEE';
  amount: Decimal;
}

const upToCent = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_UP);

export function feesFor(isSell: boolean, quantity: Decimal, price: Decimal): FeeLine[] {
  const lines: FeeLine[] = [];
  if (isSell) {
    lines.push({ type: 'SEC_FEE', amount: upToCent(quantity.times(price).times(FEE_RATES.secPerDollar)) });
    lines.push({
      type: 'FINRA_TRADING_ACTIVITY_FEE',
      amount: Decimal.min(FEE_RATES.tafCap, upToCent(quantity.times(FEE_RATES.tafPerShare))),
    });
  }
  lines.push({ type: 'FINRA_CAT_REGULATORY_FEE', amount: upToCent(quantity.times(FEE_RATES.catPerShare)) });
  return lines.filter((line) => line.amount.gt(0));
}

export const COMMISSION = new Decimal(0);
