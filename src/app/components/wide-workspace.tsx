import { Panel, PanelGroup, PanelResizeHandle, disableGlobalCursorStyles } from 'react-resizable-panels';
import { savedSizes, type PanelGroupId } from '../layout/default-layout';
import { defaultSizes } from '../layout/default-sizes';
import { usePanelSizeSaver } from './use-panel-size-saver';
import { withDragCursor } from './drag-cursor';
import type { WorkspacePanels } from './workspace-panels';
import type { LayoutControls } from './workspace-layout-provider';

// During a drag the library shows its cursor through a <style> element it writes into the page,
// which the CSP refuses (docs/security.md#headers); src/index.css shows the same cursor instead,
// from the attribute withDragCursor puts on <html>.
disableGlobalCursorStyles();

const SEPARATOR =
  'min-h-1.5 min-w-1.5 bg-slate-200 transition-colors hover:bg-sky-500 focus-visible:bg-sky-500 data-[resize-handle-state=drag]:bg-sky-500 dark:bg-slate-800';

/**
 * From 1024 px wide: resizable research (watchlists, screeners), quote above the order ticket,
 * and chart above fundamentals and the account's orders and positions. Sizes a user drags are
 * saved with the layout; they apply when a group mounts, so an import or a reset remounts them.
 */
export function WideWorkspace({ panels, controls }: { panels: WorkspacePanels; controls: LayoutControls }) {
  const main = usePanelSizeSaver('main', controls);
  const quoteColumn = usePanelSizeSaver('quote-column', controls);
  const chartColumn = usePanelSizeSaver('chart-column', controls);
  const dragMain = withDragCursor('horizontal', main.onDragging);
  const dragQuoteColumn = withDragCursor('vertical', quoteColumn.onDragging);
  const dragChartColumn = withDragCursor('vertical', chartColumn.onDragging);
  // A panel's saved size (in % of its group) when the group's saved sizes fit, else its default
  // for the window's width (read when the group mounts, as the sizes apply then).
  const defaults = defaultSizes(window.innerWidth, window.innerHeight);
  const size = (group: PanelGroupId, id: string) => savedSizes(controls.layout, group)?.[id] ?? defaults[group][id];
  const generation = String(controls.generation);
  return (
    <PanelGroup
      key={`main:${generation}`}
      id="main"
      direction="horizontal"
      onLayout={main.onLayout}
      className="min-h-0 flex-1"
    >
      <Panel
        id="research-area"
        order={1}
        defaultSize={size('main', 'research-area')}
        minSize={15}
        className="overflow-hidden"
      >
        {panels.research}
      </Panel>
      <PanelResizeHandle className={SEPARATOR} onDragging={dragMain} />
      <Panel id="quote-area" order={2} defaultSize={size('main', 'quote-area')} minSize={15}>
        <PanelGroup
          key={`quote-column:${generation}`}
          id="quote-column"
          direction="vertical"
          onLayout={quoteColumn.onLayout}
          className="h-full"
        >
          <Panel
            id="quote-pane"
            order={1}
            defaultSize={size('quote-column', 'quote-pane')}
            minSize={15}
            className="overflow-y-auto"
          >
            {panels.quote}
          </Panel>
          <PanelResizeHandle className={SEPARATOR} onDragging={dragQuoteColumn} />
          <Panel
            id="ticket-pane"
            order={2}
            defaultSize={size('quote-column', 'ticket-pane')}
            minSize={15}
            className="overflow-y-auto"
          >
            {panels.ticket}
          </Panel>
        </PanelGroup>
      </Panel>
      <PanelResizeHandle className={SEPARATOR} onDragging={dragMain} />
      <Panel id="chart-area" order={3} defaultSize={size('main', 'chart-area')} minSize={30}>
        <PanelGroup
          key={`chart-column:${generation}`}
          id="chart-column"
          direction="vertical"
          onLayout={chartColumn.onLayout}
          className="h-full"
        >
          <Panel id="chart-pane" order={1} defaultSize={size('chart-column', 'chart-pane')} minSize={25}>
            {panels.chart}
          </Panel>
          <PanelResizeHandle className={SEPARATOR} onDragging={dragChartColumn} />
          <Panel
            id="fundamentals-area"
            order={2}
            defaultSize={size('chart-column', 'fundamentals-area')}
            minSize={10}
            className="overflow-y-auto"
          >
            {panels.fundamentals}
          </Panel>
          <PanelResizeHandle className={SEPARATOR} onDragging={dragChartColumn} />
          <Panel
            id="account-area"
            order={3}
            defaultSize={size('chart-column', 'account-area')}
            minSize={15}
            className="overflow-hidden"
          >
            {panels.account}
          </Panel>
        </PanelGroup>
      </Panel>
    </PanelGroup>
  );
}
