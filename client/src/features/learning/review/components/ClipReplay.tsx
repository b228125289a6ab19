import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FiRotateCcw } from 'react-icons/fi';
import { TextTracks } from '../../../../components/TextTracks';
import { formatClock } from '../../quizzes/clock';
import type { ReviewResult } from '../reviewSession';

type Clip = NonNullable<ReviewResult['clip']>;

interface ClipReplayProps {
  clip: Clip;
  onTryAgain: () => void;
}

/**
 * The part of the lecture that teaches the missed question: the lecture's video from the clip's start, paused at its
 * end, with the lecture's caption tracks, then Try again. The `#t=` media fragment asks the browser for that stretch;
 * the handlers hold it where the fragment is not honoured. A browser that refuses to start it unasked leaves the play
 * button to the learner.
 */
export function ClipReplay({ clip, onTryAgain }: ClipReplayProps) {
  const { t } = useTranslation('review');
  const video = useRef<HTMLVideoElement>(null);

  const playFromStart = useCallback(() => {
    const element = video.current;
    if (!element) return;
    element.currentTime = clip.startSeconds;
    // Refused (no gesture yet): the video's own play button is there.
    element.play().catch(() => undefined);
  }, [clip.startSeconds]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const stopAtEnd = () => {
      if (element.currentTime >= clip.endSeconds) element.pause();
    };
    element.addEventListener('loadedmetadata', playFromStart);
    element.addEventListener('timeupdate', stopAtEnd);
    return () => {
      element.removeEventListener('loadedmetadata', playFromStart);
      element.removeEventListener('timeupdate', stopAtEnd);
    };
  }, [clip.endSeconds, playFromStart]);

  const label = t('clipLabel', {
    lecture: clip.lectureTitle,
    from: formatClock(clip.startSeconds),
    to: formatClock(clip.endSeconds),
  });
  return (
    <Stack gap="3">
      <Box borderRadius="lg" overflow="hidden" bg="black">
        {/* biome-ignore lint/a11y/useMediaCaption: the tracks are the lecture's own (TextTracks below); a lecture may have none. */}
        <chakra.video
          ref={video}
          src={`${clip.videoUrl}#t=${clip.startSeconds},${clip.endSeconds}`}
          aria-label={label}
          controls
          playsInline
          preload="metadata"
          w="full"
          display="block"
        >
          <TextTracks tracks={clip.captions} />
        </chakra.video>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={playFromStart}>
          <FiRotateCcw aria-hidden />
          {t('replay')}
        </Button>
        <Button colorPalette="brand" onClick={onTryAgain}>
          {t('tryAgain')}
        </Button>
      </HStack>
    </Stack>
  );
}
