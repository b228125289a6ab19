import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Button, Center, Heading, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import { PlayerToolbar } from '../player/PlayerToolbar';
import { applyShortcut, SHORTCUT_HELP } from '../player/playerShortcuts';
import { useVideoSource } from '../player/useVideoSource';
import { LECTURE_STATUS_TEXTS } from './LectureStatus';

export const LecturePlayerFragment = graphql(`
  fragment LecturePlayer_lecture on Lecture {
    id
    title
    description
    videoUrl
    hlsUrl
    posterUrl
    status
    processingProgress
  }
`);

export const PLAYER_TEXTS = {
  checking: 'Checking your access',
  failed: 'This video could not be played.',
  retry: 'Try again',
  previewProcessing: (percent: number) =>
    `${LECTURE_STATUS_TEXTS.processing(percent)}: you are previewing the original upload. Learners see this lecture once it is ready.`,
  previewFailed: 'Processing failed: you are previewing the original upload. Learners do not see this lecture.',
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
 * The selected lecture: its video, title and description. A READY lecture streams adaptively (HLS: hls.js, loaded
 * with this player only, or the browser's own), with a quality menu, playback speeds and keyboard shortcuts while the
 * player has focus; its poster shows before play. The stable URLs are authorized per request, so a failure is not an
 * expired link: expired signed segments reload the playlist from where they were (useVideoSource); a failed file is
 * tried once more from where it was, then the player says so and offers to try again, never a dead grey frame.
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
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [rate, setRate] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const resume = useRef<Resume | null>(null);
  const retriedAutomatically = useRef(false);
  const hlsUrl = complete ? (lecture.hlsUrl ?? null) : null;
  const source = useVideoSource({
    video: accessConfirmed && !failed ? video : null,
    hlsUrl,
    videoUrl: complete ? lecture.videoUrl : '',
    onAccessDenied: () => {
      onPlaybackError?.();
      setFailed(true);
    },
    onFatal: () => setFailed(true),
  });

  useEffect(() => {
    if (video) video.playbackRate = rate;
  }, [video, rate]);

  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    // hls.js reports its own errors (useVideoSource); this is the element failing a file or native playlist.
    if (source.engine === 'hls.js') return;
    const element = event.currentTarget;
    resume.current = { at: element.currentTime, playing: !element.paused || autoPlay };
    onPlaybackError?.();
    if (!retriedAutomatically.current) {
      retriedAutomatically.current = true;
      setAttempt((count) => count + 1);
    } else {
      setFailed(true);
    }
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    // A new source resets the rate.
    element.playbackRate = rate;
    const from = resume.current;
    resume.current = null;
    if (!from) return;
    if (from.at > 0) element.currentTime = from.at;
    // A browser may refuse to play without a gesture (and jsdom has no play() to speak of): the controls remain.
    if (from.playing) element.play()?.catch(() => undefined);
  };
  const tryAgain = () => {
    retriedAutomatically.current = false;
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only for the player itself (the frame or the video): a select or button keeps its own keys.
    const target = event.target as HTMLElement;
    if (!video || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target !== event.currentTarget && target !== video) return;
    const said = applyShortcut(video, event.key);
    if (said === null) return;
    event.preventDefault();
    setAnnouncement(said);
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
      <Stack gap="2">
        <Box
          {...frame}
          tabIndex={0}
          role="group"
          aria-label={`Player: ${lecture.title}`}
          aria-description={SHORTCUT_HELP}
          onKeyDown={onKeyDown}
          overflow="hidden"
          _focusVisible={{ outline: '3px solid', outlineColor: 'yellow.500', outlineOffset: '2px' }}
        >
          {/* A fresh element when the lecture becomes READY (original → HLS) as for each attempt. */}
          <Box asChild key={`${attempt}:${hlsUrl ?? ''}`} w="full" h="full">
            {/* biome-ignore lint/a11y/useMediaCaption: lectures are uploaded without caption tracks (spec section 3). */}
            <video
              ref={setVideo}
              src={source.src}
              poster={lecture.posterUrl ?? undefined}
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
        </Box>
        <PlayerToolbar
          levels={source.levels}
          selectedLevel={source.selectedLevel}
          playingLevel={source.playingLevel}
          onSelectLevel={source.selectLevel}
          rate={rate}
          onRate={(next) => {
            setRate(next);
            setAnnouncement(`Speed ${next}x`);
          }}
        />
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      {lecture.status !== 'READY' ? (
        <Text role="note" fontSize="sm" p="3" rounded="md" bg="yellow.50" color="yellow.900">
          {lecture.status === 'FAILED'
            ? PLAYER_TEXTS.previewFailed
            : PLAYER_TEXTS.previewProcessing(lecture.processingProgress ?? 0)}
        </Text>
      ) : null}
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
