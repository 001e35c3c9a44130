import { createSeedState } from '../accounts/seed-state';
import { createPaperBroker, type PaperBroker } from '../broker/paper-broker';
import { createPublishedTrades } from '../control/published-trades';
import { createTradeEventBus } from '../events/trade-event-bus';
import type { Market } from '../market/market';
import { createStateStore } from '../state/state-store';

export const ACCOUNT = 'SIMMARGIN0PAPER000000000001';

/** A broker with deep pockets at a pinned market time, so only the engine's own cost is measured. */
export function benchBroker(market: Market, nowMs: { value: number }): PaperBroker {
  const state = createStateStore(createSeedState(market, nowMs.value), null);
  const margin = state.get().accounts.find((a) => a.account_id === ACCOUNT);
  if (margin !== undefined) margin.cash = '1000000000';
  return createPaperBroker({
    market: createPublishedTrades(market).market,
    state,
    events: createTradeEventBus(),
    now: () => nowMs.value,
  });
}

let counter = 0;

/** A buy limit at half the current price: it rests and never fills in the run. */
export function restingOrder(market: Market, symbol: string, nowMs: number) {
  counter += 1;
  const half = (Number(market.snapshot(symbol, nowMs).price) / 2).toFixed(2);
  return {
    account_id: ACCOUNT,
    new_orders: [
      {
        client_order_id: `bench${String(counter)}`,
        combo_type: 'NORMAL',
        instrument_type: 'EQUITY',
        market: 'US',
        symbol,
        side: 'BUY',
        order_type: 'LIMIT',
        limit_price: half,
        time_in_force: 'GTC',
        support_trading_session: 'CORE',
        entrust_type: 'QTY',
        quantity: '1',
      },
    ],
  };
}

/** Orders per second for `count` placements spread over `symbols`. */
export async function placeRate(
  broker: PaperBroker,
  market: Market,
  symbols: readonly string[],
  count: number,
  nowMs: number,
) {
  const bodies = Array.from({ length: count }, (_, i) =>
    restingOrder(market, symbols[i % symbols.length] ?? 'AAPL', nowMs),
  );
  const started = performance.now();
  for (const body of bodies) await broker.place(body);
  return count / ((performance.now() - started) / 1000);
}
