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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type ReactNode } from 'react';
import { moveItem } from '../utils/move-item';
import { WatchlistRowView, type WatchlistRowProps } from './watchlist-row';

// dnd-kit is loaded once the first screen is idle (use-table-extras.ts): nothing needs it
// before a drag starts.

function position(symbols: readonly string[], id: string | number): string {
  return `position ${String(symbols.indexOf(String(id)) + 1)} of ${String(symbols.length)}`;
}

type SortableFrameProps = {
  symbols: readonly string[];
  /** Called with every symbol of the list in the new saved order. */
  onReorder: (symbols: string[], moved: string) => void;
  children: ReactNode;
};

/** Makes the rows inside draggable by their handle: pointer, or Space then arrows, announced. */
export function SortableFrame({ symbols, onReorder, children }: SortableFrameProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${String(active.id)}, ${position(symbols, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over === null
        ? `${String(active.id)} is no longer over the list.`
        : `${String(active.id)} moved to ${position(symbols, over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over === null
        ? `${String(active.id)} dropped; order unchanged.`
        : `${String(active.id)} dropped at ${position(symbols, over.id)}.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled; ${String(active.id)} returned to ${position(symbols, active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    onReorder(
      moveItem([...symbols], symbols.indexOf(String(active.id)), symbols.indexOf(String(over.id))),
      String(active.id),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={[...symbols]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row its handle can drag. */
export const SortableWatchlistRow = memo(function SortableWatchlistRow(props: WatchlistRowProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: props.row.symbol,
    disabled: !props.reorderable,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <WatchlistRowView {...props} drag={{ setNodeRef, setActivatorNodeRef, attributes, listeners, style, isDragging }} />
  );
});
