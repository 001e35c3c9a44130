import { hashString } from '../hash';
import type { SimInstrument } from '../types';
import { ETFS } from './etfs';
import { BROAD_STOCKS } from './stocks-broad';
import { GROWTH_STOCKS } from './stocks-growth';
import { VALUE_STOCKS } from './stocks-value';
import type { TickerRow } from './ticker-row';

/** A catalogue instrument plus the parameters the price model needs. */
export interface ModelTicker {
  instrument: SimInstrument;
  /** Stable per-symbol key mixed into every hash. */
  key: number;
  refPrice: number;
  avgDailyVolume: number;
  annualVolatility: number;
}

/** Stable numeric id in the provider's style (9 digits), derived from the symbol alone. */
function instrumentIdFor(symbol: string): string {
  return String(100_000_000 + (hashString(symbol) % 900_000_000));
}

// Broker-style house requirements: 25 % / 30 % for ordinary names, stepping up with volatility;
// leveraged funds carry their leverage. Intraday requirement is half of maintenance.
function maintenanceRatios(row: TickerRow): readonly [long: number, short: number] {
  const [, , , sector, , , vol] = row;
  if (sector.startsWith('Leveraged') || sector.startsWith('Inverse Leveraged')) return [0.75, 0.75];
  if (vol >= 0.7) return [0.5, 0.5];
  if (vol >= 0.5) return [0.4, 0.45];
  if (vol >= 0.4) return [0.3, 0.35];
  return [0.25, 0.3];
}

function ratio(value: number): string {
  return String(Number(value.toFixed(4)));
}

function toModelTicker(row: TickerRow, isEtf: boolean): ModelTicker {
  const [symbol, name, exchange, sector, refPrice, avgDailyVolume, annualVolatility] = row;
  const [long, short] = maintenanceRatios(row);
  const volatile = annualVolatility >= 0.7;
  const instrument: SimInstrument = {
    symbol,
    name,
    instrument_id: instrumentIdFor(symbol),
    exchange_code: exchange,
    category: isEtf ? 'US_ETF' : 'US_STOCK',
    sub_category: isEtf ? 'ETF' : 'COMMON_STOCK',
    sector,
    shortable: true,
    fractionable: true,
    marginable: true,
    easy_to_borrow: !volatile,
    overnight_trading_supported: true,
    margin_requirement_long: ratio(long),
    margin_requirement_short: ratio(short),
    intraday_margin_long: ratio(long / 2),
    intraday_margin_short: ratio(short / 2),
    maintenance_margin_long: ratio(long),
    maintenance_margin_short: ratio(short),
    lot_size: '1',
    currency: 'USD',
  };
  return { instrument, key: hashString(symbol), refPrice, avgDailyVolume, annualVolatility };
}

/** The whole catalogue, sorted by symbol. */
export function buildCatalogue(): readonly ModelTicker[] {
  const all = [
    ...GROWTH_STOCKS.map((row) => toModelTicker(row, false)),
    ...VALUE_STOCKS.map((row) => toModelTicker(row, false)),
    ...BROAD_STOCKS.map((row) => toModelTicker(row, false)),
    ...ETFS.map((row) => toModelTicker(row, true)),
  ];
  return all.sort((a, b) => (a.instrument.symbol < b.instrument.symbol ? -1 : 1));
}
