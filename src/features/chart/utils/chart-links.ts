import type { Timespan } from '@contracts/common';
import type { ChartArrangement, ChartLayout, ExtraChart, LinkGroup } from '@contracts/chart-indicators';

/** The chart area's part of the layout as a layout saved before several charts reads. */
export const ONE_CHART: ChartLayout = { indicators: [] };

/** Slot 0 is the first chart; slots 1 to 3 the charts after it (docs/chart-research.md#several-charts). */
export type ChartSlot = 0 | 1 | 2 | 3;

/** What one shown chart draws: its symbol, its timespan, its group, and whether it follows the selection. */
export type SlotView = {
  slot: ChartSlot;
  symbol: string;
  timespan: Timespan;
  link: LinkGroup;
  followsSelection: boolean;
};

const SLOTS: readonly ChartSlot[] = [0, 1, 2, 3];

function mainLink(chart: ChartLayout): LinkGroup {
  return chart.link ?? 'none';
}

/** Whether an extra chart in `link` follows the selected symbol: it shares the first chart's group. */
function followsSelection(chart: ChartLayout, link: LinkGroup): boolean {
  return link !== 'none' && link === mainLink(chart);
}

/**
 * The charts an arrangement shows. The first chart shows the selected symbol and the address's
 * timespan, as one chart always did; a chart in the first chart's group shows the selected
 * symbol too; any other chart shows its own (kept alike across its group by `withSymbol`).
 */
export function slotViews(chart: ChartLayout, selected: string, timespan: Timespan): SlotView[] {
  const count = chart.arrangement ?? 1;
  const more = chart.more ?? [];
  return SLOTS.slice(0, count).map((slot) => {
    if (slot === 0) return { slot, symbol: selected, timespan, link: mainLink(chart), followsSelection: true };
    const extra = more[slot - 1];
    if (extra === undefined) return { slot, symbol: selected, timespan, link: 'none', followsSelection: false };
    const follows = followsSelection(chart, extra.link);
    return {
      slot,
      symbol: follows ? selected : (extra.symbol ?? selected),
      timespan: extra.timespan,
      link: extra.link,
      followsSelection: follows,
    };
  });
}

/**
 * Shows `arrangement` charts. A chart shown for the first time starts with the selected symbol,
 * the first chart's timespan, no group and the default indicators; a chart hidden by a smaller
 * arrangement is kept as it was, for when it is shown again.
 */
export function withArrangement(
  chart: ChartLayout,
  arrangement: ChartArrangement,
  selected: string,
  timespan: Timespan,
): ChartLayout {
  const more = [...(chart.more ?? [])];
  while (more.length < arrangement - 1)
    more.push({ symbol: selected, timespan, link: 'none', indicators: [...(chart.defaultIndicators ?? [])] });
  return { ...chart, arrangement, more };
}

function replaceExtra(chart: ChartLayout, slot: ChartSlot, change: (extra: ExtraChart) => ExtraChart): ChartLayout {
  const more = (chart.more ?? []).map((extra, index) => (index === slot - 1 ? change(extra) : extra));
  return { ...chart, more };
}

/** A chart not following the selection shows `symbol`, and so does every chart of its group. */
export function withSymbol(chart: ChartLayout, slot: ChartSlot, symbol: string): ChartLayout {
  const extra = slot === 0 ? undefined : chart.more?.[slot - 1];
  if (extra === undefined) return chart;
  const group = extra.link;
  return {
    ...chart,
    more: (chart.more ?? []).map((other, index) =>
      index === slot - 1 || (group !== 'none' && other.link === group) ? { ...other, symbol } : other,
    ),
  };
}

/**
 * Puts a chart in a group. An extra chart joining a group takes the symbol its charts show (the
 * selection, for the first chart's group); leaving a group keeps the symbol it showed. The first
 * chart changing group takes the selection with it: the charts of its old group keep the
 * symbol they showed, those of its new group follow the selection.
 */
export function withLink(chart: ChartLayout, slot: ChartSlot, link: LinkGroup, selected: string): ChartLayout {
  if (slot === 0) {
    const old = mainLink(chart);
    const more = (chart.more ?? []).map((extra) =>
      old !== 'none' && extra.link === old ? { ...extra, symbol: selected } : extra,
    );
    return { ...chart, link, more };
  }
  const extra = chart.more?.[slot - 1];
  if (extra === undefined) return chart;
  const shown = followsSelection(chart, extra.link) ? selected : (extra.symbol ?? selected);
  const member = (chart.more ?? []).find((other, index) => index !== slot - 1 && other.link === link);
  const symbol = link === 'none' ? shown : followsSelection(chart, link) ? selected : (member?.symbol ?? shown);
  return replaceExtra(chart, slot, (current) => ({ ...current, link, symbol }));
}

/** A chart's own timespan; the first chart's is the address's and changes there. */
export function withTimespan(chart: ChartLayout, slot: ChartSlot, timespan: Timespan): ChartLayout {
  return slot === 0 ? chart : replaceExtra(chart, slot, (extra) => ({ ...extra, timespan }));
}

/** A chart's own indicators. */
export function slotIndicators(chart: ChartLayout, slot: ChartSlot): ChartLayout['indicators'] {
  return slot === 0 ? chart.indicators : (chart.more?.[slot - 1]?.indicators ?? []);
}

export function withIndicators(
  chart: ChartLayout,
  slot: ChartSlot,
  indicators: ChartLayout['indicators'],
): ChartLayout {
  return slot === 0 ? { ...chart, indicators } : replaceExtra(chart, slot, (extra) => ({ ...extra, indicators }));
}
