import { easternParts } from '@src/lib/eastern-time';

/** `YYYY-MM-DD` of `ms` in New York, where the provider's calendar dates live. */
export function easternIsoDate(ms: number): string {
  const p = easternParts(ms);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
