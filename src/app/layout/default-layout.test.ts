import { expect, test } from 'vitest';
import { DEFAULT_LAYOUT, roundSizes, savedSizes } from './default-layout';

test("a group's saved sizes are used only when they name each of its panels and add up to 100", () => {
  const fits = { 'research-area': 40, 'quote-area': 20, 'chart-area': 40 };
  expect(savedSizes({ ...DEFAULT_LAYOUT, panels: { main: fits } }, 'main')).toEqual(fits);
  expect(savedSizes(DEFAULT_LAYOUT, 'main')).toBeUndefined();
  expect(
    savedSizes({ ...DEFAULT_LAYOUT, panels: { main: { 'research-area': 50, 'quote-area': 50 } } }, 'main'),
  ).toBeUndefined();
  expect(
    savedSizes(
      { ...DEFAULT_LAYOUT, panels: { main: { 'research-area': 40, 'quote-area': 20, 'other-area': 40 } } },
      'main',
    ),
  ).toBeUndefined();
  expect(
    savedSizes(
      { ...DEFAULT_LAYOUT, panels: { main: { 'research-area': 40, 'quote-area': 20, 'chart-area': 20 } } },
      'main',
    ),
  ).toBeUndefined();
});

test('sizes are saved to two decimals', () => {
  expect(roundSizes({ a: 33.333333, b: 66.666667 })).toEqual({ a: 33.33, b: 66.67 });
});
