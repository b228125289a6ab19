import { Box, Heading, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import type { Mentor } from './mentors';

/**
 * Accessible carousel (WAI-ARIA APG pattern): one slide at a time, previous/next buttons that wrap around,
 * slide changes announced politely.
 */
export function MentorCarousel({ mentors, label }: { mentors: Mentor[]; label?: string }) {
  const { t } = useTranslation('about');
  const [index, setIndex] = useState(0);
  const count = mentors.length;
  const mentor = mentors[index];
  if (!mentor) return null;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label ?? t('carousel.label')}
      maxW="xl"
      mx="auto"
      w="full"
    >
      <Box aria-live="polite" aria-atomic="true">
        <Stack
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.slide', { index: index + 1, count })}
          align="center"
          textAlign="center"
          gap="3"
          p="6"
          borderWidth="1px"
          borderColor="border"
          rounded="xl"
        >
          <Image src={mentor.image} alt={t('carousel.portrait', { name: mentor.name })} boxSize="32" rounded="full" />
          <Heading as="h3" size="lg">
            {mentor.name}
          </Heading>
          <Text fontWeight="semibold" color="fg.muted">
            {t(`mentors.${mentor.id}.role`)}
          </Text>
          <Text color="fg.muted">{t(`mentors.${mentor.id}.bio`)}</Text>
        </Stack>
      </Box>
      <HStack justify="center" gap="4" mt="4">
        <IconButton aria-label={t('carousel.previous')} variant="outline" rounded="full" onClick={() => go(-1)}>
          <FiChevronLeft />
        </IconButton>
        <Text aria-hidden="true" color="fg.muted">
          {index + 1} / {count}
        </Text>
        <IconButton aria-label={t('carousel.next')} variant="outline" rounded="full" onClick={() => go(1)}>
          <FiChevronRight />
        </IconButton>
      </HStack>
    </Box>
  );
}
