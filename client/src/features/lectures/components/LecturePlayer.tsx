import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Button, Center, Heading, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, type SyntheticEvent, useRef, useState } from 'react';
import { graphql } from '../../../gql';

export const LecturePlayerFragment = graphql(`
  fragment LecturePlayer_lecture on Lecture {
    id
    title
    description
    videoUrl
  }
`);

export const PLAYER_TEXTS = {
  checking: 'Checking your access',
  failed: 'This video could not be played.',
  retry: 'Try again',
};

interface LecturePlayerProps {
  lecture: FragmentType<typeof LecturePlayerFragment>;
  /** Start playing at once (the user picked this lecture). */
  autoPlay?: boolean;
  /**
   * Whether the server has confirmed, for this showing of the page, that the viewer may watch. Until then (say, the
   * page was restored by the browser's Back button after a cancellation) no video is loaded or played.
   */
  accessConfirmed: boolean;
  /** The video failed: the page asks the server again whether the viewer may still watch (a 401 or 403 looks alike). */
  onPlaybackError?: () => void;
}

/** Where to pick up again once a fresh video element has loaded. */
interface Resume {
  at: number;
  playing: boolean;
}

const frame = { w: 'full', bg: 'black', rounded: 'lg', aspectRatio: 16 / 9 } as const;

/**
 * The selected lecture: its video, title and description. The video's URL is stable (the server authorizes each
 * request), so a failure is not an expired link: the player tries once more by itself from where it was (a store's
 * short-lived redirect may have lapsed mid-view), then says so and offers to try again, never a dead grey frame.
 */
export function LecturePlayer({
  lecture: ref,
  autoPlay = false,
  accessConfirmed,
  onPlaybackError,
}: LecturePlayerProps) {
  const { data: lecture, complete } = useFragment({ fragment: LecturePlayerFragment, from: ref });
  // A new element per attempt: it asks the stable URL afresh.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const resume = useRef<Resume | null>(null);
  const retriedAutomatically = useRef(false);

  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    resume.current = { at: video.currentTime, playing: !video.paused || autoPlay };
    onPlaybackError?.();
    if (!retriedAutomatically.current) {
      retriedAutomatically.current = true;
      setAttempt((count) => count + 1);
    } else {
      setFailed(true);
    }
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    const from = resume.current;
    resume.current = null;
    if (!from) return;
    if (from.at > 0) video.currentTime = from.at;
    // A browser may refuse to play without a gesture (and jsdom has no play() to speak of): the controls remain.
    if (from.playing) video.play()?.catch(() => undefined);
  };
  const tryAgain = () => {
    retriedAutomatically.current = false;
    setFailed(false);
    setAttempt((count) => count + 1);
  };

  // Only while a deleted lecture is leaving the cache, before the page picks another.
  if (!complete) return null;
  let screen: ReactNode;
  if (!accessConfirmed) {
    screen = (
      <Center {...frame} role="status">
        <Spinner color="white" aria-hidden="true" />
        <VisuallyHidden>{PLAYER_TEXTS.checking}</VisuallyHidden>
      </Center>
    );
  } else if (failed) {
    screen = (
      <Stack {...frame} role="alert" align="center" justify="center" gap="3" p="4" color="white" textAlign="center">
        <Text fontSize="lg">{PLAYER_TEXTS.failed}</Text>
        <Button colorPalette="yellow" onClick={tryAgain}>
          {PLAYER_TEXTS.retry}
        </Button>
      </Stack>
    );
  } else {
    screen = (
      <Box asChild key={attempt} {...frame}>
        {/* biome-ignore lint/a11y/useMediaCaption: lectures are uploaded without caption tracks (spec section 3). */}
        <video
          src={lecture.videoUrl}
          controls
          preload="metadata"
          autoPlay={autoPlay}
          controlsList="nodownload"
          aria-label={`Video of ${lecture.title}`}
          onError={onError}
          onLoadedMetadata={onLoadedMetadata}
          onPlaying={() => {
            // Playing again: a later failure gets its own automatic retry.
            retriedAutomatically.current = false;
          }}
        />
      </Box>
    );
  }

  return (
    <Stack gap="4">
      {screen}
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
