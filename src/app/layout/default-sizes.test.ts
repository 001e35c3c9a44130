import { expect, test } from 'vitest';
import { DEFAULT_LAYOUT, PANEL_GROUPS, savedSizes, type PanelGroupId } from './default-layout';
import { defaultSizes } from './default-sizes';

test("each window's defaults name every panel of each group once and add up to 100", () => {
  for (const width of [1024, 1279, 1280, 1600, 2560]) {
    const sizes = defaultSizes(width);
    for (const group of Object.keys(PANEL_GROUPS) as PanelGroupId[])
      expect(savedSizes({ ...DEFAULT_LAYOUT, panels: { [group]: sizes[group] } }, group)).toEqual(sizes[group]);
  }
});

test('below 1280 px the chart takes more of its column and the research column less of the width', () => {
  const compact = defaultSizes(1024);
  const roomy = defaultSizes(1600);
  expect(compact['chart-column']['chart-pane']).toBeGreaterThan(roomy['chart-column']['chart-pane'] ?? 100);
  expect(compact.main['quote-area']).toBeGreaterThan(roomy.main['quote-area'] ?? 100);
  expect(defaultSizes(1279)).toBe(compact);
  expect(defaultSizes(1280)).toBe(roomy);
});
