/**
 * One catalogue row, kept as a tuple so the data files stay readable one ticker per line:
 * symbol, name, primary exchange, sector (ETFs: focus), reference price in USD,
 * average daily volume in shares, annualised volatility (0.25 = 25 %).
 */
export type TickerRow = readonly [
  symbol: string,
  name: string,
  exchange: 'NSQ' | 'NYSE' | 'ARCA',
  sector: string,
  refPrice: number,
  avgDailyVolume: number,
  annualVolatility: number,
];
