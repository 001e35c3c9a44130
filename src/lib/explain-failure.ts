import { formatMoney } from './format-money';

const AMOUNT = String.raw`\$?\s*([\d,]+(?:\.\d+)?)\s*(?:USD)?`;

const dollars = (text: string | undefined) => (text === undefined ? undefined : formatMoney(text.replaceAll(',', '')));

function buyingPower(detail: string): string {
  const needed = dollars(new RegExp(`needs?\\s+${AMOUNT}`, 'i').exec(detail)?.[1]);
  const available = dollars(new RegExp(`${AMOUNT}\\s+(?:USD\\s+)?(?:is\\s+)?available`, 'i').exec(detail)?.[1]);
  if (needed === undefined) return 'Not enough buying power for this order.';
  return `Not enough buying power: the order needed ${needed}${available === undefined ? '' : `, and ${available} was available`}.`;
}

/** Known refusals, matched loosely: the broker's wording and codes vary (docs/protocol.md#errors). */
const KNOWN: readonly [RegExp, (detail: string) => string][] = [
  [/buying[\s_]power/i, buyingPower],
  [
    /cash account cannot sell short/i,
    () => 'Not enough shares: the sale is larger than the position, and a cash account cannot sell short.',
  ],
  [/not enough shares|exceeds the position/i, () => 'Not enough shares: the sale is larger than the position.'],
  [/cannot be sold short|not shortable|hard to borrow/i, () => 'This stock cannot be sold short now.'],
  [
    /NIGHT_TRADING_TIME|night orders/i,
    () => 'Overnight orders can be placed only after hours and during the overnight session.',
  ],
  [
    /grid|tick size|price increment/i,
    () => 'The price is not a valid step: whole cents at or above $1, hundredths of a cent below.',
  ],
  [/already used|duplicate/i, () => 'This order id was already used, so the order was not sent a second time.'],
  [/rate limit|too many requests/i, () => "The broker's order rate limit was reached; try again in a moment."],
  [/filled|cancelled|final/i, (detail) => `The order had already ended: ${detail}`],
];

/**
 * A refusal or failure in plain words, from the broker's `detail` (or the order's `message`),
 * every amount as money (`$988,150.00`, never `988150.00 USD`). Shared by the order list, its
 * toasts and the ticket's status line, so a refusal reads the same wherever it is shown.
 * `notPlaced`: the BFF proved the broker never received the order.
 */
export function explainFailure(detail: string | undefined, notPlaced = false): string {
  if (notPlaced && (detail === undefined || detail === ''))
    return 'The broker never received this order, so nothing was placed. Sending it again is safe.';
  if (detail === undefined || detail.trim() === '') return 'The broker refused the order without giving a reason.';
  const known = KNOWN.find(([pattern]) => pattern.test(detail));
  return known === undefined ? detail : known[1](detail);
}
