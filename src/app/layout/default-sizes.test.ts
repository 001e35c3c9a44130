import { expect, test } from 'vitest';
import { DEFAULT_LAYOUT, PANEL_GROUPS, savedSizes, type PanelGroupId } from './default-layout';
import { defaultSizes } from './default-sizes';

test("each window's defaults name every panel of each group once and add up to 100", () => {
  for (const [width, height] of [
    [1024, 700],
    [1279, 1000],
    [1280, 720],
    [1600, 1000],
    [2560, 1440],
  ] as const) {
    const sizes = defaultSizes(width, height);
    for (const group of Object.keys(PANEL_GROUPS) as PanelGroupId[])
      expect(savedSizes({ ...DEFAULT_LAYOUT, panels: { [group]: sizes[group] } }, group)).toEqual(sizes[group]);
  }
});

test('below 1280 px the chart takes more of its column and the research column less of the width', () => {
  const compact = defaultSizes(1024, 700);
  const roomy = defaultSizes(1600, 1000);
  expect(compact['chart-column']['chart-pane']).toBeGreaterThan(roomy['chart-column']['chart-pane'] ?? 100);
  expect(compact.main['quote-area']).toBeGreaterThan(roomy.main['quote-area'] ?? 100);
  expect(defaultSizes(1279, 1000)).toBe(compact);
  expect(defaultSizes(1280, 900)).toBe(roomy);
});

test('a wide but short window keeps room for the account panel under the chart', () => {
  const short = defaultSizes(1280, 720);
  const tall = defaultSizes(1600, 1000);
  expect(short['chart-column']['account-area']).toBeGreaterThan(tall['chart-column']['account-area'] ?? 100);
  expect(short.main).toEqual(tall.main);
  expect(defaultSizes(1600, 899)).toBe(short);
});
