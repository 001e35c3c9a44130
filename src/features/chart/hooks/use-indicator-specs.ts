import { useContext, useState } from 'react';
import { WorkspaceLayoutContext } from '@src/lib/workspace-layout';
import type { IndicatorSpec } from '../indicators/indicator-types';
import { ONE_CHART, slotIndicators, withIndicators, type ChartSlot } from '../utils/chart-links';

const NONE: readonly IndicatorSpec[] = [];

/**
 * One chart's indicators, part of the saved layout (docs/layout.md#what-is-saved); local state
 * where no layout is provided. A change keeps the rest of the layout's chart part as it is.
 * Their parameters are checked against each kind's bounds where the engine is loaded.
 * `saveAsDefault` keeps the chart's list as the one a newly shown chart starts with.
 */
export function useIndicatorSpecs(slot: ChartSlot = 0): {
  saved: readonly IndicatorSpec[];
  setSpecs: (specs: readonly IndicatorSpec[]) => void;
  saveAsDefault: () => void;
} {
  const workspace = useContext(WorkspaceLayoutContext);
  const [local, setLocal] = useState<readonly IndicatorSpec[]>(NONE);
  if (workspace === null) return { saved: local, setSpecs: setLocal, saveAsDefault: () => undefined };
  const chart = workspace.layout.chart ?? ONE_CHART;
  // The contract's kinds and the engine's are one list: this assignment and the one below check it.
  const saved: readonly IndicatorSpec[] = slotIndicators(chart, slot);
  return {
    saved,
    setSpecs: (specs) => {
      workspace.update({ chart: withIndicators(chart, slot, [...specs]) });
    },
    saveAsDefault: () => {
      workspace.update({ chart: { ...chart, defaultIndicators: [...saved] } });
    },
  };
}
