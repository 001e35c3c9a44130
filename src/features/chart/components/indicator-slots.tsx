import type { Timespan } from '@contracts/common';
import type { ChartIndicators } from '../hooks/use-indicators';
import type { ChartTheme } from '../utils/chart-colors';

/**
 * Where the chart panel shows its indicators. These stay small and load nothing: the menu, the
 * legend and the layer come with the indicators' own code (use-indicators.ts).
 */

/** The toolbar's button that opens and closes the indicators' menu. */
export function IndicatorsButton({ indicators, menuId }: { indicators: ChartIndicators; menuId: string }) {
  const count = indicators.saved.length;
  return (
    <button
      id={indicators.buttonId}
      type="button"
      aria-expanded={indicators.menuOpen}
      aria-controls={indicators.menuOpen ? menuId : undefined}
      onClick={() => {
        if (indicators.menuOpen) indicators.closeMenu();
        else indicators.setMenuOpen(true);
      }}
      className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      Indicators{count > 0 ? ` (${String(count)})` : ''}
    </button>
  );
}

/** The indicators' values, under the OHLC legend, once their code is loaded. */
export function IndicatorLegendSlot({
  indicators,
  time,
  theme,
}: {
  indicators: ChartIndicators;
  time: number | undefined;
  theme: ChartTheme;
}) {
  const { kit, layer, specs } = indicators;
  if (kit === null || layer === null || specs.length === 0) return null;
  return <kit.IndicatorLegend layer={layer} specs={specs} time={time} theme={theme} />;
}

/** The open menu over the chart, or a line saying it is on its way (or why it is not). */
export function IndicatorMenuSlot({
  indicators,
  timespan,
  menuId,
}: {
  indicators: ChartIndicators;
  timespan: Timespan;
  menuId: string;
}) {
  const { kit, menuOpen, loadError } = indicators;
  if (!menuOpen) return null;
  if (kit === null)
    return (
      <p
        id={menuId}
        role="status"
        className="absolute top-2 right-2 z-20 rounded-md border border-slate-300 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {loadError ?? 'Loading indicators…'}
      </p>
    );
  return (
    <kit.IndicatorMenu
      id={menuId}
      specs={indicators.specs}
      timespan={timespan}
      onChange={indicators.setSpecs}
      onClose={indicators.closeMenu}
      onSaveAsDefault={indicators.saveAsDefault}
    />
  );
}
