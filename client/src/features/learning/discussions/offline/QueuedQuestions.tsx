import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiClock } from 'react-icons/fi';
import { useQueuedQuestions } from './useQueuedQuestions';

/** The learner's questions asked offline under this lecture: shown where they will appear once posted. */
export function QueuedQuestions({ lectureId }: { lectureId: string }) {
  const { t } = useTranslation('discussions');
  const { waiting } = useQueuedQuestions(lectureId);
  if (!waiting.length) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" ps="0" aria-label={t('offline.queuedList')}>
      {waiting.map((question) => (
        <Box as="li" key={question.id} p="3" layerStyle="surface.card" borderStyle="dashed">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="semibold">{question.title}</Text>
            <Badge colorPalette="orange" gap="1">
              <FiClock aria-hidden />
              {t('offline.waiting')}
            </Badge>
          </HStack>
          <Text color="fg.muted" fontSize="sm" mt="1" lineClamp={2}>
            {question.body}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
