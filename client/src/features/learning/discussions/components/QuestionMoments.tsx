import { Box, chakra, Text } from '@chakra-ui/react';
import { formatVideoMoment } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';

interface QuestionMomentsProps {
  /** The listed questions asked at a moment of the video. */
  questions: readonly { id: string; title: string; videoSeconds: number }[];
  durationSeconds: number;
  onSeek: (seconds: number) => void;
}

/**
 * The lecture's timeline with a marker at each listed question's moment (Udemy shows bookmarks so): hovering or
 * focusing one names the question, pressing it plays the lecture from there. Each marker is a 24 px target around a
 * 12 px dot, so a finger finds it on a phone.
 */
export function QuestionMoments({ questions, durationSeconds, onSeek }: QuestionMomentsProps) {
  const { t } = useTranslation('discussions');
  const placed = questions.filter(({ videoSeconds }) => videoSeconds <= durationSeconds);
  if (durationSeconds <= 0 || placed.length === 0) return null;
  return (
    <Box role="group" aria-label={t('momentsLabel')}>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {t('momentsLabel')}
      </Text>
      <Box position="relative" h="6" mx="3">
        <Box position="absolute" top="50%" left="0" right="0" h="1.5" mt="-0.75" rounded="full" bg="bg.emphasized" />
        {placed.map((question) => {
          const label = t('momentMarker', { moment: formatVideoMoment(question.videoSeconds), title: question.title });
          return (
            <chakra.button
              key={question.id}
              type="button"
              aria-label={label}
              title={label}
              onClick={() => onSeek(question.videoSeconds)}
              position="absolute"
              top="0"
              left={`${((question.videoSeconds / durationSeconds) * 100).toFixed(2)}%`}
              transform="translateX(-50%)"
              w="6"
              h="6"
              display="flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              rounded="full"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.border' }}
              css={{ '&:hover > span, &:focus-visible > span': { transform: 'scale(1.35)' } }}
            >
              <chakra.span
                w="3"
                h="3"
                rounded="full"
                bg="brand.solid"
                borderWidth="2px"
                borderColor="bg.panel"
                boxShadow="sm"
                transition="transform 0.1s"
              />
            </chakra.button>
          );
        })}
      </Box>
    </Box>
  );
}
