import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';

type Status = 'PROCESSING' | 'READY' | 'FAILED';

interface LectureStatusProps {
  status: Status;
  processingProgress: number | null;
  failureReason: string | null;
  /** READY on its first rendition, the rest of the ladder being encoded. */
  renditionsPending?: boolean;
  /** READY, but its ladder failed: why (the lecture still plays). */
  renditionsFailureReason?: string | null;
  /** Shown for a FAILED lecture, or a READY one whose ladder failed; absent while a retry is under way. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The lecture's title, which names what the Retry button retries. */
  describedBy?: string;
}

/**
 * Where an uploaded lecture is (admins): 'Processing 37%' (live: the page polls while any lecture processes), 'Ready'
 * (with 'Higher qualities coming' while learners already play its first rendition and the ladder is encoded, or
 * 'Higher qualities failed' with the reason and a Retry button), or 'Failed' with the reason and a Retry button. Only
 * admins see it: its texts are the authoring namespace's (`lectureList.status`).
 */
export function LectureStatus({
  status,
  processingProgress,
  failureReason,
  renditionsPending = false,
  renditionsFailureReason = null,
  onRetry,
  retrying,
  describedBy,
}: LectureStatusProps) {
  const { t } = useTranslation('authoring');
  const format = useFormat();
  const retry = { onRetry, retrying, describedBy };
  if (status === 'READY' && renditionsFailureReason) {
    return (
      <Failure
        label={t('lectureList.status.higherQualitiesFailed')}
        reason={renditionsFailureReason}
        ready
        {...retry}
      />
    );
  }
  if (status === 'READY') {
    return (
      <HStack gap="2">
        <Badge colorPalette="green" variant="subtle">
          {t('lectureList.status.ready')}
        </Badge>
        {renditionsPending ? (
          <Badge colorPalette="gray" variant="subtle" role="status">
            {t('lectureList.status.higherQualitiesComing')}
          </Badge>
        ) : null}
      </HStack>
    );
  }
  if (status === 'PROCESSING') {
    return (
      <Badge colorPalette="brand" variant="subtle" role="status">
        {t('lectureList.status.processing', { percent: format.number(processingProgress ?? 0) })}
      </Badge>
    );
  }
  return <Failure label={t('lectureList.status.failed')} reason={failureReason} {...retry} />;
}

/** A failure with its reason and Retry: the whole processing's (red), or a READY lecture's ladder (Ready beside it). */
function Failure({
  label,
  reason,
  onRetry,
  retrying,
  describedBy,
  ready = false,
}: {
  label: string;
  reason: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  describedBy?: string;
  ready?: boolean;
}) {
  const { t } = useTranslation('authoring');
  return (
    <Stack gap="1" align="flex-start">
      <HStack gap="2">
        {ready ? (
          <Badge colorPalette="green" variant="subtle">
            {t('lectureList.status.ready')}
          </Badge>
        ) : null}
        <Badge colorPalette={ready ? 'orange' : 'red'} variant="subtle">
          {label}
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
            {t('lectureList.status.retry')}
          </Button>
        ) : null}
      </HStack>
      {reason ? (
        <Text fontSize="xs" color="fg.error">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
