import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { Box, Button, Center, Flex, Heading, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { formatDuration } from '../../../components/format/formatDuration';
import { graphql } from '../../../gql';
import { setLectureCompleted } from '../mutations/lectureProgress';
import { PlayerToolbar } from '../player/PlayerToolbar';
import { applyShortcut, SHORTCUT_HELP } from '../player/playerShortcuts';
import { usePlaybackLease } from '../player/usePlaybackLease';
import { useProgressSaver } from '../player/useProgressSaver';
import { useVideoSource } from '../player/useVideoSource';
import { LECTURE_STATUS_TEXTS } from './LectureStatus';
import { NextLectureCountdown } from './NextLectureCountdown';

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
    durationSeconds
    progress {
      lectureId
      positionSeconds
      completed
    }
  }
`);

/** A saved position this far in (seconds) or less starts the lecture from the beginning, without asking. */
export const RESUME_AFTER_SECONDS = 30;
/** A position this close to the end (seconds) counts as finished: the lecture starts over without asking. */
const FINISHED_WITHIN_SECONDS = 10;

/** Where to offer to resume a lecture: its saved position, unless it is near the start or the end. */
export function resumePosition(positionSeconds: number | undefined, durationSeconds: number | null): number | null {
  if (positionSeconds === undefined || positionSeconds <= RESUME_AFTER_SECONDS) return null;
  if (durationSeconds !== null && positionSeconds >= durationSeconds - FINISHED_WITHIN_SECONDS) return null;
  return positionSeconds;
}

export const PLAYER_TEXTS = {
  checking: 'Checking your access',
  failed: 'This video could not be played.',
  retry: 'Try again',
  previewProcessing: (percent: number) =>
    `${LECTURE_STATUS_TEXTS.processing(percent)}: you are previewing the original upload. Learners see this lecture once it is ready.`,
  previewFailed: 'Processing failed: you are previewing the original upload. Learners do not see this lecture.',
  resume: (at: number) => `Resume from ${formatDuration(at)}`,
  resumed: (at: number) => `Resumed from ${formatDuration(at)}`,
  startOver: 'Start over',
  markComplete: 'Mark as complete',
  markNotComplete: 'Mark as not complete',
  /** The fallback when the server's refusal carries no text (it says how many devices play). */
  busy: 'Your account is already playing on other devices.',
  stopOthers: 'Stop playback on other devices',
  moved: 'Playback moved to another device.',
  resumeHere: 'Resume here',
};

interface LecturePlayerProps {
  /** The lecture with this player's fragment, or a reference to one the cache holds with it. */
  lecture: FragmentType<typeof LecturePlayerFragment> | { __typename: 'Lecture'; id: string };
  /** Start playing at once (the user picked this lecture). */
  autoPlay?: boolean;
  /**
   * Whether the server has confirmed, for this showing of the page, that the viewer may watch. Until then (say, the
   * page was restored by the browser's Back button after a cancellation) no video is loaded or played.
   */
  accessConfirmed: boolean;
  /** The video failed: the page asks the server again whether the viewer may still watch (a 401 or 403 looks alike). */
  onPlaybackError?: () => void;
  /**
   * A signed-in viewer's READY lecture: the position is saved while it plays, a saved one is offered to resume, and
   * it can be marked complete by hand. It also plays under the account's limit of devices playing at once: a playback
   * lease is asked for before it loads (usePlaybackLease).
   */
  tracksProgress?: boolean;
  /** The lecture after this one: it starts after a countdown once this one ends. */
  next?: { title: string; play: () => void };
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
 * tried once more from where it was, then the player says so and offers to try again, never a dead grey frame. A
 * signed-in viewer's lecture loads once the device holds a playback lease (usePlaybackLease): when the account already
 * plays on as many devices as it may, or another device took playback over, the player says so and offers to play
 * here instead.
 */
export function LecturePlayer({
  lecture: ref,
  autoPlay = false,
  accessConfirmed,
  onPlaybackError,
  tracksProgress = false,
  next,
}: LecturePlayerProps) {
  const client = useApolloClient();
  const { data: lecture, complete } = useFragment({ fragment: LecturePlayerFragment, from: ref });
  // Decided once, when the lecture opens: the position saved while it plays does not ask again.
  const tracks = tracksProgress && complete && lecture.status === 'READY';
  const [resumeAt, setResumeAt] = useState(() =>
    tracks ? resumePosition(lecture.progress?.positionSeconds, lecture.durationSeconds ?? null) : null,
  );
  const [ended, setEnded] = useState(false);
  const [savingCompletion, setSavingCompletion] = useState(false);
  // A new element per attempt: it asks the stable URL afresh.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [rate, setRate] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const [takingOver, setTakingOver] = useState(false);
  // Playing from the saved position by itself (a lecture picked from the list), rather than after 'Resume from'.
  const [autoResumed, setAutoResumed] = useState(false);
  // The saved position is where the video opens: Play resumes; 'Start over' goes back to the beginning.
  const resume = useRef<Resume | null>(resumeAt === null ? null : { at: resumeAt, playing: autoPlay });
  const retriedAutomatically = useRef(false);
  // The server refused the stream's playlist: hls.js stopped, so playing again needs a fresh load.
  const refused = useRef(false);
  const reloadStream = () => {
    refused.current = false;
    setAttempt((count) => count + 1);
  };
  const hlsUrl = complete ? (lecture.hlsUrl ?? null) : null;
  const playable = accessConfirmed && !failed ? video : null;
  const lease = usePlaybackLease(playable, complete ? lecture.id : '', tracks);
  const source = useVideoSource({
    video: lease.loadable ? playable : null,
    hlsUrl,
    videoUrl: complete ? lecture.videoUrl : '',
    onAccessDenied: () => {
      onPlaybackError?.();
      setFailed(true);
    },
    // The server refused the playlist to this device (its lease was lost): ask again, and say so or reload.
    onBusy: () => {
      refused.current = true;
      if (video) resume.current = { at: video.currentTime, playing: !video.paused };
      void lease.recheck().then((clear) => clear && reloadStream());
    },
    onFatal: () => setFailed(true),
  });
  useProgressSaver(accessConfirmed && !failed ? video : null, complete ? lecture.id : '', tracks);

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
    // A lecture picked from the list plays at once from its saved position: 'Start over' stays on offer.
    if (from.playing && resumeAt !== null) setAutoResumed(true);
    // A browser may refuse to play without a gesture (and jsdom has no play() to speak of): the controls remain.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom's play() returns undefined
    if (from.playing) element.play()?.catch(() => undefined);
  };
  const chooseStart = (from: 'saved' | 'beginning') => {
    setResumeAt(null);
    if (!video) return;
    if (from === 'beginning') video.currentTime = 0;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom's play() returns undefined
    video.play()?.catch(() => undefined);
  };
  const toggleCompleted = async () => {
    if (!complete) return;
    setSavingCompletion(true);
    await setLectureCompleted(client, lecture.id, !lecture.progress?.completed);
    setSavingCompletion(false);
  };
  // 'Stop playback on other devices' or 'Resume here': the click is the gesture that lets the video play.
  const takeOver = async () => {
    setTakingOver(true);
    const loaded = lease.loadable;
    // Refused while loaded (a lapsed or taken-over lease): the stream may have stopped, so it loads afresh from where
    // it was.
    const reload = loaded && (lease.state.status === 'busy' || refused.current);
    const clear = await lease.takeOver();
    setTakingOver(false);
    if (!clear) return;
    if (loaded && !reload) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom's play() returns undefined
      video?.play()?.catch(() => undefined);
      return;
    }
    resume.current = { at: reload ? (video?.currentTime ?? 0) : (resume.current?.at ?? 0), playing: true };
    if (reload) reloadStream();
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
  } else if (lease.state.status === 'busy' && !lease.loadable) {
    screen = (
      <Stack {...frame} role="alert" align="center" justify="center" gap="3" p="4" color="white" textAlign="center">
        <Text fontSize="lg">{lease.state.message || PLAYER_TEXTS.busy}</Text>
        <Button colorPalette="yellow" loading={takingOver} onClick={() => void takeOver()}>
          {PLAYER_TEXTS.stopOthers}
        </Button>
      </Stack>
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
              src={lease.loadable ? source.src : undefined}
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
                // Playing chooses the saved position, unless it started there by itself: then 'Start over' stays.
                if (!autoResumed) setResumeAt(null);
                setEnded(false);
              }}
              onEnded={() => {
                setResumeAt(null);
                setEnded(true);
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
        {lease.state.status === 'busy' || lease.state.status === 'moved' ? (
          <HStack role="alert" gap="3" wrap="wrap" p="3" rounded="md" bg="orange.50" color="orange.900">
            <Text>
              {lease.state.status === 'moved' ? PLAYER_TEXTS.moved : lease.state.message || PLAYER_TEXTS.busy}
            </Text>
            <Button size="sm" colorPalette="orange" loading={takingOver} onClick={() => void takeOver()}>
              {lease.state.status === 'moved' ? PLAYER_TEXTS.resumeHere : PLAYER_TEXTS.stopOthers}
            </Button>
          </HStack>
        ) : null}
        {resumeAt !== null ? (
          <HStack gap="2" wrap="wrap" role="group" aria-label="Where to start">
            {autoResumed ? (
              <Text fontSize="sm">{PLAYER_TEXTS.resumed(resumeAt)}</Text>
            ) : (
              <Button size="sm" colorPalette="yellow" onClick={() => chooseStart('saved')}>
                {PLAYER_TEXTS.resume(resumeAt)}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => chooseStart('beginning')}>
              {PLAYER_TEXTS.startOver}
            </Button>
          </HStack>
        ) : null}
        {ended && next ? (
          <NextLectureCountdown title={next.title} onPlay={next.play} onCancel={() => setEnded(false)} />
        ) : null}
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
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg">
            {lecture.title}
          </Heading>
          {tracks ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette={lecture.progress?.completed ? 'gray' : 'green'}
              loading={savingCompletion}
              onClick={() => void toggleCompleted()}
            >
              {lecture.progress?.completed ? PLAYER_TEXTS.markNotComplete : PLAYER_TEXTS.markComplete}
            </Button>
          ) : null}
        </Flex>
        <Text whiteSpace="pre-line" color="gray.800">
          {lecture.description}
        </Text>
      </Stack>
    </Stack>
  );
}
