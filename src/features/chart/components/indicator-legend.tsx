import { useSyncExternalStore } from 'react';
import { INDICATOR_DEFINITIONS } from '../indicators/definitions';
import type { IndicatorSpec } from '../indicators/indicator-types';
import { chartPalette, type ChartTheme } from '../utils/chart-colors';
import { legendColor } from '../utils/indicator-colors';
import type { IndicatorLayer } from './indicator-layer';

const SMALL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const LARGE = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** Two decimals for prices and oscillators; a volume-sized figure (OBV) compact: "12.35M". */
export function formatIndicatorValue(value: number): string {
  return Math.abs(value) >= 100_000 ? LARGE.format(value) : SMALL.format(value);
}

/**
 * Each indicator's short label and its lines' values at the hovered bar (`time`, ms), or at the
 * last bar when the crosshair is away; a dash during warm-up. Updated with the chart's frames.
 */
export function IndicatorLegend({
  layer,
  specs,
  time,
  theme,
}: {
  layer: IndicatorLayer;
  specs: readonly IndicatorSpec[];
  time: number | undefined;
  theme: ChartTheme;
}) {
  useSyncExternalStore(layer.subscribe, layer.revision);
  const palette = chartPalette(theme);
  let position = 0;
  return (
    <div data-testid="indicator-legend" className="flex flex-wrap items-baseline gap-x-3 text-xs" aria-live="off">
      {specs.map((spec) => {
        const definition = INDICATOR_DEFINITIONS[spec.kind];
        const label = definition.shortLabel(spec.params);
        const shown = layer.isShown(spec.id);
        // Colours follow the layer's order: the indicators drawn, in the chart's order.
        const at = shown ? position++ : -1;
        const point = shown ? layer.pointAt(spec.id, time) : undefined;
        const lines = definition.lines(spec.params);
        return (
          <span
            key={spec.id}
            data-testid="indicator-legend-entry"
            data-indicator={spec.id}
            data-label={label}
            className="whitespace-nowrap"
          >
            <span className="font-medium">{label}</span>
            {shown ? null : <span className="text-slate-500 dark:text-slate-400"> intraday only</span>}
            {!shown
              ? null
              : lines.map((line, lineIndex) => {
                  const value = point?.[line.key];
                  return (
                    <span key={line.key} className="ml-1.5 inline-flex items-baseline gap-1">
                      <span
                        aria-hidden="true"
                        className="inline-block h-2 w-2 self-center rounded-full"
                        style={{ backgroundColor: legendColor(line, at, lineIndex, palette) }}
                      />
                      {lines.length > 1 ? (
                        <span className="text-slate-500 dark:text-slate-400">{line.label}</span>
                      ) : null}
                      <span
                        data-testid="indicator-value"
                        data-line={line.key}
                        data-value={value === undefined ? '' : String(value)}
                        className="tabular-nums"
                      >
                        {value === undefined ? '–' : formatIndicatorValue(value)}
                      </span>
                    </span>
                  );
                })}
          </span>
        );
      })}
    </div>
  );
}
