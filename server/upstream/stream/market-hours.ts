const eastern = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * Whether US stocks trade at `ms` in the pre, regular or post session (04:00-20:00 New York,
 * Monday to Friday; holidays are not known here). Outside it a symbol that pushes nothing is
 * normal, so the feed does not resubscribe it.
 */
export function isUsMarketActive(ms: number): boolean {
  const parts = new Map(eastern.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const weekday = parts.get('weekday') ?? '';
  if (weekday === 'Sat' || weekday === 'Sun') return false;
  const minutes = Number(parts.get('hour') ?? '0') * 60 + Number(parts.get('minute') ?? '0');
  return minutes >= 4 * 60 && minutes < 20 * 60;
}
