import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';

export const LECTURE_STATUS_TEXTS = {
  processing: (percent: number) => `Processing ${percent}%`,
  ready: 'Ready',
  failed: 'Failed',
  retry: 'Retry',
};

type Status = 'PROCESSING' | 'READY' | 'FAILED';

interface LectureStatusProps {
  status: Status;
  processingProgress: number | null;
  failureReason: string | null;
  /** Shown for a FAILED lecture; absent while a retry is under way. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The lecture's title, which names what the Retry button retries. */
  describedBy?: string;
}

/**
 * Where an uploaded lecture is (admins): 'Processing 37%' (live: the page polls while any lecture processes), 'Ready',
 * or 'Failed' with the reason and a Retry button.
 */
export function LectureStatus({
  status,
  processingProgress,
  failureReason,
  onRetry,
  retrying,
  describedBy,
}: LectureStatusProps) {
  if (status === 'READY') {
    return (
      <Badge colorPalette="green" variant="subtle">
        {LECTURE_STATUS_TEXTS.ready}
      </Badge>
    );
  }
  if (status === 'PROCESSING') {
    return (
      <Badge colorPalette="brand" variant="subtle" role="status">
        {LECTURE_STATUS_TEXTS.processing(processingProgress ?? 0)}
      </Badge>
    );
  }
  return (
    <Stack gap="1" align="flex-start">
      <HStack gap="2">
        <Badge colorPalette="red" variant="subtle">
          {LECTURE_STATUS_TEXTS.failed}
        </Badge>
        {onRetry ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={retrying}
            onClick={onRetry}
            aria-describedby={describedBy}
          >
            {LECTURE_STATUS_TEXTS.retry}
          </Button>
        ) : null}
      </HStack>
      {failureReason ? (
        <Text fontSize="xs" color="fg.error">
          {failureReason}
        </Text>
      ) : null}
    </Stack>
  );
}
