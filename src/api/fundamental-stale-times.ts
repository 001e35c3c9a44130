import type { FundamentalOperation } from '../contracts/fundamentals';

const HOUR = 3_600_000;

/**
 * How long a fundamentals answer stays fresh in the page, matching how often the provider's
 * figures change (statements quarterly, calendars and analyst views daily, capital flow
 * during the session). Each tab costs upstream calls from the shared 60/min market-data
 * budget (docs/protocol.md#rate-limits), so re-opening a tab must not fetch again. The chart's
 * event markers read the calendars through the same entries.
 */
export function staleTimeFor(operation: FundamentalOperation): number {
  if (operation === 'capital-flow') return 5 * 60_000;
  if (
    operation === 'analyst-target-price' ||
    operation === 'analyst-rating' ||
    operation === 'earnings-calendar' ||
    operation === 'dividend-calendar' ||
    operation === 'forecast-eps' ||
    operation === 'financial-alert' ||
    operation === 'fund-net-value' ||
    operation === 'fund-performance' ||
    operation === 'fund-dividends'
  ) {
    return HOUR;
  }
  return 6 * HOUR;
}
