import { useState } from 'react';
import type { ChartLayout } from '@contracts/chart-indicators';
import type { Timespan } from '@contracts/common';
import { useLayoutPart } from '@src/lib/workspace-layout';
import type { ChartTheme } from '../utils/chart-colors';
import { ONE_CHART, slotViews, withArrangement, withLink, withSymbol, withTimespan } from '../utils/chart-links';
import { createCrosshairSync } from '../utils/crosshair-sync';
import { ArrangementSwitcher } from './arrangement-switcher';
import { ChartPanel } from './chart-panel';
import { ChartSymbolBox } from './chart-symbol-box';
import { LinkSelect } from './link-select';

type ChartAreaProps = {
  /** The selected symbol: the first chart's, and its link group's. */
  symbol: string;
  /** The first chart's timespan (the address's). */
  timespan: Timespan;
  onTimespanChange: (timespan: Timespan) => void;
  theme: ChartTheme;
  accountId?: string;
};

const GRID = { 1: 'grid-cols-1 grid-rows-1', 2: 'grid-cols-2 grid-rows-1', 4: 'grid-cols-2 grid-rows-2' } as const;

/**
 * One, two or four charts, each with its own timespan and indicators, linked by colour groups,
 * their crosshairs in step (docs/chart-research.md#several-charts). Kept in the saved layout.
 */
export function ChartArea({ symbol, timespan, onTimespanChange, theme, accountId }: ChartAreaProps) {
  const [chart, setChart] = useLayoutPart(
    'chart',
    (saved): ChartLayout => saved ?? ONE_CHART,
    (value) => value,
  );
  const [crosshairSync] = useState(createCrosshairSync);
  const arrangement = chart.arrangement ?? 1;
  const views = slotViews(chart, symbol, timespan);
  const several = views.length > 1;
  return (
    <div data-testid="chart-area" data-arrangement={arrangement} className={`grid h-full min-h-0 ${GRID[arrangement]}`}>
      {views.map((view) => {
        const name = `Chart ${String(view.slot + 1)}`;
        const header = (
          <>
            {several ? (
              <LinkSelect
                chartName={name}
                value={view.link}
                onChange={(link) => {
                  setChart(withLink(chart, view.slot, link, symbol));
                }}
              />
            ) : null}
            {several && view.followsSelection ? (
              <span data-testid="chart-symbol" className="text-xs font-semibold">
                {view.symbol}
              </span>
            ) : null}
            {view.followsSelection ? null : (
              <ChartSymbolBox
                chartName={name}
                symbol={view.symbol}
                onSymbol={(next) => {
                  setChart(withSymbol(chart, view.slot, next));
                }}
              />
            )}
          </>
        );
        return (
          <div
            key={view.slot}
            role={several ? 'group' : undefined}
            aria-label={several ? name : undefined}
            data-slot={view.slot}
            data-symbol={view.symbol}
            className={`min-h-0 min-w-0 ${several ? 'border-slate-200 odd:border-r dark:border-slate-800' : ''} ${arrangement === 4 && view.slot < 2 ? 'border-b' : ''}`}
          >
            <ChartPanel
              slot={view.slot}
              symbol={view.symbol}
              timespan={view.timespan}
              onTimespanChange={
                view.slot === 0
                  ? onTimespanChange
                  : (next) => {
                      setChart(withTimespan(chart, view.slot, next));
                    }
              }
              theme={theme}
              accountId={accountId}
              header={header}
              plotCorner={
                view.slot === 0 ? (
                  <ArrangementSwitcher
                    value={arrangement}
                    onChange={(next) => {
                      setChart(withArrangement(chart, next, symbol, timespan));
                    }}
                  />
                ) : undefined
              }
              crosshairSync={crosshairSync}
              compactName={several ? name : undefined}
            />
          </div>
        );
      })}
    </div>
  );
}
