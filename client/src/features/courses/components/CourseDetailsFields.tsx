import { Input, Textarea } from '@chakra-ui/react';
import { COURSE_LIST_ITEM_MAX, COURSE_LIST_MAX_ITEMS, INSTRUCTOR_BIO_MAX, SHORT_TEXT_MAX } from '@coursehub/shared';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';

/** The course page's selling fields as the form edits them: each list as lines of text. */
export interface CourseDetailsText {
  subtitle: string;
  outcomes: string;
  requirements: string;
  instructorBio: string;
}

/** The details as the course mutations take them: lists split into lines, blanks dropped. */
export const detailsOf = ({ subtitle, outcomes, requirements, instructorBio }: CourseDetailsText) => ({
  subtitle: subtitle.trim() || null,
  outcomes: lines(outcomes),
  requirements: lines(requirements),
  instructorBio: instructorBio.trim() || null,
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const detailsText = (course: {
  subtitle?: string | null;
  outcomes?: readonly string[];
  requirements?: readonly string[];
  instructorBio?: string | null;
}): CourseDetailsText => ({
  subtitle: course.subtitle ?? '',
  outcomes: (course.outcomes ?? []).join('\n'),
  requirements: (course.requirements ?? []).join('\n'),
  instructorBio: course.instructorBio ?? '',
});

const listHint = `One per line, up to ${COURSE_LIST_MAX_ITEMS} lines of ${COURSE_LIST_ITEM_MAX} characters`;

/** The optional fields of the course form (inside its FormProvider) that the course page sells with. */
export function CourseDetailsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CourseDetailsText>();
  return (
    <>
      <FormField label="Tagline (optional)" error={errors.subtitle?.message}>
        <Input maxLength={SHORT_TEXT_MAX} placeholder="One line under the title" {...register('subtitle')} />
      </FormField>
      <FormField label="What you'll learn (optional)" helperText={listHint} error={errors.outcomes?.message}>
        <Textarea rows={4} placeholder="Build a REST API with Express" {...register('outcomes')} />
      </FormField>
      <FormField label="Requirements (optional)" helperText={listHint} error={errors.requirements?.message}>
        <Textarea rows={3} placeholder="Basic JavaScript" {...register('requirements')} />
      </FormField>
      <FormField label="Teacher's bio (optional)" error={errors.instructorBio?.message}>
        <Textarea
          rows={4}
          maxLength={INSTRUCTOR_BIO_MAX}
          placeholder="Who teaches this course, and why learners can trust them"
          {...register('instructorBio')}
        />
      </FormField>
    </>
  );
}
