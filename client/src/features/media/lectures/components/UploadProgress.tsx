import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { UploadProgress as Progressed } from '../../../../app/apollo/uploadLink';
import { formatBytes } from '../formatBytes';

interface UploadProgressProps {
  progress: Progressed;
  /** Shown while the upload can still be cancelled. */
  onCancel?: () => void;
  /** The bar's accessible name: a queue of uploads names each after its file. */
  label?: string;
}

/**
 * The upload bar, driven by the upload link's progress events: percentage, bytes sent of total and a Cancel button.
 * The track is the `progressbar` (aria-valuenow = percent).
 */
export function UploadProgress({ progress, onCancel, label }: UploadProgressProps) {
  const { t } = useTranslation('authoring');
  const { loaded, total, percent } = progress;
  const done = percent >= 100;
  return (
    <Stack gap="2" p="4" borderWidth="1px" borderColor="border" rounded="md">
      <Progress.Root recipe={progressSlotRecipe} value={percent} max={100} colorPalette="brand" size="lg">
        <HStack justify="space-between" mb="2">
          <Progress.Label>{t('progress.uploading')}</Progress.Label>
          <Progress.ValueText>{t('progress.percent', { percent })}</Progress.ValueText>
        </HStack>
        <Progress.Track aria-label={label ?? t('progress.label')}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t(done ? 'progress.saving' : 'progress.sent', { loaded: formatBytes(loaded), total: formatBytes(total) })}
        </Text>
        {onCancel && !done ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel}>
            {t('progress.cancel')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
