import { IconButton, VisuallyHidden } from '@chakra-ui/react';
import type { Active, Announcements, DndContextProps, Over } from '@dnd-kit/core';
import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMenu } from 'react-icons/fi';
import { SortableList } from '../../../../components/SortableList';
import { useFormat } from '../../../../i18n/format';

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

/** The sortable list itself, sortable only with `onReorder`. */
function SortableLectures({
  ids,
  onReorder,
  accessibility,
  children,
}: LectureReorderProps & { accessibility?: DndContextProps['accessibility'] }) {
  return (
    <SortableList
      ids={ids}
      onMove={onReorder ? (from, to) => onReorder(arrayMove(ids, from, to)) : undefined}
      accessibility={accessibility}
    >
      {children}
    </SortableList>
  );
}

/** The admin's sortable list, each step of a drag announced by title and position in the screen's language. */
function AnnouncedSortableLectures(props: LectureReorderProps) {
  const { t } = useTranslation('authoring');
  const format = useFormat();
  const total = format.number(props.ids.length);
  const at = (item: Active | Over | null, place: Active | Over | null = item) => ({
    title: titleOf(item),
    position: format.number(positionOf(place)),
    total,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('lectureList.reorder.pickedUp', at(active)),
    onDragOver: ({ active, over }) => (over ? t('lectureList.reorder.over', at(active, over)) : undefined),
    onDragEnd: ({ active, over }) => t('lectureList.reorder.dropped', at(active, over ?? active)),
    onDragCancel: ({ active }) => t('lectureList.reorder.cancelled', at(active)),
  };
  const instructions = { draggable: t('lectureList.reorder.instructions') };
  return <SortableLectures {...props} accessibility={{ announcements, screenReaderInstructions: instructions }} />;
}

/**
 * Drag and drop of a course's lectures (dnd-kit): by pointer, or from the keyboard on a lecture's handle (space to
 * pick up, arrows to move, space to drop, escape to cancel), each step announced to screen readers by title and
 * position. Without `onReorder` nothing can be dragged, and nothing is said: the announcements are the authoring
 * texts, which only an admin's screen fetches.
 */
export function LectureReorder(props: LectureReorderProps) {
  return props.onReorder ? <AnnouncedSortableLectures {...props} /> : <SortableLectures {...props} />;
}

/** A lecture's drag handle (admins, reordering on), named after the lecture it moves. */
export function ReorderHandle({
  title,
  handleProps,
}: {
  title: string;
  handleProps: ReturnType<typeof useSortableLecture>['handleProps'];
}) {
  const { t } = useTranslation('authoring');
  return (
    <IconButton
      variant="ghost"
      size="sm"
      cursor="grab"
      touchAction="none"
      {...handleProps}
      aria-label={t('lectureList.reorder.handle', { title })}
    >
      <FiMenu />
    </IconButton>
  );
}

/** Where a 'Move up' or 'Move down' put a lecture. */
export interface LectureMove {
  title: string;
  /** From 1. */
  position: number;
  total: number;
}

/** The last move said to screen readers (a polite live region), in the screen's language. */
export function MoveAnnouncement({ move }: { move: LectureMove | null }) {
  const { t } = useTranslation('authoring');
  const format = useFormat();
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {move
        ? t('lectureList.reorder.moved', {
            title: move.title,
            position: format.number(move.position),
            total: format.number(move.total),
          })
        : ''}
    </VisuallyHidden>
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
