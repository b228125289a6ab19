import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { LectureItemFragment } from '../../../gql/graphql';

interface LectureListProps {
  lectures: readonly LectureItemFragment[];
  selectedId: string | undefined;
  onSelect: (lecture: LectureItemFragment) => void;
  /** Admins only: a 'Delete lecture' control per lecture. */
  onDelete?: (lecture: LectureItemFragment) => void;
  /** The lecture being deleted, if any. */
  deletingId?: string | null;
}

/** The course's lectures in order; the selected one is marked `aria-current`. Each button is named by its title. */
export function LectureList({ lectures, selectedId, onSelect, onDelete, deletingId }: LectureListProps) {
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label="Lectures">
      {lectures.map((lecture, index) => {
        const selected = lecture.id === selectedId;
        const titleId = `lecture-title-${lecture.id}`;
        return (
          <HStack as="li" key={lecture.id} gap="2" align="stretch">
            <Button
              flex="1"
              minW="0"
              justifyContent="flex-start"
              variant={selected ? 'subtle' : 'ghost'}
              colorPalette="yellow"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(lecture)}
            >
              <Text as="span" aria-hidden="true" color="gray.600" flexShrink="0">
                {index + 1}.
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
                onClick={() => onDelete(lecture)}
              >
                Delete lecture
              </Button>
            ) : null}
          </HStack>
        );
      })}
    </Stack>
  );
}
