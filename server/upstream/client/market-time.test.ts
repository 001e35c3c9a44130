import { expect, test } from 'vitest';
import { createMarketTimeTracker } from './market-time';

test('market time follows the offset of the latest answer, and its absence is real time', () => {
  let wall = Date.UTC(2026, 10, 21, 15);
  const tracker = createMarketTimeTracker(() => wall);
  expect(tracker.now()).toEqual({ market_time: wall, wall_time: wall });
  tracker.observe(String(wall - 2 * 86_400_000), wall);
  wall += 5_000;
  expect(tracker.now()).toEqual({ market_time: wall - 2 * 86_400_000, wall_time: wall });
  tracker.observe('not a time', wall);
  expect(tracker.now().market_time).toBe(wall - 2 * 86_400_000);
  tracker.observe(null, wall);
  expect(tracker.now()).toEqual({ market_time: wall, wall_time: wall });
});
