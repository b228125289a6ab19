import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../../gql';

export const LectureListFragment = graphql(`
  fragment LectureList_lecture on Lecture {
    id
    title
  }
`);

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
}

type LectureRowProps = Omit<LectureListProps, 'lectures'> & { lecture: LectureRef; number: number };

function LectureRow({ lecture: ref, number, selectedId, onSelect, onDelete, deletingId }: LectureRowProps) {
  const { data: lecture, complete } = useFragment({ fragment: LectureListFragment, from: ref });
  // Only while a deleted lecture is leaving the cache, before the list that held it renders again.
  if (!complete) return null;
  const selected = lecture.id === selectedId;
  const titleId = `lecture-title-${lecture.id}`;
  return (
    <HStack as="li" gap="2" align="stretch">
      <Button
        flex="1"
        minW="0"
        justifyContent="flex-start"
        variant={selected ? 'subtle' : 'ghost'}
        colorPalette="yellow"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(lecture.id)}
      >
        <Text as="span" aria-hidden="true" color="gray.600" flexShrink="0">
          {number}.
        </Text>
        <Box as="span" id={titleId} truncate>
          {lecture.title}
        </Box>
      </Button>
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
  );
}

/** The course's lectures in order; the selected one is marked `aria-current`. Each button is named by its title. */
export function LectureList({ lectures, ...props }: LectureListProps) {
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label="Lectures">
      {lectures.map((lecture, index) => (
        <LectureRow key={lecture.id} lecture={lecture} number={index + 1} {...props} />
      ))}
    </Stack>
  );
}
