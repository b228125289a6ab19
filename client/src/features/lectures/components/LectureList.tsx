import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { describeDuration, formatDuration } from '../../../components/format/formatDuration';
import { graphql } from '../../../gql';
import { LectureStatus } from './LectureStatus';

export const LectureListFragment = graphql(`
  fragment LectureList_lecture on Lecture {
    id
    title
    durationSeconds
    status
    processingProgress
    failureReason
    freePreview
    progress {
      lectureId
      positionSeconds
      completed
    }
  }
`);

export const LECTURE_LIST_TEXTS = {
  completed: 'Completed',
  stoppedAt: (position: string) => `Stopped at ${position}`,
  freePreview: 'Free preview',
};

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
}

type LectureRowProps = Omit<LectureListProps, 'lectures'> & { lecture: LectureRef; number: number };

function LectureRow({
  lecture: ref,
  number,
  selectedId,
  onSelect,
  onDelete,
  deletingId,
  onRetry,
  retryingId,
  onTogglePreview,
  previewingId,
}: LectureRowProps) {
  const { data: lecture, complete } = useFragment({ fragment: LectureListFragment, from: ref });
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
  return (
    <Stack as="li" gap="1">
      <HStack gap="2" align="stretch">
        <Button
          flex="1"
          minW="0"
          justifyContent="flex-start"
          variant={selected ? 'subtle' : 'ghost'}
          colorPalette="yellow"
          aria-current={selected ? 'true' : undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          onClick={() => onSelect(lecture.id)}
        >
          <Text as="span" aria-hidden="true" color="gray.600" flexShrink="0">
            {number}.
          </Text>

          <Box as="span" id={titleId} truncate flex="1" textAlign="start">
            {lecture.title}
          </Box>
          {hasDuration ? (
            <Text as="span" aria-hidden="true" color="gray.600" fontVariantNumeric="tabular-nums" flexShrink="0">
              {formatDuration(duration)}
            </Text>
          ) : null}
        </Button>
        {onTogglePreview ? (
          <Button
            variant={lecture.freePreview ? 'solid' : 'outline'}
            colorPalette="yellow"
            aria-pressed={lecture.freePreview}
            aria-describedby={titleId}
            loading={previewingId === lecture.id}
            disabled={Boolean(previewingId)}
            onClick={() => onTogglePreview(lecture.id, !lecture.freePreview)}
          >
            {LECTURE_LIST_TEXTS.freePreview}
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            variant="outline"
            colorPalette="red"
            aria-describedby={titleId}
            loading={deletingId === lecture.id}
            disabled={Boolean(deletingId)}
            onClick={() => onDelete(lecture.id)}
          >
            Delete lecture
          </Button>
        ) : null}
      </HStack>
      {hasDuration ? <VisuallyHidden id={durationId}>{describeDuration(duration)}</VisuallyHidden> : null}
      {completed ? (
        <Text ps="4" fontSize="sm" color="green.700" fontWeight="bold">
          <span aria-hidden="true">✓</span>
          <VisuallyHidden id={progressId}>{LECTURE_LIST_TEXTS.completed}</VisuallyHidden>
        </Text>
      ) : stoppedAt ? (
        <Text id={progressId} ps="4" fontSize="xs" color="gray.600">
          {LECTURE_LIST_TEXTS.stoppedAt(formatDuration(stoppedAt))}
        </Text>
      ) : null}
      {onRetry ? (
        <Box ps="4">
          <LectureStatus
            status={lecture.status}
            processingProgress={lecture.processingProgress ?? null}
            failureReason={lecture.failureReason ?? null}
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
 * by its title and described by its length and the learner's progress: a completed mark (✓) or where they stopped. Admins see each lecture's processing state under it.
 */
export function LectureList({ lectures, ...props }: LectureListProps) {
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label="Lectures">
      {lectures.map((lecture, index) => (
        <LectureRow key={lecture.id} lecture={lecture} number={index + 1} {...props} />
      ))}
    </Stack>
  );
}
