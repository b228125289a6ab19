import { useQuery } from '@apollo/client/react';
import { Button, Image, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import {
  type CourseInput,
  canonicalLanguage,
  courseSchema,
  DEFAULT_COURSE_LANGUAGE,
  LANGUAGE_TAG_MAX,
  languageTagSchema,
  SUPPORTED_LOCALES,
} from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFileField } from '../../../../components/hooks/useFileField';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { useFormat } from '../../../../i18n/format';
import { courseTexts } from '../../../../shared/notices';
import { CourseLanguagesQuery, ManagedCategoriesQuery } from '../documents';
import { CourseDetailsFields, type CourseDetailsText, detailsOf } from './CourseDetailsFields';
import { TeacherPhotoPicker } from './TeacherPhotoPicker';
import { isSupportedThumbnail, ThumbnailPicker } from './ThumbnailPicker';

const CATEGORY_OPTIONS_ID = 'course-category-options';
const LANGUAGE_OPTIONS_ID = 'course-language-options';

/** A course's text fields, as the course mutations take them. */
export type CourseFields = Omit<CourseInput, 'hasThumbnail'> & ReturnType<typeof detailsOf> & { language: string };

/** The form's own fields: the spec's, the language, the details as text, and (creating) how it is published. */
type CourseFormValues = CourseInput &
  CourseDetailsText & { language: string; publishing: 'ready' | 'draft'; hasInstructorAvatar?: boolean };

export const EMPTY_COURSE: Omit<CourseInput, 'hasThumbnail'> & CourseDetailsText & { language: string } = {
  title: '',
  createdBy: '',
  category: '',
  language: DEFAULT_COURSE_LANGUAGE,
  description: '',
  subtitle: '',
  outcomes: '',
  requirements: '',
  instructorBio: '',
};

const formSchema = courseSchema.extend({
  language: languageTagSchema,
  subtitle: z.string(),
  outcomes: z.string(),
  requirements: z.string(),
  instructorBio: z.string(),
  publishing: z.enum(['ready', 'draft']),
  hasInstructorAvatar: z.boolean().optional(),
});

const PUBLISHING_KEYS = { ready: 'course.publishReady', draft: 'course.publishDraft' } as const;
const PUBLISHING_CHOICES = ['ready', 'draft'] as const;

export interface CourseSubmission {
  fields: CourseFields;
  thumbnail: File | null;
  instructorAvatar: File | null;
  /** Creating: publish by itself with the first READY lecture. */
  publishWhenReady: boolean;
}

interface CourseFormProps {
  heading: string;
  submitLabel: string;
  /** The fields the form opens with (a course being edited, or blanks). */
  initial: typeof EMPTY_COURSE;
  /**
   * The thumbnail the course has (editing): shown until another is chosen, and it satisfies the thumbnail rule, so
   * choosing one is optional. Without it a thumbnail is required.
   */
  currentThumbnailUrl?: string;
  /** The teacher's photo the course has (editing): shown until another is chosen. */
  currentInstructorAvatarUrl?: string | null;
  /** Creating: offer the choice of how the course is published. */
  offerPublishing?: boolean;
  onSubmit: (submission: CourseSubmission) => Promise<void>;
}

/**
 * The course form of /course/create and /course/edit: thumbnail (with preview), title, instructor, category (the
 * managed categories offered; a new name creates one, "design" joining "Design"), description, validated by the shared
 * course rules ('All Fields are mandatory'); then the course page's optional details and, creating, how it is published
 * (by default with its first ready lecture, so the spec's create, add lecture, watch flow needs no extra step).
 */
export function CourseForm(props: CourseFormProps) {
  const { heading, submitLabel, initial, currentThumbnailUrl, currentInstructorAvatarUrl, onSubmit } = props;
  const { offerPublishing = false } = props;
  const { t } = useTranslation('authoring');
  const format = useFormat();
  const categories = useQuery(ManagedCategoriesQuery);
  const catalogueLanguages = useQuery(CourseLanguagesQuery).data?.courseLanguages.languages ?? [];
  const form = useForm<CourseFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { ...initial, publishing: 'ready', ...(currentThumbnailUrl && { hasThumbnail: true }) },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const [thumbnail, onThumbnail] = useFileField(form, 'hasThumbnail', {
    isSupported: isSupportedThumbnail,
    unsupportedMessage: courseTexts.unsupportedThumbnail,
  });
  // The thumbnail's formats and message: the server stores the photo as a thumbnail.
  const [instructorAvatar, onInstructorAvatar, instructorAvatarRefused] = useFileField(form, 'hasInstructorAvatar', {
    isSupported: isSupportedThumbnail,
    unsupportedMessage: courseTexts.unsupportedThumbnail,
  });
  const headingId = useId();

  const typedLanguage = canonicalLanguage(watch('language'));
  const submit = handleSubmit(async ({ title, createdBy, category, language, description, publishing, ...details }) => {
    // The photo is optional, so the schema passes without one: a refused file keeps the form, and its message, here.
    if (instructorAvatarRefused) return;
    const { hasInstructorAvatar: _, ...texts } = details;
    await onSubmit({
      fields: { title, createdBy, category, language, description, ...detailsOf(texts) },
      thumbnail,
      instructorAvatar,
      publishWhenReady: publishing === 'ready',
    });
  });

  return (
    <FormProvider {...form}>
      <FormStack onSubmit={submit} labelledBy={headingId} maxW="lg">
        <PageHeading id={headingId}>{heading}</PageHeading>
        {currentThumbnailUrl && !thumbnail ? (
          <Stack gap="1">
            <Image
              src={currentThumbnailUrl}
              alt={t('course.currentThumbnail')}
              aspectRatio={16 / 9}
              w="full"
              rounded="md"
            />
            <Text fontSize="sm" color="fg.muted">
              {t('course.replaceThumbnail')}
            </Text>
          </Stack>
        ) : null}
        <ThumbnailPicker file={thumbnail} onSelect={onThumbnail} error={errors.hasThumbnail?.message} />
        <FormField label={t('course.title')} error={errors.title?.message}>
          <Input placeholder={t('course.titlePlaceholder')} {...register('title')} />
        </FormField>
        <FormField label={t('course.instructor')} error={errors.createdBy?.message}>
          <Input autoComplete="name" placeholder={t('course.instructorPlaceholder')} {...register('createdBy')} />
        </FormField>
        <FormField label={t('course.category')} helperText={t('course.categoryHelp')} error={errors.category?.message}>
          <Input list={CATEGORY_OPTIONS_ID} placeholder={t('course.categoryPlaceholder')} {...register('category')} />
        </FormField>
        <datalist id={CATEGORY_OPTIONS_ID}>
          {(categories.data?.managedCategories ?? []).map(({ name }) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <FormField
          label={t('course.language')}
          helperText={
            typedLanguage ? t('course.languageName', { language: format.languageName(typedLanguage) }) : undefined
          }
          error={errors.language?.message}
        >
          <Input list={LANGUAGE_OPTIONS_ID} maxLength={LANGUAGE_TAG_MAX} autoComplete="off" {...register('language')} />
        </FormField>
        {/* Suggested as one types: the catalogue's languages, and the interface's own. */}
        <datalist id={LANGUAGE_OPTIONS_ID}>
          {[...new Set([...catalogueLanguages, ...SUPPORTED_LOCALES])].map((tag) => (
            <option key={tag} value={tag}>
              {format.languageName(tag)}
            </option>
          ))}
        </datalist>
        <FormField label={t('course.description')} error={errors.description?.message}>
          <Textarea rows={5} placeholder={t('course.descriptionPlaceholder')} {...register('description')} />
        </FormField>
        <CourseDetailsFields />
        <TeacherPhotoPicker
          file={instructorAvatar}
          onSelect={onInstructorAvatar}
          currentUrl={currentInstructorAvatarUrl}
          name={watch('createdBy')}
          error={errors.hasInstructorAvatar?.message}
        />
        {offerPublishing ? (
          <RadioGroup.Root
            recipe={radioGroupSlotRecipe}
            colorPalette="brand"
            defaultValue="ready"
            onValueChange={({ value }) => form.setValue('publishing', value === 'draft' ? 'draft' : 'ready')}
            aria-label={t('course.publishing')}
          >
            <Text fontWeight="medium" mb="2">
              {t('course.publishing')}
            </Text>
            <Stack gap="2">
              {PUBLISHING_CHOICES.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(PUBLISHING_KEYS[value])}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        ) : null}
        <Button type="submit" colorPalette="brand" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </FormStack>
    </FormProvider>
  );
}
