import { useQuery } from '@apollo/client/react';
import { Button, Image, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type CourseInput, courseSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useFileField } from '../../../components/hooks/useFileField';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { courseTexts } from '../../../shared/notices';
import { CourseCategoriesQuery } from '../documents';
import { isSupportedThumbnail, ThumbnailPicker } from './ThumbnailPicker';

const CATEGORY_OPTIONS_ID = 'course-category-options';

/** A course's text fields, as the course mutations take them. */
export type CourseFields = Omit<CourseInput, 'hasThumbnail'>;

export const EMPTY_COURSE: CourseFields = { title: '', createdBy: '', category: '', description: '' };

interface CourseFormProps {
  heading: string;
  submitLabel: string;
  /** The fields the form opens with (a course being edited, or blanks). */
  initial: CourseFields;
  /**
   * The thumbnail the course has (editing): shown until another is chosen, and it satisfies the thumbnail rule, so
   * choosing one is optional. Without it a thumbnail is required.
   */
  currentThumbnailUrl?: string;
  /** Called with valid fields and the chosen thumbnail (null: keep the current one). */
  onSubmit: (fields: CourseFields, thumbnail: File | null) => Promise<void>;
}

/**
 * The course form of /course/create and /course/edit: thumbnail (with preview), title, instructor, category (the
 * catalogue's categories offered) and description, validated by the shared course rules ('All Fields are mandatory').
 */
export function CourseForm({ heading, submitLabel, initial, currentThumbnailUrl, onSubmit }: CourseFormProps) {
  const categories = useQuery(CourseCategoriesQuery);
  const form = useForm<CourseInput>({
    resolver: zodResolver(courseSchema),
    defaultValues: { ...initial, ...(currentThumbnailUrl && { hasThumbnail: true }) },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [thumbnail, onThumbnail] = useFileField(form, 'hasThumbnail', {
    isSupported: isSupportedThumbnail,
    unsupportedMessage: courseTexts.unsupportedThumbnail,
  });
  const headingId = useId();

  const submit = handleSubmit(({ title, createdBy, category, description }) =>
    onSubmit({ title, createdBy, category, description }, thumbnail),
  );

  return (
    <FormStack onSubmit={submit} labelledBy={headingId} maxW="lg">
      <PageHeading id={headingId}>{heading}</PageHeading>
      {currentThumbnailUrl && !thumbnail ? (
        <Stack gap="1">
          <Image
            src={currentThumbnailUrl}
            alt="Current thumbnail"
            aspectRatio={16 / 9}
            w="full"
            rounded="md"
            bg="gray.100"
          />
          <Text fontSize="sm" color="gray.700">
            Choose a new thumbnail only to replace this one.
          </Text>
        </Stack>
      ) : null}
      <ThumbnailPicker file={thumbnail} onSelect={onThumbnail} error={errors.hasThumbnail?.message} />
      <FormField label="Title" error={errors.title?.message}>
        <Input placeholder="Enter the course title" {...register('title')} />
      </FormField>
      <FormField label="Instructor" error={errors.createdBy?.message}>
        <Input autoComplete="name" placeholder="Enter the instructor's name" {...register('createdBy')} />
      </FormField>
      <FormField label="Category" error={errors.category?.message}>
        <Input list={CATEGORY_OPTIONS_ID} placeholder="Enter the course category" {...register('category')} />
      </FormField>
      <datalist id={CATEGORY_OPTIONS_ID}>
        {(categories.data?.categories ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={5} placeholder="Enter the course description" {...register('description')} />
      </FormField>
      <Button type="submit" colorPalette="yellow" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </FormStack>
  );
}
