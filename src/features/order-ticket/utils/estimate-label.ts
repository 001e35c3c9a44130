import type { OrderSide } from '@contracts/orders';

/** A buy costs the account money; a sale, long or short, brings it in. */
export function estimateLabel(side: OrderSide): 'Estimated cost' | 'Estimated proceeds' {
  return side === 'BUY' ? 'Estimated cost' : 'Estimated proceeds';
}
