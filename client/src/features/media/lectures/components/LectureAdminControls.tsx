import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiArrowDown, FiArrowUp } from 'react-icons/fi';
import { type Direction, moveButtonId } from './LectureReorder';

interface LectureAdminControlsProps {
  lecture: { id: string; title: string; freePreview: boolean };
  /** The id of the lecture's title: every control is described by it ('Delete lecture', 'Hooks in depth'). */
  describedBy: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Reordering is on: 'Move up' and 'Move down'. */
  onMove?: (lectureId: string, title: string, direction: Direction) => void;
  onEdit?: (lectureId: string) => void;
  onTogglePreview?: (lectureId: string, preview: boolean) => void;
  /** The lecture whose free preview is being changed, if any. */
  previewingId?: string | null;
  onDelete?: (lectureId: string) => void;
  /** The lecture being deleted, if any. */
  deletingId?: string | null;
}

/** An admin's controls under a lecture of the list: those it is given a handler for, in the authoring texts. */
export function LectureAdminControls({
  lecture,
  describedBy,
  canMoveUp,
  canMoveDown,
  onMove,
  onEdit,
  onTogglePreview,
  previewingId,
  onDelete,
  deletingId,
}: LectureAdminControlsProps) {
  const { t } = useTranslation('authoring');
  const moves = [
    { direction: -1 as const, label: t('lectureList.reorder.moveUp'), enabled: canMoveUp, icon: <FiArrowUp /> },
    { direction: 1 as const, label: t('lectureList.reorder.moveDown'), enabled: canMoveDown, icon: <FiArrowDown /> },
  ];
  return (
    <HStack gap="2" ps="4" wrap="wrap">
      {onMove
        ? moves.map(({ direction, label, enabled, icon }) => (
            <IconButton
              key={direction}
              id={moveButtonId(lecture.id, direction)}
              size="xs"
              variant="outline"
              aria-label={label}
              title={label}
              aria-describedby={describedBy}
              disabled={!enabled}
              onClick={() => onMove(lecture.id, lecture.title, direction)}
            >
              {icon}
            </IconButton>
          ))
        : null}
      {onEdit ? (
        <Button size="xs" variant="outline" aria-describedby={describedBy} onClick={() => onEdit(lecture.id)}>
          {t('lectureList.edit')}
        </Button>
      ) : null}
      {onTogglePreview ? (
        <Button
          size="xs"
          variant={lecture.freePreview ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={lecture.freePreview}
          aria-describedby={describedBy}
          loading={previewingId === lecture.id}
          disabled={Boolean(previewingId)}
          onClick={() => onTogglePreview(lecture.id, !lecture.freePreview)}
        >
          {t('lectureList.freePreview')}
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-describedby={describedBy}
          loading={deletingId === lecture.id}
          disabled={Boolean(deletingId)}
          onClick={() => onDelete(lecture.id)}
        >
          {t('lectureList.delete')}
        </Button>
      ) : null}
    </HStack>
  );
}
