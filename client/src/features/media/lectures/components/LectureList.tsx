import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../components/format/formatDuration';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { LectureListQuiz } from '../../../learning/quizzes/components/LectureListQuiz';
import type { PlacedQuiz, QuizPlaces } from '../../../learning/quizzes/courseQuizPlaces';
import { LectureAdminControls } from './LectureAdminControls';
import {
  type Direction,
  type LectureMove,
  LectureReorder,
  MoveAnnouncement,
  moveButtonId,
  ReorderHandle,
  useSortableLecture,
} from './LectureReorder';
import { LectureStatus } from './LectureStatus';

export const LectureListFragment = graphql(`
  fragment LectureList_lecture on Lecture {
    id
    title
    durationSeconds
    status
    processingProgress
    failureReason
    renditionsPending
    renditionsFailureReason
    freePreview
    progress {
      lectureId
      positionSeconds
      completed
    }
  }
`);

/** The completed mark: a symbol, the same in every language (screen readers hear the translated 'Completed'). */
const COMPLETED_MARK = '✓';

type LectureRef = FragmentType<typeof LectureListFragment>;

interface LectureListProps {
  /** The page's lectures: each with its id (the key) and this list's fragment. */
  lectures: readonly (LectureRef & { id: string })[];
  selectedId: string | undefined;
  onSelect: (lectureId: string) => void;
  /** Admins only: a 'Delete lecture' control per lecture. */
  onDelete?: (lectureId: string) => void;
  /** The lecture being deleted, if any. */
  deletingId?: string | null;
  /** Admins only: each lecture's processing state, and a Retry button on a FAILED one. */
  onRetry?: (lectureId: string) => void;
  /** The lecture whose processing is being queued again, if any. */
  retryingId?: string | null;
  /** Admins only: a 'Free preview' toggle per lecture. */
  onTogglePreview?: (lectureId: string, preview: boolean) => void;
  /** The lecture whose free preview is being changed, if any. */
  previewingId?: string | null;
  /** Admins only: an 'Edit lecture' control per lecture. */
  onEdit?: (lectureId: string) => void;
  /**
   * Admins only: the lectures can be put in another order, by drag and drop (a handle per lecture, which the keyboard
   * drives too) or with 'Move up' and 'Move down'; called with every lecture id in the new order.
   */
  onReorder?: (lectureIds: string[]) => void;
  /** The course's quizzes, each listed after the lecture it follows (the rest at the end), and their course. */
  quizzes?: { courseId: string; places: QuizPlaces };
}

type LectureRowProps = Omit<LectureListProps, 'lectures' | 'onReorder' | 'quizzes'> & {
  lecture: LectureRef;
  number: number;
  total: number;
  /** Reordering is on: the row's handle and 'Move up' / 'Move down'. */
  onMove?: (lectureId: string, title: string, direction: Direction) => void;
};

function LectureRow({
  lecture: ref,
  number,
  total,
  onMove,
  onEdit,
  selectedId,
  onSelect,
  onDelete,
  deletingId,
  onRetry,
  retryingId,
  onTogglePreview,
  previewingId,
}: LectureRowProps) {
  const { t } = useTranslation('player');
  const format = useFormat();
  const { data: lecture, complete } = useFragment({ fragment: LectureListFragment, from: ref });
  const sortable = useSortableLecture(lecture.id ?? '', lecture.title ?? '');
  // Only while a deleted lecture is leaving the cache, before the list that held it renders again.
  if (!complete) return null;
  const selected = lecture.id === selectedId;
  const titleId = `lecture-title-${lecture.id}`;
  const duration = lecture.durationSeconds ?? 0;
  const hasDuration = typeof lecture.durationSeconds === 'number';
  const durationId = `lecture-duration-${lecture.id}`;
  const progressId = `lecture-progress-${lecture.id}`;
  const completed = Boolean(lecture.progress?.completed);
  // A position worth resuming from (not the first seconds) of a lecture not completed.
  const stoppedAt =
    !completed && (lecture.progress?.positionSeconds ?? 0) >= 1 ? lecture.progress?.positionSeconds : null;
  const describedBy = [hasDuration ? durationId : '', completed || stoppedAt ? progressId : ''].filter(Boolean);
  const admin = Boolean(onMove || onEdit || onTogglePreview || onDelete);
  return (
    <Stack as="li" gap="1" {...(onMove ? sortable.rowProps : {})} bg={sortable.isDragging ? 'bg' : undefined}>
      <HStack gap="2" align="stretch">
        {onMove ? <ReorderHandle title={lecture.title} handleProps={sortable.handleProps} /> : null}
        <Button
          flex="1"
          minW="0"
          justifyContent="flex-start"
          variant={selected ? 'subtle' : 'ghost'}
          colorPalette="brand"
          aria-current={selected ? 'true' : undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          onClick={() => onSelect(lecture.id)}
        >
          <Text as="span" aria-hidden="true" color="fg.muted" flexShrink="0">
            {t('list.number', { number: format.number(number) })}
          </Text>

          <Box as="span" id={titleId} truncate flex="1" textAlign="start">
            {lecture.title}
          </Box>
          {completed ? (
            // The mark sits in the row, beside the length; screen readers hear 'Completed' as the description.
            <Text as="span" aria-hidden="true" color="fg.success" fontWeight="bold" flexShrink="0">
              {COMPLETED_MARK}
            </Text>
          ) : null}
          {hasDuration ? (
            <Text as="span" aria-hidden="true" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink="0">
              {formatDuration(duration)}
            </Text>
          ) : null}
        </Button>
      </HStack>
      {admin ? (
        <LectureAdminControls
          lecture={{ id: lecture.id, title: lecture.title, freePreview: lecture.freePreview }}
          describedBy={titleId}
          canMoveUp={number > 1}
          canMoveDown={number < total}
          onMove={onMove}
          onEdit={onEdit}
          onTogglePreview={onTogglePreview}
          previewingId={previewingId}
          onDelete={onDelete}
          deletingId={deletingId}
        />
      ) : null}
      {hasDuration ? <VisuallyHidden id={durationId}>{format.duration(duration)}</VisuallyHidden> : null}
      {completed ? (
        <VisuallyHidden id={progressId}>{t('list.completed')}</VisuallyHidden>
      ) : stoppedAt ? (
        <Text id={progressId} ps="4" fontSize="xs" color="fg.muted">
          {t('list.stoppedAt', { position: formatDuration(stoppedAt) })}
        </Text>
      ) : null}
      {onRetry ? (
        <Box ps="4">
          <LectureStatus
            status={lecture.status}
            processingProgress={lecture.processingProgress ?? null}
            failureReason={lecture.failureReason ?? null}
            renditionsPending={lecture.renditionsPending ?? false}
            renditionsFailureReason={lecture.renditionsFailureReason ?? null}
            onRetry={() => onRetry(lecture.id)}
            retrying={retryingId === lecture.id}
            describedBy={titleId}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The course's lectures in order, each with its length; the selected one is marked `aria-current`. Each button is named
 * by its title and described by its length and the learner's progress: a completed mark (✓) or where they stopped.
 * Admins see each lecture's processing state under it, its controls (edit, free preview, delete) and, with
 * `onReorder`, a drag handle and 'Move up' / 'Move down' (LectureReorder); a move keeps the focus on the button that
 * made it, and is announced. The course's quizzes are listed where they belong: each after the lecture it follows.
 */
export function LectureList({ lectures, onReorder, quizzes, ...props }: LectureListProps) {
  const { t } = useTranslation('player');
  const ids = lectures.map((lecture) => lecture.id);
  const quizRows = (placed: readonly PlacedQuiz[]) =>
    placed.map((quiz) => <LectureListQuiz key={quiz.id} quiz={quiz} courseId={quizzes?.courseId ?? ''} />);
  // Quizzes after a lecture this list does not show (or before any lecture) close the list.
  const atEnd = [...(quizzes?.places ?? [])].flatMap(([lectureId, placed]) =>
    lectureId !== null && ids.includes(lectureId) ? [] : placed,
  );
  const [lastMove, setLastMove] = useState<LectureMove | null>(null);
  // The move button to focus once the list shows the new order (moving a row's element can drop its focus).
  const focusAfterMove = useRef<{ lectureId: string; direction: Direction } | null>(null);
  const order = ids.join(' ');
  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || !order) return;
    focusAfterMove.current = null;
    const button = document.getElementById(moveButtonId(pending.lectureId, pending.direction));
    const other = document.getElementById(moveButtonId(pending.lectureId, pending.direction === -1 ? 1 : -1));
    // At the top or the bottom its own button is disabled: the other one takes the focus.
    (button instanceof HTMLButtonElement && !button.disabled ? button : other)?.focus();
  }, [order]);

  const onMove = (lectureId: string, title: string, direction: Direction) => {
    const from = ids.indexOf(lectureId);
    const to = from + direction;
    if (!onReorder || from < 0 || to < 0 || to >= ids.length) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, lectureId);
    focusAfterMove.current = { lectureId, direction };
    setLastMove({ title, position: to + 1, total: ids.length });
    onReorder(next);
  };

  return (
    <LectureReorder ids={ids} onReorder={onReorder}>
      <Stack as="ol" gap="2" listStyleType="none" aria-label={t('list.label')}>
        {lectures.map((lecture, index) => (
          <Fragment key={lecture.id}>
            <LectureRow
              lecture={lecture}
              number={index + 1}
              total={lectures.length}
              onMove={onReorder ? onMove : undefined}
              {...props}
            />
            {quizRows(quizzes?.places.get(lecture.id) ?? [])}
          </Fragment>
        ))}
        {quizRows(atEnd)}
      </Stack>
      {onReorder ? <MoveAnnouncement move={lastMove} /> : null}
    </LectureReorder>
  );
}
