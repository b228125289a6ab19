import { useQuery } from '@apollo/client/react';
import { Button, Input, Textarea } from '@chakra-ui/react';
import { type CourseInput, courseSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { courseTexts } from '../../../app/notices';
import { useFileField } from '../../../components/hooks/useFileField';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { isSupportedThumbnail, ThumbnailPicker } from '../components/ThumbnailPicker';
import { CourseCategoriesQuery } from '../documents';
import { useCreateCourseMutation } from '../mutations/useCreateCourseMutation';

const CATEGORY_OPTIONS_ID = 'course-category-options';

/** /course/create (ADMIN): thumbnail (with preview), title, instructor, category, description; then /courses. */
export function CreateCoursePage() {
  const navigate = useNavigate();
  const [createCourse] = useCreateCourseMutation();
  const categories = useQuery(CourseCategoriesQuery);
  const form = useForm<CourseInput>({
    resolver: zodResolver(courseSchema),
    defaultValues: { title: '', createdBy: '', category: '', description: '' },
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

  const onSubmit = handleSubmit(async ({ title, createdBy, category, description }) => {
    if (!thumbnail) return;
    if (await createCourse({ title, createdBy, category, description, thumbnail })) navigate('/courses');
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="create-course-heading" maxW="lg">
      <PageHeading id="create-course-heading">Create New Course</PageHeading>
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
        Create Course
      </Button>
    </FormStack>
  );
}
