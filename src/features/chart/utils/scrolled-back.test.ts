import { expect, test } from 'vitest';
import { isScrolledBack } from './scrolled-back';

test('the view is back in time once the newest bar is past its right edge', () => {
  // 300 bars: the newest is logical index 299; the chart opens with a few bars' space after it.
  expect(isScrolledBack({ to: 302 }, 300)).toBe(false);
  expect(isScrolledBack({ to: 299.4 }, 300)).toBe(false);
  expect(isScrolledBack({ to: 298.9 }, 300)).toBe(true);
  expect(isScrolledBack({ to: 120 }, 300)).toBe(true);
});

test('a chart with no bars or no range is never back in time', () => {
  expect(isScrolledBack(null, 300)).toBe(false);
  expect(isScrolledBack({ to: -3 }, 0)).toBe(false);
});
