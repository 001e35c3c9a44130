import { expect, test } from 'vitest';
import { barAtOrBefore, createCrosshairSync, type CrosshairMember } from './crosshair-sync';

test('a move is shown on every other chart, not on the one it came from, and not after leaving', () => {
  const sync = createCrosshairSync();
  const shown: string[] = [];
  const member = (name: string): CrosshairMember => ({
    show: (time) => {
      shown.push(`${name}:${String(time)}`);
    },
  });
  const a = member('a');
  const b = member('b');
  const c = member('c');
  sync.join(a);
  const leaveB = sync.join(b);
  sync.join(c);
  sync.move(a, 1_000);
  sync.move(c, undefined);
  leaveB();
  sync.move(a, 2_000);
  expect(shown).toEqual(['b:1000', 'c:1000', 'a:undefined', 'b:undefined', 'c:2000']);
});

test('a chart reporting a move while it is shown one is not echoed back', () => {
  const sync = createCrosshairSync();
  let shownOnA = 0;
  const a: CrosshairMember = {
    show: () => {
      shownOnA += 1;
    },
  };
  const echo: CrosshairMember = {
    show: (time) => {
      sync.move(echo, time);
    },
  };
  sync.join(a);
  sync.join(echo);
  sync.move(a, 5);
  expect(shownOnA).toBe(0);
  sync.move(echo, 6);
  expect(shownOnA).toBe(1);
});

test('the synced bar is the last one starting at or before the time', () => {
  const bars = [{ time: 10 }, { time: 20 }, { time: 30 }];
  expect(barAtOrBefore(bars, 5)).toBeUndefined();
  expect(barAtOrBefore(bars, 10)).toEqual({ time: 10 });
  expect(barAtOrBefore(bars, 29)).toEqual({ time: 20 });
  expect(barAtOrBefore(bars, 99)).toEqual({ time: 30 });
  expect(barAtOrBefore<{ time: number }>([], 1)).toBeUndefined();
});
