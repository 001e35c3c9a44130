// Distinct stream ids keep the hashed random numbers of different model parts independent.
/** Stream ids, one per independent use of the hash. */
export const STREAM = {
  growth: 1,
  walk: 2,
  dayHigh: 3,
  dayLow: 4,
  dayVolume: 5,
  extremeMinute: 6,
  minuteNoise: 7,
  minuteExtras: 8,
  secondNoise: 10,
  secondExtreme: 11,
  secondVolume: 12,
  book: 13,
  fundamentals: 14,
  gap: 15,
  afterHours: 16,
  extendedNoise: 17,
} as const;
