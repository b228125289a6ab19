import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Button, chakra, HStack, Image, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../components/format/formatDuration';
import { graphql } from '../../../../gql';
import { SeekItemButton } from '../player/SeekItemButton';
import { useIndexAtVideoTime } from '../player/useIndexAtVideoTime';

export const LectureSlidesFragment = graphql(`
  fragment LectureSlides_lecture on Lecture {
    id
    handoutUrl
    slides {
      startSeconds
      title
      imageUrl
    }
  }
`);

/** The index of the slide on screen at `seconds` (the last to start at or before it); -1 before the first. */
export function slideAt(slides: readonly { startSeconds: number }[], seconds: number): number {
  let found = -1;
  slides.forEach((slide, index) => {
    if (slide.startSeconds <= seconds + 0.05) found = index;
  });
  return found;
}

interface LectureSlidesProps {
  lecture: FragmentType<typeof LectureSlidesFragment>;
  /** The player's video: the strip follows its time and seeks it. */
  video: HTMLVideoElement | null;
}

/**
 * The lecture's slides under its video, as its chapters: a strip of their pictures with titles and times, the one on
 * screen marked and kept in view, a click plays from that slide; and the slides' PDF handout. Nothing for a lecture
 * without slides. The seek bar marks the same chapters from the chapters track (LecturePlayer).
 */
export function LectureSlides({ lecture: ref, video }: LectureSlidesProps) {
  const { t } = useTranslation('slides');
  const headingId = useId();
  const { data: lecture, complete } = useFragment({ fragment: LectureSlidesFragment, from: ref });
  const slides = complete ? lecture.slides : [];
  const current = useIndexAtVideoTime(video, slides, slideAt);
  const strip = useRef<HTMLOListElement>(null);

  // Keep the slide on screen in view inside the strip (not the page).
  useEffect(() => {
    const box = strip.current;
    const item = box?.querySelector<HTMLElement>(`[data-slide="${current}"]`);
    if (!box || !item) return;
    const left = item.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + item.offsetWidth > box.scrollLeft + box.clientWidth) {
      box.scrollLeft = Math.max(0, left - box.clientWidth / 3);
    }
  }, [current]);

  if (!complete || !slides.length) return null;
  const seek = (seconds: number) => {
    if (!video) return;
    video.currentTime = seconds;
    // A browser may refuse to play without a gesture of its own: the time is set all the same.
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- jsdom's play() returns undefined
    void video.play()?.catch(() => undefined);
  };
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" overflow="hidden">
      <HStack justify="space-between" gap="3" flexWrap="wrap" p="4" borderBottomWidth="1px" bg="bg.subtle">
        <Text as="h3" id={headingId} fontWeight="semibold" textStyle="lg">
          {t('heading', { count: slides.length })}
        </Text>
        {lecture.handoutUrl ? (
          <Button asChild size="xs" variant="outline">
            <a href={lecture.handoutUrl} download>
              {t('handout')}
            </a>
          </Button>
        ) : null}
      </HStack>
      <chakra.ol
        ref={strip}
        listStyleType="none"
        display="flex"
        gap="3"
        overflowX="auto"
        p="3"
        scrollSnapType="x proximity"
        aria-labelledby={headingId}
      >
        {slides.map((slide, index) => (
          <li key={slide.imageUrl} data-slide={index}>
            <SeekItemButton
              current={index === current}
              focusOffset="2px"
              display="flex"
              flexDirection="column"
              gap="1.5"
              w={{ base: '36', md: '44' }}
              p="1.5"
              borderWidth="2px"
              borderRadius="md"
              scrollSnapAlign="start"
              aria-label={t('seek', { time: formatDuration(slide.startSeconds), title: slide.title })}
              onClick={() => seek(slide.startSeconds)}
            >
              <Image
                src={slide.imageUrl}
                alt=""
                loading="lazy"
                w="full"
                aspectRatio={16 / 9}
                objectFit="contain"
                bg="bg.muted"
                borderRadius="sm"
              />
              <Text as="span" fontFamily="mono" textStyle="xs" color="brand.fg">
                {formatDuration(slide.startSeconds)}
              </Text>
              <Text as="span" textStyle="sm" lineClamp={2} color={index === current ? 'fg' : 'fg.muted'}>
                {slide.title}
              </Text>
            </SeekItemButton>
          </li>
        ))}
      </chakra.ol>
    </Box>
  );
}
