/**
 * The broker's grid for prices and share counts and its order limits (docs/protocol.md#order-rules),
 * in the words the ticket shows next to a field. The ticket checks it as the trader types and the BFF checks the
 * same before the broker is asked (docs/trading.md#the-grid-checked-twice), so a script's order
 * off the grid is refused in the same words. Pure arithmetic on decimal text: no library, and
 * every value is exact.
 */

/** At most this many shares per order. */
export const MAX_ORDER_SHARES = 200_000;
/** A fraction of a share has at most this many decimals. */
export const MAX_SHARE_DECIMALS = 5;

export const GRID_WORDS = {
  dollarTick: 'Prices at or above $1 go in steps of $0.01.',
  subDollarTick: 'Prices below $1 go in steps of $0.0001.',
  maxShares: 'At most 200,000 shares per order.',
  shareDecimals: 'A fraction of a share has at most 5 decimals.',
  fractionOrderType: 'Fractions of a share need a market or limit order.',
  cents: 'An amount is in dollars and cents.',
  wholeShares: (symbol: string) => `${symbol} trades in whole shares only.`,
  noAmount: (symbol: string) => `${symbol} cannot be traded by amount: order whole shares.`,
} as const;

/** The fields of an order the grid reads, as the order contracts (src/contracts/orders.ts) spell them. */
type GridOrderType = string;
type GridDraft = {
  entrust_type: 'QTY' | 'AMOUNT';
  order_type: GridOrderType;
  quantity?: string | undefined;
  cash_amount?: string | undefined;
  limit_price?: string | undefined;
  stop_price?: string | undefined;
  bracket?: { take_profit_price?: string | undefined; stop_loss_price?: string | undefined } | undefined;
};
type GridReplace = { quantity?: string | undefined; limit_price?: string | undefined; stop_price?: string | undefined };

/** What the grid needs to know of the instrument; undefined while it is not known. */
export type GridInstrument = { symbol: string; fractionable: boolean } | undefined;

/** Plain decimal text (`"190.50"`, `"0.0001"`), as the contracts carry it. */
function parts(text: string): { whole: string; fraction: string } {
  const [whole = '', fraction = ''] = text.trim().replace(/^-/, '').split('.');
  return { whole: whole.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
}

/** Digits after the point that matter: `"1.2300"` has 2. */
const decimalsOf = (text: string): number => parts(text).fraction.length;

/** The grid's words for a price off it; undefined on the grid: 0.01 at or above $1, 0.0001 below. */
export function priceGridIssue(price: string): string | undefined {
  const { whole, fraction } = parts(price);
  if (whole !== '') return fraction.length > 2 ? GRID_WORDS.dollarTick : undefined;
  return fraction.length > 4 ? GRID_WORDS.subDollarTick : undefined;
}

function overMaxShares(quantity: string): boolean {
  const { whole, fraction } = parts(quantity);
  const max = String(MAX_ORDER_SHARES);
  if (whole.length !== max.length) return whole.length > max.length;
  return whole > max || (whole === max && fraction !== '');
}

/**
 * A share count's issues: the most per order, and for a fraction its decimals, the instrument's
 * whole-share rule and the order types that take fractions. `orderType` undefined (a replace,
 * which keeps its order's type) skips the last.
 */
export function quantityGridIssues(
  quantity: string,
  facts: { instrument: GridInstrument; orderType: GridOrderType | undefined },
): string[] {
  const issues: string[] = [];
  if (overMaxShares(quantity)) issues.push(GRID_WORDS.maxShares);
  const decimals = decimalsOf(quantity);
  if (decimals === 0) return issues;
  if (decimals > MAX_SHARE_DECIMALS) issues.push(GRID_WORDS.shareDecimals);
  if (facts.instrument !== undefined && !facts.instrument.fractionable)
    issues.push(GRID_WORDS.wholeShares(facts.instrument.symbol));
  else if (facts.orderType !== undefined && facts.orderType !== 'MARKET' && facts.orderType !== 'LIMIT')
    issues.push(GRID_WORDS.fractionOrderType);
  return issues;
}

/**
 * An order by amount's issues: dollars and cents (when an amount is given), on an instrument
 * that trades in fractions.
 */
export function cashAmountGridIssues(amount: string | undefined, instrument: GridInstrument): string[] {
  const issues: string[] = [];
  if (amount !== undefined && decimalsOf(amount) > 2) issues.push(GRID_WORDS.cents);
  if (instrument !== undefined && !instrument.fractionable) issues.push(GRID_WORDS.noAmount(instrument.symbol));
  return issues;
}

/** One grid issue of a draft or a replace, by the field's name in the body (`bracket.stop_loss_price`). */
export type GridIssue = { field: string; message: string };

function priceIssues(prices: readonly (readonly [string, string | undefined])[]): GridIssue[] {
  return prices.flatMap(([field, price]) => {
    const message = price === undefined ? undefined : priceGridIssue(price);
    return message === undefined ? [] : [{ field, message }];
  });
}

/** Whether the draft's size needs the instrument's whole-share rule: a fraction, or an amount. */
export function needsFractionRule(draft: GridDraft): boolean {
  if (draft.entrust_type === 'AMOUNT') return true;
  return draft.quantity !== undefined && decimalsOf(draft.quantity) > 0;
}

/** Every grid issue of a draft, in the ticket's order: the size, then each price. */
export function draftGridIssues(draft: GridDraft, instrument: GridInstrument): GridIssue[] {
  const size =
    draft.entrust_type === 'QTY'
      ? (draft.quantity === undefined
          ? []
          : quantityGridIssues(draft.quantity, { instrument, orderType: draft.order_type })
        ).map((message) => ({ field: 'quantity', message }))
      : cashAmountGridIssues(draft.cash_amount, instrument).map((message) => ({ field: 'cash_amount', message }));
  return [
    ...size,
    ...priceIssues([
      ['limit_price', draft.limit_price],
      ['stop_price', draft.stop_price],
      ['bracket.take_profit_price', draft.bracket?.take_profit_price],
      ['bracket.stop_loss_price', draft.bracket?.stop_loss_price],
    ]),
  ];
}

/** Every grid issue of a replace's new terms (the order's type and instrument are the broker's to hold to). */
export function replaceGridIssues(change: GridReplace): GridIssue[] {
  const size = (
    change.quantity === undefined
      ? []
      : quantityGridIssues(change.quantity, { instrument: undefined, orderType: undefined })
  ).map((message) => ({ field: 'quantity', message }));
  return [
    ...size,
    ...priceIssues([
      ['limit_price', change.limit_price],
      ['stop_price', change.stop_price],
    ]),
  ];
}
