import { createMarket } from '../market/market';
import { ACCOUNT, benchBroker, placeRate } from './engine-throughput';
import { startStack } from './fill-latency';

// The paper broker's engine: orders per second with 5,000 resting orders across 250 symbols
// (against the same placements into an empty book), the cost of one market step over those
// orders, and the time from a price crossing a resting limit to its fill event at a gRPC client
// (against the same control call that fills nothing). Goals: at least 500 orders/s with 5,000
// resting (the provider allows an app key 10 a second), and fill events p99 under 100 ms.
const GOAL_ORDERS_PER_SECOND = 500;
const GOAL_FILL_P99_MS = 100;
const MONDAY_10AM = Date.UTC(2026, 2, 2, 15, 0, 0);
const RESTING = 5000;
const MEASURED = 2000;
const LATENCY_SAMPLES = 60;

const market = createMarket({ seed: 42 });
const symbols = market
  .instruments()
  .slice(0, 250)
  .map((i) => i.symbol);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// Warm the market's memoised paths so neither run pays for them.
for (const symbol of symbols) market.depth(symbol, MONDAY_10AM, 10);

const emptyClock = { value: MONDAY_10AM };
const emptyRate = await placeRate(benchBroker(market, emptyClock), market, symbols, MEASURED, MONDAY_10AM);

const clock = { value: MONDAY_10AM };
const broker = benchBroker(market, clock);
const seedRate = await placeRate(broker, market, symbols, RESTING, MONDAY_10AM);
const loadedRate = await placeRate(broker, market, symbols, MEASURED, MONDAY_10AM);
const resting = broker.core.records().orders.filter((o) => o.status === 'SUBMITTED').length;
const stepMs: number[] = [];
for (let i = 0; i < 20; i += 1) {
  clock.value += 1000;
  const started = performance.now();
  await broker.step();
  stepMs.push(performance.now() - started);
}

console.log(`placements into an empty book:            ${emptyRate.toFixed(0)} orders/s`);
console.log(`placing the first ${String(RESTING)} resting orders:       ${seedRate.toFixed(0)} orders/s`);
console.log(`placements with ${String(resting - MEASURED)}+ resting orders:      ${loadedRate.toFixed(0)} orders/s`);
console.log(
  `one market second over ${String(resting)} orders / ${String(symbols.length)} symbols: p50 ${percentile(stepMs, 50).toFixed(1)} ms, max ${Math.max(...stepMs).toFixed(1)} ms`,
);

const stack = await startStack(market, MONDAY_10AM);
const fillMs: number[] = [];
const controlMs: number[] = [];
try {
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    const symbol = symbols[i % symbols.length] ?? 'AAPL';
    const last = Number(market.snapshot(symbol, MONDAY_10AM).price);
    const id = `lat${String(i)}`;
    const limit = (last * 0.97).toFixed(2);
    await stack.post('/trading/orders/place', {
      account_id: ACCOUNT,
      new_orders: [
        {
          client_order_id: id,
          combo_type: 'NORMAL',
          instrument_type: 'EQUITY',
          market: 'US',
          symbol,
          side: 'BUY',
          order_type: 'LIMIT',
          limit_price: limit,
          time_in_force: 'DAY',
          support_trading_session: 'CORE',
          entrust_type: 'QTY',
          quantity: '1',
        },
      ],
    });
    // Baseline: the same control call on the same symbol, above the limit, so nothing fills.
    let started = performance.now();
    await stack.post('/_control/market/move', { symbol, prices: [(last * 0.99).toFixed(2)] });
    controlMs.push(performance.now() - started);
    const filled = stack.next(
      (m) => m.payload.includes(`"client_order_id":"${id}"`) && m.payload.includes('FINAL_FILLED'),
    );
    started = performance.now();
    await stack.post('/_control/market/move', { symbol, prices: [(last * 0.95).toFixed(2)] });
    await filled;
    fillMs.push(performance.now() - started);
  }
} finally {
  await stack.close();
}
const fillP50 = percentile(fillMs, 50);
const fillP99 = percentile(fillMs, 99);
const controlP50 = percentile(controlMs, 50);
console.log(
  `price crossing a limit -> fill event at the gRPC client: p50 ${fillP50.toFixed(2)} ms, p99 ${fillP99.toFixed(2)} ms`,
);
console.log(`the same control call, nothing filled:                   p50 ${controlP50.toFixed(2)} ms`);
console.log(
  `ratios: loaded/empty placement ${(loadedRate / emptyRate).toFixed(2)}x, fill/control ${(fillP50 / controlP50).toFixed(2)}x   goals: >= ${String(GOAL_ORDERS_PER_SECOND)} orders/s, p99 < ${String(GOAL_FILL_P99_MS)} ms`,
);
console.log(
  JSON.stringify({
    bench: 'broker',
    figures: {
      ordersPerSecondWith5000Resting: Math.round(loadedRate),
      restingOrders: resting - MEASURED,
      symbols: symbols.length,
      stepMsP50: Number(percentile(stepMs, 50).toFixed(2)),
      fillEventMsP50: Number(fillP50.toFixed(2)),
      fillEventMsP99: Number(fillP99.toFixed(2)),
    },
    baseline: { ordersPerSecondEmptyBook: Math.round(emptyRate), controlCallMsP50: Number(controlP50.toFixed(2)) },
    ratio: { placement: Number((loadedRate / emptyRate).toFixed(2)), fill: Number((fillP50 / controlP50).toFixed(2)) },
    goal: { ordersPerSecondAtLeast: GOAL_ORDERS_PER_SECOND, fillEventMsP99Below: GOAL_FILL_P99_MS },
    met: loadedRate >= GOAL_ORDERS_PER_SECOND && fillP99 < GOAL_FILL_P99_MS,
  }),
);
