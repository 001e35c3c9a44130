import { Group, Panel, Separator } from 'react-resizable-panels';
import { savedSizes, type PanelGroupId } from '../layout/default-layout';
import type { WorkspacePanels } from './workspace-panels';
import type { LayoutControls } from './workspace-layout-provider';

const SEPARATOR =
  'min-h-1.5 min-w-1.5 bg-slate-200 transition-colors hover:bg-sky-500 focus-visible:bg-sky-500 dark:bg-slate-800';

/**
 * From 1024 px wide: resizable research (watchlists, screeners), quote above the order ticket,
 * and chart above fundamentals and the account's orders and positions. Sizes a user drags are
 * saved with the layout; they apply when a group mounts, so an import or a reset remounts them.
 */
export function WideWorkspace({ panels, controls }: { panels: WorkspacePanels; controls: LayoutControls }) {
  const groupProps = (group: PanelGroupId) => ({
    id: group,
    defaultLayout: savedSizes(controls.layout, group),
    onLayoutChanged: (sizes: Record<string, number>, meta: { isUserInteraction: boolean }) => {
      if (meta.isUserInteraction) controls.setPanelSizes(group, sizes);
    },
  });
  return (
    <Group
      key={`main:${String(controls.generation)}`}
      {...groupProps('main')}
      orientation="horizontal"
      className="min-h-0 flex-1"
    >
      <Panel id="research-area" defaultSize="36%" minSize="15%" className="overflow-hidden">
        {panels.research}
      </Panel>
      <Separator className={SEPARATOR} />
      <Panel id="quote-area" defaultSize="22%" minSize="15%">
        <Group
          key={`quote-column:${String(controls.generation)}`}
          {...groupProps('quote-column')}
          orientation="vertical"
          className="h-full"
        >
          <Panel id="quote-pane" defaultSize="50%" minSize="15%" className="overflow-y-auto">
            {panels.quote}
          </Panel>
          <Separator className={SEPARATOR} />
          <Panel id="ticket-pane" minSize="15%" className="overflow-y-auto">
            {panels.ticket}
          </Panel>
        </Group>
      </Panel>
      <Separator className={SEPARATOR} />
      <Panel id="chart-area" minSize="30%">
        <Group
          key={`chart-column:${String(controls.generation)}`}
          {...groupProps('chart-column')}
          orientation="vertical"
          className="h-full"
        >
          <Panel id="chart-pane" defaultSize="50%" minSize="25%">
            {panels.chart}
          </Panel>
          <Separator className={SEPARATOR} />
          <Panel id="fundamentals-area" minSize="15%" className="overflow-y-auto">
            {panels.fundamentals}
          </Panel>
          <Separator className={SEPARATOR} />
          <Panel id="account-area" defaultSize="30%" minSize="15%" className="overflow-hidden">
            {panels.account}
          </Panel>
        </Group>
      </Panel>
    </Group>
  );
}
