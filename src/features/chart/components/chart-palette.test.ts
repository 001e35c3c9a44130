import { expect, test } from 'vitest';
import { chartPalette } from '../utils/chart-colors';
import { applyPalette, type ChartHandles } from './chart-series';

type Layout = { background?: { color?: string }; panes?: { separatorColor?: string } };

/** The chart's layout options as a theme applies them, on stand-ins that record them. */
function layoutOf(theme: 'dark' | 'light'): Layout {
  let layout: Layout = {};
  const handles = {
    chart: {
      applyOptions: (options: { layout?: Layout }) => {
        layout = { ...layout, ...options.layout };
      },
    },
    candles: { applyOptions: () => undefined },
  } as unknown as ChartHandles;
  applyPalette(handles, chartPalette(theme));
  return layout;
}

test('the line between the price and volume panes takes the theme: no light line across a dark chart', () => {
  const dark = layoutOf('dark');
  expect(dark.background?.color).toBe('#020617');
  expect(dark.panes?.separatorColor).toBe('#1e293b');
  expect(layoutOf('light').panes?.separatorColor).toBe('#e2e8f0');
});
