import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Three question shapes, `height` tall each, while a list of questions loads. */
export function QuestionsSkeleton({ height }: { height: string }) {
  const { t } = useTranslation('discussions');
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('loadingQuestions')}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={height} rounded="lg" />
      ))}
    </Stack>
  );
}

interface QuestionsFailedProps {
  onRetry: () => void;
  /**
   * Under the lecture player, padded and with a small Retry; there it is a status, not an alert, because the player
   * above owns the page's alerts (a video that cannot play).
   */
  underPlayer?: boolean;
}

/** A list of questions that did not load, with Retry. */
export function QuestionsFailed({ onRetry, underPlayer = false }: QuestionsFailedProps) {
  const { t } = useTranslation(['discussions', 'common']);
  return (
    <Stack role={underPlayer ? 'status' : 'alert'} align="center" py={underPlayer ? '6' : undefined} gap="3">
      <Text>{t('failed')}</Text>
      <Button size={underPlayer ? 'sm' : undefined} variant="outline" onClick={onRetry}>
        {t('common:tryAgain')}
      </Button>
    </Stack>
  );
}
