import { createSeedState } from '@server/simulator/accounts/seed-state';
import { createPublishedTrades } from '@server/simulator/control/published-trades';
import type { OrderEvent } from '@server/simulator/events/order-event';
import { createTradeEventBus } from '@server/simulator/events/trade-event-bus';
import { createMarket, type Market } from '@server/simulator/market/market';
import { createStateStore, type StateStore } from '@server/simulator/state/state-store';
import { createPaperBroker, type PaperBroker } from '../paper-broker';

/** 2026-03-02 15:00:00 UTC: Monday 10:00 in New York, regular hours. */
export const BROKER_T0 = Date.UTC(2026, 2, 2, 15, 0, 0);
export const MARGIN = 'SIMMARGIN0PAPER000000000001';
export const CASH = 'SIMCASH00PAPER000000000002';

const sharedMarket = createMarket({ seed: 42 });

export interface BrokerKit {
  broker: PaperBroker;
  market: Market;
  state: StateStore;
  events: OrderEvent[];
  now(): number;
  /** Moves market time forward and lets the broker read the prints in between. */
  advance(ms: number): Promise<void>;
  /** Publishes trades at the current market time (each a print), then lets the broker see them. */
  trade(symbol: string, ...prices: string[]): Promise<void>;
  /** A NORMAL order body for `place`, with the fields a trader would send. */
  order(fields: Record<string, unknown>): { account_id: string; new_orders: Record<string, unknown>[] };
  scenes(clientOrderId: string): string[];
}

let counter = 0;

/** A paper broker on the seeded market with a market clock the test moves by hand. */
export function createBrokerKit(options: { startMs?: number; seed?: number } = {}): BrokerKit {
  let now = options.startMs ?? BROKER_T0;
  const base = options.seed === undefined ? sharedMarket : createMarket({ seed: options.seed });
  const trades = createPublishedTrades(base);
  const state = createStateStore(createSeedState(base, now), null);
  const bus = createTradeEventBus();
  const events: OrderEvent[] = [];
  bus.listen((event) => events.push(event));
  const broker = createPaperBroker({ market: trades.market, state, events: bus, now: () => now });
  return {
    broker,
    market: trades.market,
    state,
    events,
    now: () => now,
    async advance(ms) {
      now += ms;
      await broker.step();
    },
    async trade(symbol, ...prices) {
      for (const price of prices) trades.publish({ symbol, price, volume: '1000' }, now);
      await broker.step();
    },
    order(fields) {
      counter += 1;
      return {
        account_id: MARGIN,
        new_orders: [
          {
            client_order_id: `kit${String(counter)}`,
            combo_type: 'NORMAL',
            instrument_type: 'EQUITY',
            market: 'US',
            symbol: 'AAPL',
            side: 'BUY',
            order_type: 'MARKET',
            time_in_force: 'DAY',
            support_trading_session: 'CORE',
            entrust_type: 'QTY',
            quantity: '10',
            ...fields,
          },
        ],
      };
    },
    scenes: (clientOrderId) =>
      events.filter((e) => e.payload.client_order_id === clientOrderId).map((e) => e.payload.scene_type),
  };
}
