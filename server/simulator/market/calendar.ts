// Proleptic Gregorian calendar arithmetic on Eastern day numbers (day 0 = 1970-01-01), after
// H. Hinnant's civil_from_days / days_from_civil. Pure integer maths, no time zones.

/** Year, month (1-12) and day of month of day number `day`. */
export function civilFromDay(day: number): { year: number; month: number; dayOfMonth: number } {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dayOfMonth = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth };
}

/** Day number of the given civil date. */
export function dayFromCivil(year: number, month: number, dayOfMonth: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + dayOfMonth - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Day of week, 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** First day of the W (Monday), M (1st) or Y (Jan 1) period containing `day`. */
export function periodStartDay(day: number, period: 'W' | 'M' | 'Y'): number {
  if (period === 'W') return day - ((weekdayOf(day) + 6) % 7);
  const { year, month } = civilFromDay(day);
  return period === 'M' ? dayFromCivil(year, month, 1) : dayFromCivil(year, 1, 1);
}

/** First day of the period after the one starting at `start`. */
export function nextPeriodStartDay(start: number, period: 'W' | 'M' | 'Y'): number {
  if (period === 'W') return start + 7;
  const { year, month } = civilFromDay(start);
  if (period === 'Y') return dayFromCivil(year + 1, 1, 1);
  return month === 12 ? dayFromCivil(year + 1, 1, 1) : dayFromCivil(year, month + 1, 1);
}
