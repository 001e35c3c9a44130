import type { Position } from '@contracts/portfolio';
import { directionOf, formatPrice } from '@src/lib/format-decimal';
import { useLiveQuote } from '@src/lib/use-live';
import { positionFigures, type PriceSource } from '../utils/position-figures';
import { money, shares, signedMoney } from '../utils/money';
import { TONE } from './balance-strip';
import { ClosePosition } from './close-position';

type PositionRowProps = {
  accountId: string;
  position: Position;
  /** The snapshot's price and previous close, until the stream has a quote. */
  base: PriceSource;
};

function Signed({ value, testId }: { value: string | undefined; testId: string }) {
  return (
    <td
      data-testid={testId}
      data-value={value}
      className={`px-2 py-1 text-right tabular-nums ${value === undefined ? '' : TONE[directionOf(value)]}`}
    >
      {value === undefined ? '—' : signedMoney(value)}
    </td>
  );
}

/** One holding, its value and P&L at the streamed price, and Close. */
export function PositionRow({ accountId, position, base }: PositionRowProps) {
  const quote = useLiveQuote(position.symbol);
  const figures = positionFigures(position, {
    price: quote?.price ?? base.price,
    preClose: quote?.pre_close ?? base.preClose,
  });
  return (
    <tr
      data-testid="position-row"
      data-symbol={position.symbol}
      className="border-t border-slate-100 dark:border-slate-800"
    >
      <th scope="row" className="px-2 py-1 text-left font-medium">
        {position.symbol}
      </th>
      <td className="px-2 py-1 text-right tabular-nums">{shares(position.quantity)}</td>
      <td className="px-2 py-1 text-right tabular-nums">{formatPrice(position.cost_price)}</td>
      <td data-testid="position-last" data-value={figures.last} className="px-2 py-1 text-right tabular-nums">
        {formatPrice(figures.last)}
      </td>
      <td className="px-2 py-1 text-right tabular-nums">{money(figures.marketValue)}</td>
      <Signed value={figures.unrealized} testId="position-unrealized" />
      <Signed value={figures.day} testId="position-day" />
      <td className="px-2 py-1">
        {shares(position.quantity) === '0' ? null : <ClosePosition accountId={accountId} position={position} />}
      </td>
    </tr>
  );
}
