import type { Position } from '@contracts/portfolio';
import { directionOf, formatPrice } from '@src/lib/format-decimal';
import type { RowPnl } from '../utils/account-pnl';
import { money, shares, signedMoney } from '../utils/money';
import { TONE } from './balance-strip';
import { ClosePosition } from './close-position';

type PositionRowProps = {
  accountId: string;
  position: Position;
  /** Its figures at the newest price (useAccountPnl); undefined until cash and positions are known. */
  figures: RowPnl | undefined;
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

/** One holding, its value and P&L at the streamed price (docs/pnl.md), and Close. */
export function PositionRow({ accountId, position, figures }: PositionRowProps) {
  const last = figures?.last ?? position.last_price;
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
      <td data-testid="position-last" data-value={last} className="px-2 py-1 text-right tabular-nums">
        {formatPrice(last)}
      </td>
      <td
        data-testid="position-market-value"
        data-value={figures?.marketValue}
        className="px-2 py-1 text-right tabular-nums"
      >
        {figures === undefined ? '—' : money(figures.marketValue)}
      </td>
      <Signed value={figures?.unrealized} testId="position-unrealized" />
      <Signed value={figures?.day} testId="position-day" />
      <Signed value={figures?.realized} testId="position-realized" />
      <td className="px-2 py-1">
        {shares(position.quantity) === '0' ? null : <ClosePosition accountId={accountId} position={position} />}
      </td>
    </tr>
  );
}
