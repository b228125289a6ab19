import {
  closestCenter,
  DndContext,
  type DndContextProps,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

interface SortableListProps {
  /** The items' ids in their current order. */
  ids: string[];
  /** Called with the indexes an item was dragged from and dropped at; none: nothing can be dragged. */
  onMove?: (from: number, to: number) => void;
  /** What screen readers are told as an item is dragged (dnd-kit's announcements and instructions). */
  accessibility?: DndContextProps['accessibility'];
  /** The items, each from dnd-kit's `useSortable` with its id. */
  children: ReactNode;
}

/**
 * A vertical list sorted with dnd-kit: dragged by pointer, or from the keyboard on an item's handle (space to pick up,
 * arrows to move, space to drop, escape to cancel).
 */
export function SortableList({ ids, onMove, accessibility, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!onMove || !over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!onMove}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
