import Decimal from 'decimal.js';
import { reckonedPrice } from './affordability';
import type { BrokerCore } from './broker-core';
import { COMMISSION, feesFor } from './fees';
import { sharesForAmount } from './new-order';
import { checkAtPlacement, type ParsedPlace } from './place-orders';
import { FRACTION_DECIMALS } from './validate-order';

/**
 * The preview of a place request: what the orders that open the trade would cost at their
 * reckoned price (limit, stop, or the ask or bid now) and the fees of filling them. A combo's
 * children close the trade, so only its MASTER (or, without one, each order) is counted.
 */
export function previewParsed(core: BrokerCore, parsed: ParsedPlace, nowMs: number) {
  checkAtPlacement(core, parsed, nowMs);
  const hasMaster = parsed.items.some((i) => i.spec.combo_type === 'MASTER');
  let cost = new Decimal(0);
  const feeTotals = new Map<string, Decimal>();
  for (const { spec } of parsed.items) {
    if (hasMaster && spec.combo_type !== 'MASTER') continue;
    const quantity =
      spec.entrust_type === 'AMOUNT' && spec.total_cash_amount !== undefined
        ? sharesForAmount(core, spec.symbol, spec.total_cash_amount, nowMs, FRACTION_DECIMALS)
        : spec.quantity;
    const price = reckonedPrice(core, spec, nowMs);
    cost = cost.plus(price.times(quantity));
    for (const fee of feesFor(spec.side !== 'BUY', new Decimal(quantity), price))
      feeTotals.set(fee.type, (feeTotals.get(fee.type) ?? new Decimal(0)).plus(fee.amount));
  }
  const fees = [...feeTotals].map(([type, amount]) => ({
    type,
    actual_value: amount.toFixed(2),
    receivable_value: amount.toFixed(2),
  }));
  const feeSum = [...feeTotals.values()].reduce((sum, f) => sum.plus(f), COMMISSION);
  return {
    estimated_cost: cost.toFixed(2),
    estimated_transaction_fee: feeSum.toFixed(2),
    currency: 'USD',
    estimated_transaction_fee_detail: {
      commission: { actual_commission: COMMISSION.toFixed(2), receivable_commission: COMMISSION.toFixed(2) },
      fees,
    },
  };
}
