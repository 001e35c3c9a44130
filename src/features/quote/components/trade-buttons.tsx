import { openAlertForm } from '@src/lib/alert-form-intent';
import { openOrderTicket } from '@src/lib/order-ticket-intent';

type TradeButtonsProps = { symbol: string; bid: string | undefined; ask: string | undefined; last?: string };

/**
 * Buy and Sell open the order ticket on the symbol, a limit at the ask or the bid when there is
 * one; Alert opens the Alerts panel's form on the symbol at the last price.
 */
export function TradeButtons({ symbol, bid, ask, last }: TradeButtonsProps) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={() => {
          openOrderTicket({ symbol, side: 'BUY', price: ask });
        }}
        className="flex-1 rounded-md bg-emerald-700 px-2 py-1.5 whitespace-nowrap text-sm font-semibold text-white hover:bg-emerald-800"
      >
        Buy {symbol}
      </button>
      <button
        type="button"
        onClick={() => {
          openOrderTicket({ symbol, side: 'SELL', price: bid });
        }}
        className="flex-1 rounded-md bg-red-600 px-2 py-1.5 whitespace-nowrap text-sm font-semibold text-white hover:bg-red-700"
      >
        Sell {symbol}
      </button>
      <button
        type="button"
        title={`Create an alert on ${symbol}`}
        onClick={() => {
          openAlertForm(symbol, last);
        }}
        className="rounded-md border border-slate-300 px-2 py-1.5 text-sm font-semibold hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Alert
      </button>
    </div>
  );
}
