import type { Market } from '../market/market';
import type { SimulatorState, StoredPosition } from '../state/schema';

// Starting paper balances: a margin account with $100,000 and a cash account with $25,000.
const SEEDED_HOLDINGS = [
  { symbol: 'AAPL', quantity: '50' },
  { symbol: 'SPY', quantity: '20' },
] as const;

/**
 * The state a fresh simulator (or `POST /_control/reset`) starts from. The margin account holds
 * two positions bought at the daily close 20 trading days before `nowMs`, so profit and loss
 * are non-zero and follow the market.
 */
export function createSeedState(market: Market, nowMs: number): SimulatorState {
  return {
    version: 1,
    accounts: [
      {
        account_id: 'SIMMARGIN0PAPER000000000001',
        account_number: '5SIM00001',
        account_type: 'MARGIN',
        account_label: 'Individual Margin',
        account_class: 'INDIVIDUAL_MARGIN',
        cash: '100000.00',
        positions: seedPositions(market, nowMs),
      },
      {
        account_id: 'SIMCASH00PAPER000000000002',
        account_number: '5SIM00002',
        account_type: 'CASH',
        account_label: 'Individual Cash',
        account_class: 'INDIVIDUAL_CASH',
        cash: '25000.00',
        positions: [],
      },
    ],
  };
}

function seedPositions(market: Market, nowMs: number): StoredPosition[] {
  return SEEDED_HOLDINGS.flatMap(({ symbol, quantity }, index) => {
    if (market.instrument(symbol) === undefined) return [];
    const bars = market.bars(symbol, 'D', { count: 21, nowMs });
    const cost = bars.at(-1)?.close;
    if (cost === undefined) return [];
    return [{ position_id: `SIMPOS${String(index + 1).padStart(6, '0')}`, symbol, quantity, cost_price: cost }];
  });
}
