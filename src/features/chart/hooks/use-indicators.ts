import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import type { ChartFrame, IndicatorLayer } from '../components/indicator-layer';
import type { IndicatorSpec } from '../indicators/indicator-types';
import type { IndicatorColumn } from '../utils/indicator-catalog';
import { loadIndicatorKit, type IndicatorKit } from '../utils/load-indicator-kit';
import type { ChartSlot } from '../utils/chart-links';
import { useIndicatorSpecs } from './use-indicator-specs';

const NO_SPECS: readonly IndicatorSpec[] = [];
const noSubscription = () => () => undefined;
/** Candles and volume. */
const BASE_PANES = 2;

/**
 * One chart's indicators (`slot`: which of the chart area's charts): the saved list, the lazily loaded code that computes, draws and edits
 * them (fetched when the list is not empty or the menu opens), and what the chart panel needs of
 * it (docs/chart-research.md#on-the-chart).
 */
export function useIndicators(timespan: Timespan, slot: ChartSlot = 0) {
  const { saved, setSpecs, saveAsDefault } = useIndicatorSpecs(slot);
  const [menuOpen, setMenuOpen] = useState(false);
  const buttonId = useId();
  // Closing hands the focus back to the button that opened the menu.
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    document.getElementById(buttonId)?.focus();
  }, [buttonId]);
  const [kit, setKit] = useState<IndicatorKit | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const wanted = menuOpen || saved.length > 0;
  useEffect(() => {
    if (!wanted || kit !== null) return;
    let live = true;
    loadIndicatorKit().then(
      (loaded) => {
        if (live) setKit(loaded);
      },
      () => {
        if (live) setLoadError('The indicators could not be loaded. Reload the page to try again.');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, kit]);
  const layer = useMemo<IndicatorLayer | null>(() => kit?.createLayer() ?? null, [kit]);
  // The saved list as drawn: each parameter within its kind's bounds.
  const specs = useMemo(() => (kit === null ? NO_SPECS : kit.readSpecs(saved)), [kit, saved]);
  const paneCount = useSyncExternalStore(layer?.subscribe ?? noSubscription, () => layer?.paneCount() || BASE_PANES);
  // A new list or layer is a new callback: the chart schedules a frame for it.
  const onFrame = useCallback(
    (frame: ChartFrame) => {
      layer?.draw(frame, specs);
    },
    [layer, specs],
  );
  /** Every visible indicator line computed over `bars`, aligned with them, for the chart's data export. */
  const exportColumns = useCallback(
    (bars: readonly Bar[]): IndicatorColumn[] => (kit === null ? [] : kit.indicatorColumns(specs, bars, timespan)),
    [kit, specs, timespan],
  );
  return {
    /** The saved list, as the menu edits it. */
    saved,
    setSpecs,
    saveAsDefault,
    specs,
    kit,
    layer,
    loadError,
    menuOpen,
    setMenuOpen,
    closeMenu,
    buttonId,
    paneCount,
    onFrame,
    exportColumns,
  };
}

export type ChartIndicators = ReturnType<typeof useIndicators>;
