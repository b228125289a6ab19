import { Badge, Button, Card, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { formatBytes } from '../formatBytes';
import type { QueuedLecture, QueuedStatus } from '../hooks/useLectureUploadQueue';
import { UploadProgress } from './UploadProgress';

const STATUS_PALETTE: Record<QueuedStatus, string> = {
  waiting: 'gray',
  uploading: 'yellow',
  added: 'green',
  failed: 'red',
  cancelled: 'gray',
};

interface QueuedLectureRowProps {
  lecture: QueuedLecture;
  /** Fields lock while the queue runs, except on the ones already added (which are done anyway). */
  locked: boolean;
  onEdit: (fields: Partial<Pick<QueuedLecture, 'title' | 'description'>>) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/** One video of the queue: its file, the lecture's title and description, and its upload's state. */
export function QueuedLectureRow({ lecture, locked, onEdit, onRemove, onCancel }: QueuedLectureRowProps) {
  const { t } = useTranslation('authoring');
  const { file, status, progress, message } = lecture;
  const frozen = locked || status === 'added' || status === 'uploading';
  return (
    <Card.Root as="li" variant="outline" aria-label={file.name}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" gap="3" align="start">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {file.name}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {formatBytes(file.size)}
            </Text>
          </Stack>
          <Badge colorPalette={STATUS_PALETTE[status]} flexShrink={0}>
            {t(`queue.status.${status}`)}
          </Badge>
        </HStack>
        <FormField label={t('lecture.title')}>
          <Input
            aria-label={t('queue.titleLabel', { file: file.name })}
            value={lecture.title}
            disabled={frozen}
            onChange={(event) => onEdit({ title: event.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('lecture.description')}>
          <Textarea
            aria-label={t('queue.descriptionLabel', { file: file.name })}
            rows={2}
            value={lecture.description}
            placeholder={t('lecture.descriptionPlaceholder')}
            disabled={frozen}
            onChange={(event) => onEdit({ description: event.currentTarget.value })}
          />
        </FormField>
        {status === 'uploading' && progress ? (
          <UploadProgress
            progress={progress}
            onCancel={onCancel}
            label={t('queue.progressLabel', { file: file.name })}
          />
        ) : null}
        {message ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {message}
          </Text>
        ) : null}
        {frozen ? null : (
          <HStack justify="end">
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('queue.removeLabel', { file: file.name })}
              onClick={onRemove}
            >
              {t('queue.remove')}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
