import Decimal from 'decimal.js';
import { uniform } from '../market/hash';
import { FSTREAM } from './streams';

/** 2026 Q1: growth is counted from here so powers stay small. */
const ANCHOR_QUARTER = 2026 * 4;

/** What the EPS model needs: the symbol's key, its trailing EPS and the newest reported quarter. */
export interface EpsBasis {
  key: number;
  /** Trailing-twelve-month EPS as the snapshot shows it (`eps_ttm`). */
  epsTtm: string;
  latest: number;
}

/**
 * The shape of a company's quarterly EPS before scaling: a seasonal pattern, a steady growth
 * rate (-5 %..+30 % a year) and a little noise per quarter. Stable for every quarter.
 */
function rawEps(key: number, index: number): number {
  const season = 0.85 + 0.3 * uniform(key, FSTREAM.season, index % 4);
  const growth = -0.05 + 0.35 * uniform(key, FSTREAM.growth);
  const noise = 0.94 + 0.12 * uniform(key, FSTREAM.epsNoise, index);
  return season * Math.pow(1 + growth, (index - ANCHOR_QUARTER) / 4) * noise;
}

/**
 * Diluted EPS of any quarter, in cents. The four newest reported quarters add up to exactly the
 * snapshot's `eps_ttm` (the newest takes the rounding), so the EPS history, the income
 * statement and the quote agree; older and future quarters follow the same shape and scale.
 */
export function quarterEpsCents(basis: EpsBasis, index: number): number {
  const ttmCents = new Decimal(basis.epsTtm).times(100).round().toNumber();
  const window = [0, 1, 2, 3].map((k) => rawEps(basis.key, basis.latest - k));
  const scale = ttmCents / window.reduce((a, b) => a + b, 0);
  const cents = (i: number): number => Math.round(scale * rawEps(basis.key, i));
  if (index !== basis.latest) return cents(index);
  return ttmCents - cents(basis.latest - 1) - cents(basis.latest - 2) - cents(basis.latest - 3);
}

export function quarterEps(basis: EpsBasis, index: number): string {
  return new Decimal(quarterEpsCents(basis, index)).div(100).toFixed(2);
}

/** Analysts' consensus before the report: within -12 %..+8 % of the actual (beats are common). */
export function quarterEpsEstimate(basis: EpsBasis, index: number): string {
  const actual = quarterEpsCents(basis, index);
  const surprise = -0.12 + 0.2 * uniform(basis.key, FSTREAM.surprise, index);
  return new Decimal(actual)
    .times(1 + surprise)
    .round()
    .div(100)
    .toFixed(2);
}
