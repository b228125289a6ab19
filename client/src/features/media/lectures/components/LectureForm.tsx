import { Button, Input, Textarea } from '@chakra-ui/react';
import { type LectureInput, lectureSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { UploadProgress as Progressed } from '../../../../app/apollo/uploadLink';
import { useFileField } from '../../../../components/hooks/useFileField';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageIntro } from '../../../../components/ui/page-intro';
import { courseTexts } from '../../../../shared/notices';
import { UploadProgress } from './UploadProgress';
import { isSupportedVideo, VideoPicker } from './VideoPicker';

/** A lecture's text fields, as the lecture mutations take them. */
export type LectureFields = Omit<LectureInput, 'hasVideo'>;

export const EMPTY_LECTURE: LectureFields = { title: '', description: '' };

interface LectureFormProps {
  heading: string;
  submitLabel: string;
  courseTitle: string;
  initial: LectureFields;
  /** The lecture has a video already (editing): choosing one is optional, and replaces it. */
  hasVideo?: boolean;
  /** The upload's progress, once one started (useUploadControl). */
  progress: Progressed | null;
  uploading: boolean;
  onCancelUpload: () => void;
  /** Called with valid fields and the chosen video (null: none chosen, allowed only with `hasVideo`). */
  onSubmit: (fields: LectureFields, video: File | null) => Promise<void>;
  /** Under the heading: another way to do it (adding several lectures at once). */
  aside?: ReactNode;
}

/**
 * The lecture form of /course/addlecture and /course/editlecture: title, description and a video (with preview),
 * validated by the shared lecture rules ('All fields are mandatory'); while the video uploads, its progress with a
 * Cancel button, and the fields locked.
 */
export function LectureForm({
  heading,
  submitLabel,
  courseTitle,
  initial,
  hasVideo = false,
  progress,
  uploading,
  onCancelUpload,
  onSubmit,
  aside,
}: LectureFormProps) {
  const { t } = useTranslation('authoring');
  const headingId = useId();
  const form = useForm<LectureInput>({
    resolver: zodResolver(lectureSchema),
    defaultValues: { ...initial, ...(hasVideo && { hasVideo: true }) },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [video, onVideo] = useFileField(form, 'hasVideo', {
    isSupported: isSupportedVideo,
    unsupportedMessage: courseTexts.unsupportedVideo,
  });
  const submit = handleSubmit(({ title, description }) => onSubmit({ title, description }, video));

  return (
    <FormStack onSubmit={submit} labelledBy={headingId} maxW="lg">
      <PageIntro
        heading={heading}
        headingId={headingId}
        intro={
          <Trans t={t} i18nKey="lecture.course" values={{ title: courseTitle }} components={{ strong: <strong /> }} />
        }
        gap="1"
      >
        {aside}
      </PageIntro>
      <FormField label={t('lecture.title')} error={errors.title?.message}>
        <Input placeholder={t('lecture.titlePlaceholder')} disabled={uploading} {...register('title')} />
      </FormField>
      <FormField label={t('lecture.description')} error={errors.description?.message}>
        <Textarea
          rows={4}
          placeholder={t('lecture.descriptionPlaceholder')}
          disabled={uploading}
          {...register('description')}
        />
      </FormField>
      <VideoPicker
        file={video}
        onSelect={onVideo}
        disabled={uploading}
        error={errors.hasVideo?.message}
        helperText={hasVideo ? t('lecture.keepVideo') : undefined}
      />
      {progress ? <UploadProgress progress={progress} onCancel={uploading ? onCancelUpload : undefined} /> : null}
      <Button
        type="submit"
        colorPalette="brand"
        loading={uploading || isSubmitting}
        loadingText={video ? t('lecture.uploading') : undefined}
      >
        {submitLabel}
      </Button>
    </FormStack>
  );
}
