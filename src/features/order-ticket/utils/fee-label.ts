// The regulatory fees the broker itemises in an order preview (`fees[].type`), as people name them.
const FEE_LABELS: Record<string, string> = {
  SEC_FEE: 'SEC fee',
  FINRA_TRADING_ACTIVITY_FEE: 'FINRA trading activity fee',
  FINRA_CAT_REGULATORY_FEE: 'FINRA CAT fee',
};

/** `"SEC_FEE"` -> `"SEC fee"`; a fee the broker adds later reads as words, never as its code. */
export function feeLabel(type: string): string {
  const known = FEE_LABELS[type];
  if (known !== undefined) return known;
  const words = type.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
