import { expect, test } from 'vitest';
import { sessionAt } from '../market/trading-window';
import { createMarketClock } from './market-clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// New York is UTC-5 in late November 2026.
const et = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour + 5, minute);

function clockAt(start: number, options?: { replay?: boolean; notBefore?: number }) {
  let wall = start;
  const clock = createMarketClock(() => wall, options);
  return {
    clock,
    set: (ms: number) => {
      wall = ms;
      return clock.now();
    },
  };
}

test('while the exchange trades, market time is the wall clock', () => {
  const { clock, set } = clockAt(et(18, 10, 30));
  expect(clock.now()).toBe(et(18, 10, 30));
  expect(set(et(18, 21))).toBe(et(18, 21)); // overnight into Thursday
});

test('started on a weekend, the market replays the latest trading days that fill it, then joins the wall clock', () => {
  // Saturday 10:00: the closure runs Friday 20:00 to Sunday 20:00, so it replays Wednesday
  // 20:00 to Friday 20:00 and Saturday 10:00 is Thursday 10:00.
  const { clock, set } = clockAt(et(21, 10));
  expect(clock.now()).toBe(et(19, 10));
  expect(sessionAt(clock.now())).toBe('RTH');
  expect(set(et(22, 19, 59))).toBe(et(20, 19, 59));
  expect(sessionAt(et(20, 19, 59))).toBe('ATH');
  // Sunday 20:00 the real overnight session opens: market time jumps forward to it.
  expect(set(et(22, 20))).toBe(et(22, 20));
  expect(set(et(23, 10))).toBe(et(23, 10));
});

test('started in a closure, market time never lands on closed time until the exchange reopens, and never runs backwards', () => {
  // [start, the end of its closure]: weekends, Thanksgiving, the evening after the early close.
  for (const [start, reopens] of [
    [et(21, 0, 1), et(22, 20)],
    [et(22, 18), et(22, 20)],
    [et(26, 9), et(26, 20)],
    [et(27, 17, 30), et(29, 20)],
    [et(28, 23), et(29, 20)],
  ] as const) {
    const { clock, set } = clockAt(start);
    let previous = clock.now();
    for (let wall = start; wall < et(30, 20); wall += 7 * 60_000) {
      const market = set(wall);
      expect(market).toBeGreaterThanOrEqual(previous);
      if (wall < reopens) expect(sessionAt(market)).not.toBe('CLOSED');
      else expect(market).toBe(wall);
      previous = market;
    }
  }
});

test('holidays replay whole trading days at the same time of day', () => {
  // Thanksgiving noon replays Wednesday noon; the Friday after at 18:00 (closed from 17:00 until
  // Sunday 20:00) replays Monday 18:00, so the replay reaches Wednesday 20:00 as Sunday 20:00 comes.
  expect(clockAt(et(26, 12)).clock.now()).toBe(et(25, 12));
  expect(clockAt(et(27, 18)).clock.now()).toBe(et(23, 18));
});

test('a closure that starts while the process runs stays closed: market time does not jump back', () => {
  const { clock, set } = clockAt(et(20, 15));
  expect(clock.now()).toBe(et(20, 15));
  expect(set(et(20, 20, 30))).toBe(et(20, 20, 30));
  expect(sessionAt(et(20, 20, 30))).toBe('CLOSED');
  expect(set(et(21, 12))).toBe(et(21, 12));
  expect(set(et(22, 20, 5))).toBe(et(22, 20, 5));
});

test('market time never runs backwards, even when the wall clock does', () => {
  const { set } = clockAt(et(18, 10));
  expect(set(et(18, 11))).toBe(et(18, 11));
  expect(set(et(18, 10, 30))).toBe(et(18, 11));
  expect(set(et(18, 11, 1))).toBe(et(18, 11, 1));
});

test('a pin wins; unpinning returns to the default clock; replay can be turned off', () => {
  const { clock, set } = clockAt(et(21, 10));
  clock.pin(et(2, 9));
  expect(clock.now()).toBe(et(2, 9));
  clock.pin(null);
  expect(clock.now()).toBe(et(21, 10) - 2 * DAY);
  expect(set(et(21, 11))).toBe(et(19, 11));
  expect(clockAt(et(21, 10), { replay: false }).clock.now()).toBe(et(21, 10));
});

test('load mode: from the pinned time, market time runs speed market seconds per wall second', () => {
  const { clock, set } = clockAt(et(21, 10));
  clock.pin(et(18, 10, 30), 5);
  expect(clock.speed()).toBe(5);
  expect(clock.now()).toBe(et(18, 10, 30));
  expect(set(et(21, 10) + 2_000)).toBe(et(18, 10, 30) + 10_000);
  expect(clock.pinned()).toBe(et(18, 10, 30) + 10_000);
  clock.pin(et(18, 10, 30));
  expect(set(et(21, 11))).toBe(et(18, 10, 30));
  expect(clock.speed()).toBe(0);
  clock.pin(null);
  expect(clock.speed()).toBe(0);
  expect(clock.pinned()).toBeNull();
});

test('restarted inside a closure after saving later market time, the market stays closed at the wall clock', () => {
  // Saved Friday 19:00 (after hours); started again Saturday 10:00. A replay would put market
  // time at Thursday 10:00, before the saved orders: the closure goes on instead.
  const { clock, set } = clockAt(et(21, 10), { notBefore: et(20, 19) });
  expect(clock.now()).toBe(et(21, 10));
  expect(sessionAt(clock.now())).toBe('CLOSED');
  expect(set(et(22, 20))).toBe(et(22, 20));
});

test('restarted within a replay, the replay goes on from the saved market time', () => {
  // First started Saturday 10:00 (replaying Thursday 10:00), saved at Thursday 10:30 market
  // time, started again Saturday 11:00: the replay resumes at Thursday 11:00.
  const { clock } = clockAt(et(21, 11), { notBefore: et(19, 10, 30) });
  expect(clock.now()).toBe(et(19, 11));
});

test('a saved market time ahead of the wall clock (a pinned clock) is not waited for', () => {
  const { clock } = clockAt(et(18, 10, 30), { notBefore: et(25, 10) });
  expect(clock.now()).toBe(et(18, 10, 30));
});
