import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { discussionTexts } from '../discussionTexts';

/** Three question shapes, `height` tall each, while a list of questions loads. */
export function QuestionsSkeleton({ height }: { height: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading the questions">
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
  return (
    <Stack role={underPlayer ? 'status' : 'alert'} align="center" py={underPlayer ? '6' : undefined} gap="3">
      <Text>{discussionTexts.failed}</Text>
      <Button size={underPlayer ? 'sm' : undefined} variant="outline" onClick={onRetry}>
        {discussionTexts.retry}
      </Button>
    </Stack>
  );
}
