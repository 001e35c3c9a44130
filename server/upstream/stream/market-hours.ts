import { AFTER_HOURS_CLOSE_MINUTE, PRE_MARKET_OPEN_MINUTE, US_MARKET_TIME_ZONE } from '@contracts/us-market-sessions';

const eastern = new Intl.DateTimeFormat('en-US', {
  timeZone: US_MARKET_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Whether US stocks trade at `ms` in the pre, regular or post session (from the pre-market
 * open to the after-hours close, New York, Monday to Friday; holidays are not known here).
 * Outside it a symbol that pushes nothing is normal, so the feed does not resubscribe it.
 */
export function isUsMarketActive(ms: number): boolean {
  const parts = new Map(eastern.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const weekday = parts.get('weekday') ?? '';
  if (weekday === 'Sat' || weekday === 'Sun') return false;
  const minutes = Number(parts.get('hour') ?? '0') * 60 + Number(parts.get('minute') ?? '0');
  return minutes >= PRE_MARKET_OPEN_MINUTE && minutes < AFTER_HOURS_CLOSE_MINUTE;
}
