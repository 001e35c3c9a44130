import { expect, test } from 'vitest';
import {
  dateOfDay,
  dayOfDate,
  easterSunday,
  isoDateOfDay,
  isUsEarlyClose,
  isUsTradingDay,
  nextUsTradingDay,
  previousUsTradingDay,
  usMarketHolidays,
  usSessionOn,
  usTradingHours,
} from './calendar';

const day = (iso: string) => dayOfDate(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const holidays = (year: number) => [...usMarketHolidays(year).keys()].sort((a, b) => a - b).map(isoDateOfDay);
const earlyCloses = (year: number) => {
  const found: string[] = [];
  for (let d = dayOfDate(year, 1, 1); d < dayOfDate(year + 1, 1, 1); d += 1) {
    if (isUsEarlyClose(d)) found.push(isoDateOfDay(d));
  }
  return found;
};

// The exchange's published calendars.
test('2024 holidays and early closes', () => {
  expect(holidays(2024)).toEqual([
    '2024-01-01',
    '2024-01-15',
    '2024-02-19',
    '2024-03-29',
    '2024-05-27',
    '2024-06-19',
    '2024-07-04',
    '2024-09-02',
    '2024-11-28',
    '2024-12-25',
  ]);
  expect(earlyCloses(2024)).toEqual(['2024-07-03', '2024-11-29', '2024-12-24']);
});

test('2025 holidays (with the day of mourning of 9 January) and early closes', () => {
  expect(holidays(2025)).toEqual([
    '2025-01-01',
    '2025-01-09',
    '2025-01-20',
    '2025-02-17',
    '2025-04-18',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-11-27',
    '2025-12-25',
  ]);
  expect(earlyCloses(2025)).toEqual(['2025-07-03', '2025-11-28', '2025-12-24']);
});

test('2026: Independence Day observed on Friday 3 July, so 2 July closes at the normal time', () => {
  expect(holidays(2026)).toEqual([
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-03',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-11-26',
    '2026-12-25',
  ]);
  expect(earlyCloses(2026)).toEqual(['2026-11-27', '2026-12-24']);
});

test("New Year's Day on a Saturday is not observed; on a Sunday it moves to Monday", () => {
  expect(isUsTradingDay(day('2021-12-31'))).toBe(true);
  expect(holidays(2022)).not.toContain('2021-12-31');
  expect(holidays(2022)[0]).toBe('2022-01-17');
  expect(holidays(2023)[0]).toBe('2023-01-02');
  expect(holidays(2028)[0]).toBe('2028-01-17');
});

test('Saturday holidays move to Friday, Sunday ones to Monday; Juneteenth only from 2022, MLK Day from 1998', () => {
  expect(holidays(2021)).toContain('2021-12-24');
  expect(earlyCloses(2021)).toEqual(['2021-11-26']);
  expect(holidays(2022)).toEqual(expect.arrayContaining(['2022-06-20', '2022-12-26']));
  expect(holidays(2027)).toEqual(expect.arrayContaining(['2027-06-18', '2027-07-05', '2027-12-24']));
  expect(holidays(2021).some((d) => d.startsWith('2021-06'))).toBe(false);
  expect(holidays(1997).some((d) => d.startsWith('1997-01'))).toBe(true);
  expect(holidays(1997).filter((d) => d.startsWith('1997-01'))).toEqual(['1997-01-01']);
});

test('Easter by the Gregorian computus', () => {
  expect(
    ['1990', '2000', '2019', '2024', '2025', '2026', '2038'].map((y) => isoDateOfDay(easterSunday(Number(y)))),
  ).toEqual(['1990-04-15', '2000-04-23', '2019-04-21', '2024-03-31', '2025-04-20', '2026-04-05', '2038-04-25']);
});

test('weekends never trade; neighbours skip weekends and holidays', () => {
  expect(isUsTradingDay(day('2026-11-21'))).toBe(false);
  expect(isUsTradingDay(day('2026-11-22'))).toBe(false);
  expect(isoDateOfDay(nextUsTradingDay(day('2026-11-25')))).toBe('2026-11-27');
  expect(isoDateOfDay(previousUsTradingDay(day('2026-11-30')))).toBe('2026-11-27');
  expect(isoDateOfDay(previousUsTradingDay(day('2026-01-02')))).toBe('2025-12-31');
});

test('trading hours: 13:00 and 17:00 on an early close, none on a holiday', () => {
  expect(usTradingHours(day('2026-11-27'))).toEqual({
    preOpen: 240,
    regularOpen: 570,
    regularClose: 780,
    postClose: 1020,
  });
  expect(usTradingHours(day('2026-11-25'))?.regularClose).toBe(960);
  expect(usTradingHours(day('2026-11-26'))).toBeUndefined();
});

test('sessions follow the calendar: overnight only on nights leading into a trading day', () => {
  const at = (iso: string, hhmm: string) => usSessionOn(day(iso), minute(hhmm));
  // Wednesday before Thanksgiving: full day, no overnight into the holiday.
  expect(['03:59', '04:00', '09:30', '16:00', '19:59', '20:00'].map((t) => at('2026-11-25', t))).toEqual([
    'overnight',
    'pre',
    'regular',
    'post',
    'post',
    'closed',
  ]);
  // Thanksgiving: closed all day until the overnight session leading into Friday.
  expect(['03:00', '10:00', '19:59', '20:00'].map((t) => at('2026-11-26', t))).toEqual([
    'closed',
    'closed',
    'closed',
    'overnight',
  ]);
  // The day after: early close, after hours until 17:00, then closed for the weekend.
  expect(['12:59', '13:00', '16:59', '17:00', '20:00'].map((t) => at('2026-11-27', t))).toEqual([
    'regular',
    'post',
    'post',
    'closed',
    'closed',
  ]);
  // Saturday closed; Sunday evening opens the overnight session into Monday.
  expect([at('2026-11-28', '10:00'), at('2026-11-29', '19:59'), at('2026-11-29', '20:00')]).toEqual([
    'closed',
    'closed',
    'overnight',
  ]);
});

test('day numbers round-trip with civil dates and match Unix days', () => {
  expect(dayOfDate(1970, 1, 1)).toBe(0);
  expect(dayOfDate(2026, 11, 18)).toBe(Date.UTC(2026, 10, 18) / 86_400_000);
  for (const day of [-1, 0, 59, 7305, 11016, 20775, 30000]) {
    const { year, month, day: dayOfMonth } = dateOfDay(day);
    expect(dayOfDate(year, month, dayOfMonth)).toBe(day);
  }
  expect(dateOfDay(dayOfDate(2024, 2, 29))).toEqual({ year: 2024, month: 2, day: 29 });
});
