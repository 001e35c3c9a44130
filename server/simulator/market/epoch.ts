import { dayOfDate } from '@market/calendar';

/** First Eastern day of the simulated history: 1990-01-01 (its first trading day is 2 January). */
export const EPOCH_DAY = dayOfDate(1990, 1, 1);
