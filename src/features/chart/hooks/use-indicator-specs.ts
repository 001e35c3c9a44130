import { useContext, useState } from 'react';
import type { ChartLayout } from '@contracts/chart-indicators';
import { WorkspaceLayoutContext } from '@src/lib/workspace-layout';
import type { IndicatorSpec } from '../indicators/indicator-types';

const NONE: readonly IndicatorSpec[] = [];

/**
 * The chart's indicators, part of the saved layout (docs/layout.md#what-is-saved); local state
 * where no layout is provided. A change keeps the rest of the layout's chart part as it is.
 * Their parameters are checked against each kind's bounds where the engine is loaded.
 */
export function useIndicatorSpecs(): [readonly IndicatorSpec[], (specs: readonly IndicatorSpec[]) => void] {
  const workspace = useContext(WorkspaceLayoutContext);
  const [local, setLocal] = useState<readonly IndicatorSpec[]>(NONE);
  if (workspace === null) return [local, setLocal];
  // The contract's kinds and the engine's are one list: this assignment and the one below check it.
  const saved: readonly IndicatorSpec[] = workspace.layout.chart?.indicators ?? NONE;
  return [
    saved,
    (specs) => {
      const chart: ChartLayout = { ...workspace.layout.chart, indicators: [...specs] };
      workspace.update({ chart });
    },
  ];
}
