import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextTracks } from '../../../../components/TextTracks';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { setLectureCompleted } from '../mutations/lectureProgress';
import { NextLectureOverlay } from '../player/NextLectureOverlay';
import { PlayerControls } from '../player/PlayerControls';
import { PlayerAlert, PlayerBanner, PlayerChecking } from '../player/PlayerNotice';
import { PlayerOverlay } from '../player/PlayerOverlay';
import { ResumeOverlay } from '../player/ResumeOverlay';
import { SEEK_STEP_SECONDS } from '../player/shortcutAnnouncements';
import { useAudioTrackLabel } from '../player/useAudioTrackLabel';
import { useInVideoQuestions } from '../player/useInVideoQuestions';
import { usePlaybackLease } from '../player/usePlaybackLease';
import { usePlaybackPreferences } from '../player/usePlaybackPreferences';
import { useProgressSaver } from '../player/useProgressSaver';
import { useSavedPosition } from '../player/useSavedPosition';
import { useShortcutAnnouncements } from '../player/useShortcutAnnouncements';
import { useStreamRecovery } from '../player/useStreamRecovery';
import { useTextTrackCount } from '../player/useTextTracks';
import { useVideoSource } from '../player/useVideoSource';
import { useViewingHeartbeat } from '../player/useViewingHeartbeat';
import { LectureSlides } from '../slides/LectureSlides';
import { TranscriptPanel } from '../transcript/TranscriptPanel';
import { LectureDetails } from './LectureDetails';

export const LecturePlayerFragment = graphql(`
  fragment LecturePlayer_lecture on Lecture {
    id
    title
    description
    videoUrl
    hlsUrl
    posterUrl
    storyboardUrl
    chaptersTrackUrl
    ...LectureSlides_lecture
    status
    processingProgress
    durationSeconds
    progress {
      lectureId
      positionSeconds
      completed
    }
    captions {
      id
      url
      language
      label
      kind
      status
    }
    questions {
      id
      title
      atSeconds
      skippable
      passMarkPercent
      bestAttempt {
        id
        passed
      }
    }
  }
`);

const InVideoQuestion = lazy(async () => ({
  default: (await import('../../../learning/quizzes/components/InVideoQuestion')).InVideoQuestion,
}));

/** The tracks a learner can turn on: READY ones with their file (an admin's list also holds those still transcribing). */
function readyCaptions(
  tracks: readonly { id: string; url?: string | null; status: string; language: string; label: string; kind: string }[],
) {
  return tracks.flatMap((track) => (track.status === 'READY' && track.url ? [{ ...track, url: track.url }] : []));
}

interface LecturePlayerProps {
  /** The lecture with this player's fragment, or a reference to one the cache holds with it. */
  lecture: FragmentType<typeof LecturePlayerFragment> | { __typename: 'Lecture'; id: string };
  /** Start playing at once (the learner picked this lecture, or resumed it from Continue watching). */
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
  /** Seconds in to open at, from the address (`&t=`), instead of the saved position. */
  startAt?: number;
  /** Told the video element once it exists (and null when it goes): the Q&A below reads its time and seeks it. */
  onVideo?: (video: HTMLVideoElement | null) => void;
  /** The moments (seconds) of the learner's notes and bookmarks in this lecture, marked on the seek bar. */
  noteMoments?: readonly number[];
}

/**
 * The selected lecture: its video in the player (PlayerControls: media-chrome's controls, menus and keyboard over the
 * video, the resume and next-lecture overlays inside it), its title and description. A READY lecture streams
 * adaptively (useVideoSource); its poster shows before play. A signed-in viewer's lecture loads once the device holds a
 * playback lease (usePlaybackLease), its position is saved (useProgressSaver) and offered again (useSavedPosition); a
 * failure is retried from where it was (useStreamRecovery), never a dead grey frame.
 */
export function LecturePlayer({
  lecture: ref,
  autoPlay = false,
  accessConfirmed,
  onPlaybackError,
  tracksProgress = false,
  next,
  startAt,
  onVideo,
  noteMoments = [],
}: LecturePlayerProps) {
  const { t } = useTranslation('player');
  // The in-video question's notice is the quizzes' own.
  const { t: tQuizzes } = useTranslation('quizzes');
  const format = useFormat();
  const client = useApolloClient();
  const { data: lecture, complete } = useFragment({
    fragment: LecturePlayerFragment,
    fragmentName: 'LecturePlayer_lecture',
    from: ref,
  });
  // Decided once, when the lecture opens: the position saved while it plays does not ask again.
  const tracks = tracksProgress && complete && lecture.status === 'READY';
  const saved = useSavedPosition({
    tracks,
    savedSeconds: lecture.progress?.positionSeconds,
    durationSeconds: lecture.durationSeconds ?? null,
    autoPlay,
    startAt,
  });
  const [ended, setEnded] = useState(false);
  const [savingCompletion, setSavingCompletion] = useState(false);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [controller, setController] = useState<HTMLElement | null>(null);
  const preferences = usePlaybackPreferences(video);
  const audioLabel = useAudioTrackLabel();
  const hlsUrl = complete ? (lecture.hlsUrl ?? null) : null;
  const lectureId = complete ? lecture.id : '';
  const leaseVideo = accessConfirmed ? video : null;
  const lease = usePlaybackLease(leaseVideo, lectureId, tracks);
  const recovery = useStreamRecovery({ video, lease, autoPlay, onPlaybackError, ...saved });
  const playable = recovery.failed ? null : leaseVideo;
  const source = useVideoSource({
    video: lease.loadable ? playable : null,
    hlsUrl,
    videoUrl: complete ? lecture.videoUrl : '',
    preferredHeight: preferences.height,
    onQualityChosen: preferences.setHeight,
    preferredAudio: preferences.audio,
    onAudioChosen: preferences.setAudio,
    audioLabel,
    onAccessDenied: () => {
      onPlaybackError?.();
      recovery.fail();
    },
    onBusy: recovery.onBusy,
    onFatal: recovery.fail,
  });
  const inVideo = useMemo(
    () =>
      (complete ? lecture.questions : []).flatMap((quiz) =>
        quiz.atSeconds === null
          ? []
          : [{ ...quiz, atSeconds: quiz.atSeconds, passed: Boolean(quiz.bestAttempt?.passed) }],
      ),
    [complete, lecture.questions],
  );
  // Asked of a learner who keeps progress (an attempt needs a signed-in subscriber or admin), not on a free preview.
  const questions = useInVideoQuestions(tracks ? playable : null, inVideo);
  useProgressSaver(playable, lectureId, tracks);
  useViewingHeartbeat(playable, lectureId, tracks);
  const announcement = useShortcutAnnouncements(controller, video);
  useEffect(() => {
    onVideo?.(video);
    return () => onVideo?.(null);
  }, [onVideo, video]);
  const textTracks = useTextTrackCount(video);
  // The controller labels itself 'video player' when it connects: name the lecture, and say its shortcuts.
  const controllerLabel = t('player.label', { title: lecture.title });
  const shortcutHelp = t('shortcuts.help', { seconds: format.number(SEEK_STEP_SECONDS) });
  useEffect(() => {
    controller?.setAttribute('aria-label', controllerLabel);
    controller?.setAttribute('aria-description', shortcutHelp);
  }, [controller, controllerLabel, shortcutHelp]);

  const toggleCompleted = async () => {
    if (!complete) return;
    setSavingCompletion(true);
    await setLectureCompleted(t, client, lecture.id, !lecture.progress?.completed);
    setSavingCompletion(false);
  };

  // Only while a deleted lecture is leaving the cache, before the page picks another.
  if (!complete) return null;
  const transcriptTracks = readyCaptions(lecture.captions);
  const duration = lecture.durationSeconds ?? 0;
  const overlay = questions.asking ? (
    <PlayerOverlay label={tQuizzes('inVideoPaused')} role="region" placement="top">
      <Text fontSize={{ base: 'xs', md: 'sm' }}>{tQuizzes('inVideoPaused')}</Text>
    </PlayerOverlay>
  ) : ended && next ? (
    <NextLectureOverlay title={next.title} onPlay={next.play} onCancel={() => setEnded(false)} />
  ) : saved.resumeAt !== null ? (
    <ResumeOverlay at={saved.resumeAt} resumed={saved.autoResumed} onChoose={(from) => saved.choose(video, from)} />
  ) : null;

  let screen: ReactNode;
  if (!accessConfirmed) {
    screen = <PlayerChecking label={t('player.checking')} />;
  } else if (lease.state.status === 'busy' && !lease.loadable) {
    screen = (
      <PlayerAlert
        message={lease.state.message || t('player.busy')}
        action={t('player.stopOthers')}
        busy={recovery.takingOver}
        onAction={() => void recovery.takeOver()}
      />
    );
  } else if (recovery.failed) {
    screen = <PlayerAlert message={t('player.failed')} action={t('player.retry')} onAction={recovery.tryAgain} />;
  } else {
    screen = (
      <Stack gap="2">
        <PlayerControls
          controllerRef={setController}
          overlay={overlay}
          captions={textTracks > 0}
          captionLanguages={textTracks > 1}
          captionsOn={preferences.captionsOn}
          captionSize={preferences.captionSize}
          onCaptionSize={preferences.setCaptionSize}
          savedFraction={saved.resumeAt !== null && duration > 0 ? saved.resumeAt / duration : null}
          markFractions={duration > 0 ? inVideo.map((quiz) => quiz.atSeconds / duration) : []}
          noteFractions={duration > 0 ? noteMoments.map((seconds) => seconds / duration) : []}
        >
          {/* A fresh element when the lecture becomes READY (original → HLS) as for each attempt. */}
          {/* biome-ignore lint/a11y/useMediaCaption: the tracks are the lecture's own; a lecture may have none yet. */}
          <video
            key={`${recovery.attempt}:${hlsUrl ?? ''}`}
            slot="media"
            ref={setVideo}
            src={lease.loadable ? source.src : undefined}
            poster={lecture.posterUrl ?? undefined}
            preload="metadata"
            autoPlay={autoPlay}
            playsInline
            aria-label={t('player.video', { title: lecture.title })}
            onError={(event) => source.engine !== 'hls.js' && recovery.onElementError(event.currentTarget)}
            onLoadedMetadata={(event) => {
              preferences.apply(event.currentTarget);
              saved.onLoadedMetadata(event.currentTarget);
            }}
            onPlaying={() => {
              recovery.onPlaying();
              saved.onPlaying();
              setEnded(false);
            }}
            onEnded={() => {
              saved.onEnded();
              setEnded(true);
            }}
          >
            {/* The storyboard: media-chrome's seek bar previews the frame under the pointer from this track's cues. */}
            {lecture.storyboardUrl ? (
              <track kind="metadata" label="thumbnails" default src={lecture.storyboardUrl} />
            ) : null}
            {/* The slides' chapters: media-chrome's seek bar is cut into them and previews their titles. */}
            {lecture.chaptersTrackUrl ? <track kind="chapters" default src={lecture.chaptersTrackUrl} /> : null}
            {/* Native HLS (Safari) takes the captions from the master playlist's SUBTITLES: no second copy here. */}
            {source.engine === 'native-hls' ? null : <TextTracks tracks={transcriptTracks} />}
          </video>
        </PlayerControls>
        {lease.state.status === 'busy' || lease.state.status === 'moved' ? (
          <PlayerBanner
            message={lease.state.status === 'moved' ? t('player.moved') : lease.state.message || t('player.busy')}
            action={lease.state.status === 'moved' ? t('player.resumeHere') : t('player.stopOthers')}
            busy={recovery.takingOver}
            onAction={() => void recovery.takeOver()}
          />
        ) : null}
        <VisuallyHidden role="status" aria-label={t('player.announcements')}>
          {announcement}
        </VisuallyHidden>
        {questions.asking ? (
          <Suspense fallback={null}>
            <InVideoQuestion
              key={questions.asking.id}
              quiz={questions.asking}
              lectureTitle={lecture.title}
              onContinue={questions.resume}
            />
          </Suspense>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      {lecture.status !== 'READY' ? (
        <Text role="note" fontSize="sm" p="3" rounded="md" bg="brand.subtle" color="brand.fg">
          {lecture.status === 'FAILED'
            ? t('player.previewFailed')
            : t('player.previewProcessing', { percent: format.number(lecture.processingProgress ?? 0) })}
        </Text>
      ) : null}
      {screen}
      <LectureDetails
        title={lecture.title}
        description={lecture.description}
        completed={tracks ? Boolean(lecture.progress?.completed) : null}
        saving={savingCompletion}
        onToggleCompleted={() => void toggleCompleted()}
      />
      {accessConfirmed ? <LectureSlides lecture={lecture} video={video} /> : null}
      {accessConfirmed && transcriptTracks.length ? (
        <TranscriptPanel video={video} tracks={transcriptTracks} lectureTitle={lecture.title} />
      ) : null}
    </Stack>
  );
}
