import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRetainLive } from '../../../lib/use-live';
import { COLUMNS, type ColumnId } from '../utils/columns';
import { moveItem } from '../utils/move-item';
import type { WatchlistRowData } from '../utils/row-data';
import type { SortColumn, ViewSort } from '../utils/sort-rows';
import { SortHeader } from './sort-header';
import { WatchlistRows } from './watchlist-rows';

type WatchlistTableProps = {
  listName: string;
  rows: WatchlistRowData[];
  columns: readonly ColumnId[];
  sort: ViewSort;
  selectedSymbol: string | undefined;
  onSort: (column: SortColumn) => void;
  onSelect: (symbol: string) => void;
  onRemove: (symbol: string) => void;
  /** Called with every symbol of the list in the new saved order. */
  onReorder: (symbols: string[], moved: string) => void;
  onMoveBy: (symbol: string, step: -1 | 1) => void;
  /** The element that scrolls the table (its direct parent), once mounted. */
  scrollElement: HTMLDivElement | null;
};

function position(symbols: string[], id: string | number): string {
  return `position ${String(symbols.indexOf(String(id)) + 1)} of ${String(symbols.length)}`;
}

/** The list as a table: drag a row's handle (pointer, or Space then arrows) to reorder it. */
export function WatchlistTable(props: WatchlistTableProps) {
  const { listName, rows, columns, sort, selectedSymbol, onSort, onSelect, onRemove, onReorder, onMoveBy, scrollElement } = props;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const symbols = rows.map((row) => row.symbol);
  // Every symbol stays subscribed, mounted row or not, so a row scrolled into view is current.
  useRetainLive('quote', symbols);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${String(active.id)}, ${position(symbols, active.id)}.`,
    onDragOver: ({ active, over }) => (over === null ? `${String(active.id)} is no longer over the list.` : `${String(active.id)} moved to ${position(symbols, over.id)}.`),
    onDragEnd: ({ active, over }) => (over === null ? `${String(active.id)} dropped; order unchanged.` : `${String(active.id)} dropped at ${position(symbols, over.id)}.`),
    onDragCancel: ({ active }) => `Reordering cancelled; ${String(active.id)} returned to ${position(symbols, active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    onReorder(moveItem(symbols, symbols.indexOf(String(active.id)), symbols.indexOf(String(over.id))), String(active.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <table className="w-full border-collapse text-sm" aria-label={`Instruments of ${listName}`} aria-rowcount={rows.length + 1}>
        <thead className="sticky top-0 bg-white text-xs text-slate-500 dark:bg-slate-950">
          <tr aria-rowindex={1}>
            <th scope="col" className="w-6">
              <span className="sr-only">Reorder</span>
            </th>
            <SortHeader column="symbol" label="Symbol" sort={sort} onSort={onSort} align="left" />
            {columns.map((column) => (
              <SortHeader key={column} column={column} label={COLUMNS[column].label} sort={sort} onSort={onSort} />
            ))}
            <th scope="col" className="w-6">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <SortableContext items={symbols} strategy={verticalListSortingStrategy}>
          <WatchlistRows
            rows={rows}
            columns={columns}
            selectedSymbol={selectedSymbol}
            reorderable={sort === null}
            scrollElement={scrollElement}
            onSelect={onSelect}
            onRemove={onRemove}
            onMoveBy={onMoveBy}
          />
        </SortableContext>
      </table>
    </DndContext>
  );
}
