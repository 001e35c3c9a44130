import type { NewAlert } from '@contracts/alerts';
import type { FiringClaim } from '../alert-store';

/** "AAPL crosses above 200", once, no expiry: what the chart's right-click makes. */
export function sampleNewAlert(overrides: Partial<NewAlert> = {}): NewAlert {
  return {
    symbol: 'AAPL',
    condition: { type: 'price-crosses', direction: 'above', level: '200.00' },
    repeat: { mode: 'once' },
    expires_at: null,
    note: 'earnings run-up',
    ...overrides,
  };
}

/** Alert ids are UUIDs; these are fixed so a failing test names the same ones each run. */
export const ALERT_IDS = [
  '0b0c4f5e-1d2a-4b3c-8d4e-5f6a7b8c9d01',
  '0b0c4f5e-1d2a-4b3c-8d4e-5f6a7b8c9d02',
  '0b0c4f5e-1d2a-4b3c-8d4e-5f6a7b8c9d03',
] as const;

let claims = 0;
/** A claim on `alertId` for a price at market time `at`, with a new firing id each time. */
export function sampleClaim(alertId: string, at: number, value = '200.10'): FiringClaim {
  claims += 1;
  return {
    id: `f1e2d3c4-b5a6-4978-8a9b-${claims.toString(16).padStart(12, '0')}`,
    alert_id: alertId,
    value,
    at,
    message: `AAPL crossed above 200.00 at ${value}`,
  };
}
