import { Input, Textarea } from '@chakra-ui/react';
import { COURSE_LIST_ITEM_MAX, COURSE_LIST_MAX_ITEMS, INSTRUCTOR_BIO_MAX, SHORT_TEXT_MAX } from '@coursehub/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';

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

/** The optional fields of the course form (inside its FormProvider) that the course page sells with. */
export function CourseDetailsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CourseDetailsText>();
  const { t } = useTranslation('authoring');
  const listHint = t('details.listHint', { items: COURSE_LIST_MAX_ITEMS, characters: COURSE_LIST_ITEM_MAX });
  return (
    <>
      <FormField label={t('details.subtitle')} error={errors.subtitle?.message}>
        <Input maxLength={SHORT_TEXT_MAX} placeholder={t('details.subtitlePlaceholder')} {...register('subtitle')} />
      </FormField>
      <FormField label={t('details.outcomes')} helperText={listHint} error={errors.outcomes?.message}>
        <Textarea rows={4} placeholder={t('details.outcomesPlaceholder')} {...register('outcomes')} />
      </FormField>
      <FormField label={t('details.requirements')} helperText={listHint} error={errors.requirements?.message}>
        <Textarea rows={3} placeholder={t('details.requirementsPlaceholder')} {...register('requirements')} />
      </FormField>
      <FormField label={t('details.bio')} error={errors.instructorBio?.message}>
        <Textarea
          rows={4}
          maxLength={INSTRUCTOR_BIO_MAX}
          placeholder={t('details.bioPlaceholder')}
          {...register('instructorBio')}
        />
      </FormField>
    </>
  );
}
