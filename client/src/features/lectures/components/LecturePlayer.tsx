import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { LectureItemFragment } from '../../../gql/graphql';

interface LecturePlayerProps {
  lecture: LectureItemFragment;
  /** Start playing at once (the user picked this lecture). */
  autoPlay?: boolean;
}

/** The selected lecture: its video (signed URL, streamed with range requests), title and description. */
export function LecturePlayer({ lecture, autoPlay = false }: LecturePlayerProps) {
  return (
    <Stack gap="4">
      {/* A new element per lecture: the previous video stops loading and the new one starts from the beginning. */}
      <Box asChild key={lecture.id} w="full" bg="black" rounded="lg" aspectRatio={16 / 9}>
        {/* biome-ignore lint/a11y/useMediaCaption: lectures are uploaded without caption tracks (spec section 3). */}
        <video
          src={lecture.videoUrl}
          controls
          preload="metadata"
          autoPlay={autoPlay}
          controlsList="nodownload"
          aria-label={`Video of ${lecture.title}`}
        />
      </Box>
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {lecture.title}
        </Heading>
        <Text whiteSpace="pre-line" color="gray.800">
          {lecture.description}
        </Text>
      </Stack>
    </Stack>
  );
}
