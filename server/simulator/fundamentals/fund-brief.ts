import type { ModelTicker } from '../market/catalogue/build-instruments';
import { isoDay } from './fiscal-calendar';
import { fundAum, fundIssuer, fundRandom, launchMs } from './fund-basis';

const CUSTODIANS = [
  'State Street Bank and Trust Company',
  'The Bank of New York Mellon',
  'JPMorgan Chase Bank, N.A.',
  'Brown Brothers Harriman & Co.',
] as const;
const MANAGERS = ['Alex Morgan', 'Jordan Lee', 'Casey Nguyen', 'Riley Patel', 'Dana Okafor', 'Quinn Larsen'] as const;
const DAY_MS = 86_400_000;

/**
 * Fund brief (docs/protocol.md#fundamentals): the catalogue's name and focus, the adviser from the fund
 * family, assets = fund shares x price, and one or two incumbent portfolio managers.
 */
export function fundBrief(ticker: ModelTicker, price: string, nowMs: number) {
  const launch = launchMs(ticker);
  const managerCount = 1 + Math.floor(2 * fundRandom(ticker, 10));
  const managers = Array.from({ length: managerCount }, (_, k) => {
    const start = Math.max(launch, nowMs - Math.floor((1 + 12 * fundRandom(ticker, 11, k)) * 365 * DAY_MS));
    const days = Math.floor((nowMs - start) / DAY_MS);
    return {
      name: MANAGERS[Math.floor(fundRandom(ticker, 12, k) * MANAGERS.length) % MANAGERS.length] ?? 'Portfolio Manager',
      start_date: isoDay(start),
      end_date: null,
      is_incumbent: 1,
      tenure_return: null,
      title: k === 0 ? 'Lead Portfolio Manager' : 'Portfolio Manager',
      tenure_years: (days / 365).toFixed(2),
      tenure_days: days,
    };
  });
  return {
    name: ticker.instrument.name,
    launch_date: isoDay(launch),
    benchmark: `${ticker.instrument.sector.replace(/^Sector: /, '')} index`,
    investment_objective: `Seeks investment results that correspond to the performance of its ${ticker.instrument.sector} benchmark (simulated paper-trading data).`,
    aum: fundAum(ticker, price).toFixed(0),
    issuer: fundIssuer(ticker),
    custodian: CUSTODIANS[Math.floor(fundRandom(ticker, 13) * CUSTODIANS.length)] ?? CUSTODIANS[0],
    managers,
  };
}
