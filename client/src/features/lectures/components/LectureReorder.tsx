import {
  type Active,
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Over,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

export const REORDER_TEXTS = {
  handle: (title: string) => `Reorder ${title}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  instructions:
    'To pick up a lecture, press space or enter. Use the up and down arrow keys to move it, then press space or ' +
    'enter again to drop it in its new place, or escape to cancel.',
  pickedUp: (title: string, position: number, total: number) =>
    `Picked up ${title}, at position ${position} of ${total}.`,
  over: (title: string, position: number, total: number) => `${title} is over position ${position} of ${total}.`,
  dropped: (title: string, position: number, total: number) => `${title} dropped at position ${position} of ${total}.`,
  cancelled: (title: string, position: number, total: number) =>
    `Moving cancelled. ${title} stays at position ${position} of ${total}.`,
  moved: (title: string, position: number, total: number) => `${title} moved to position ${position} of ${total}.`,
};

/** A step of 'Move up' (-1) or 'Move down' (1). */
export type Direction = -1 | 1;

/** The id of a lecture's 'Move up' or 'Move down' button (the list puts the focus back on it after a move). */
export const moveButtonId = (lectureId: string, direction: Direction) =>
  `lecture-move-${direction < 0 ? 'up' : 'down'}-${lectureId}`;

/** What each sortable lecture carries for the announcements (dnd-kit adds its own `sortable` index beside it). */
interface LectureData {
  title: string;
  sortable?: { index: number };
}

const titleOf = (item: Active | Over | null) => (item?.data.current as LectureData | undefined)?.title ?? '';
const positionOf = (item: Active | Over | null) =>
  ((item?.data.current as LectureData | undefined)?.sortable?.index ?? 0) + 1;

interface LectureReorderProps {
  /** The lecture ids in their current order. */
  ids: string[];
  /** Called with every id in the new order after a drop that moved one; none: the lectures are not sortable. */
  onReorder?: (lectureIds: string[]) => void;
  children: ReactNode;
}

/**
 * Drag and drop of a course's lectures (dnd-kit): by pointer, or from the keyboard on a lecture's handle (space to
 * pick up, arrows to move, space to drop, escape to cancel), each step announced to screen readers by title and
 * position. Without `onReorder` nothing can be dragged.
 */
export function LectureReorder({ ids, onReorder, children }: LectureReorderProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => REORDER_TEXTS.pickedUp(titleOf(active), positionOf(active), total),
    onDragOver: ({ active, over }) => (over ? REORDER_TEXTS.over(titleOf(active), positionOf(over), total) : undefined),
    onDragEnd: ({ active, over }) =>
      REORDER_TEXTS.dropped(titleOf(active), over ? positionOf(over) : positionOf(active), total),
    onDragCancel: ({ active }) => REORDER_TEXTS.cancelled(titleOf(active), positionOf(active), total),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!onReorder || !over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_TEXTS.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!onReorder}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One lecture of a LectureReorder: the row's ref and style (it follows the pointer, the others make room), and the
 * handle's props (its ref, pointer and keyboard listeners, and dnd-kit's aria attributes).
 */
export function useSortableLecture(id: string, title: string) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    data: { title },
  });
  return {
    rowProps: {
      ref: setNodeRef,
      style: { transform: CSS.Translate.toString(transform), transition },
      zIndex: isDragging ? 1 : undefined,
      position: 'relative' as const,
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
    isDragging,
  };
}
