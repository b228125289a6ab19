import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { type PathFields, pathInputSchema, slugOf, validate } from '@coursehub/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiPlus } from 'react-icons/fi';
import { useNavigate, useParams } from 'react-router';
import { FilterField, FilterInput } from '../../../../components/ui/filter-field';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { PageSkeleton } from '../../../../components/ui/skeletons';
import { useValidationText } from '../../../../i18n/useValidationText';
import { errorField } from '../../../../shared/errors';
import { withNotices } from '../../../../shared/withNotices';
import { type EditedCourse, PathCourseList } from '../components/PathCourseList';
import {
  CreatePathMutation,
  PathCourseChoicesQuery,
  PathEditorQuery,
  PathsQuery,
  UpdatePathMutation,
} from '../pathDocuments';

interface Draft {
  title: string;
  slug: string;
  description: string;
  outcome: string;
  published: boolean;
  courses: EditedCourse[];
}

const EMPTY: Draft = { title: '', slug: '', description: '', outcome: '', published: false, courses: [] };

const inputOf = (draft: Draft): PathFields => ({
  ...draft,
  // The first course has none before it to require, whatever it was set to at another place.
  courses: draft.courses.map((course, index) => ({
    courseId: course.id,
    requiresPrevious: index > 0 && course.requiresPrevious,
  })),
});

/**
 * /admin/paths/new and /admin/paths/:slug: an ADMIN composes a path: its title, address, description and outcome,
 * its courses picked from the catalogue (drafts included) and put in order, each after the first optionally requiring
 * the one before it, and whether learners see it. Saved whole; the shared rules check it before the server does.
 */
export function PathEditorPage() {
  const { slug } = useParams();
  const { t } = useTranslation('paths');
  const existing = useQuery(PathEditorQuery, slug ? { variables: { slug } } : skipToken);
  const choices = useQuery(PathCourseChoicesQuery);
  if (slug && !existing.data) {
    if (existing.error) return <RetryNotice message={t('path.failed')} onRetry={existing.refetch} py="10" />;
    return <PageSkeleton label={t('editor.loading')} />;
  }
  const path = existing.data?.path;
  const initial: Draft = path
    ? {
        title: path.title,
        slug: path.slug,
        description: path.description,
        outcome: path.outcome,
        published: path.published,
        courses: path.courses.map(({ course, requiresPrevious }) => ({
          id: course.id,
          title: course.title,
          draft: course.status === 'DRAFT',
          requiresPrevious,
        })),
      }
    : EMPTY;
  const catalogue = choices.data?.courses.edges.map(({ node }) => node) ?? [];
  return <PathForm key={path?.id ?? 'new'} pathId={path?.id ?? null} initial={initial} catalogue={catalogue} />;
}

interface PathFormProps {
  pathId: string | null;
  initial: Draft;
  catalogue: readonly { id: string; title: string; status: string }[];
}

function PathForm({ pathId, initial, catalogue }: PathFormProps) {
  const { t } = useTranslation('paths');
  const validationText = useValidationText();
  const headingId = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(Boolean(pathId));
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [create, creating] = useMutation(CreatePathMutation, { refetchQueries: [PathsQuery] });
  const [update, updating] = useMutation(UpdatePathMutation, { refetchQueries: [PathsQuery] });
  const saving = creating.loading || updating.loading;

  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const errorOf = (field: string) => (error && error.field.split('.')[0] === field ? error.message : undefined);
  const coursesError = errorOf('courses');
  const available = catalogue.filter((course) => !draft.courses.some((picked) => picked.id === course.id));
  const add = () => {
    const course = catalogue.find((item) => item.id === chosen);
    if (!course) return;
    set({
      courses: [
        ...draft.courses,
        {
          id: course.id,
          title: course.title,
          draft: course.status === 'DRAFT',
          requiresPrevious: draft.courses.length > 0,
        },
      ],
    });
    setChosen('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const checked = validate(pathInputSchema, input);
    if (!checked.ok) {
      setError({ field: checked.field ?? '', message: checked.message });
      return;
    }
    setError(null);
    const outcome = await withNotices(
      { success: pathId ? t('editor.saved') : t('editor.created'), failure: t('editor.failed') },
      async () => {
        if (pathId) return (await update({ variables: { id: pathId, input } })).data?.updatePath;
        return (await create({ variables: { input } })).data?.createPath;
      },
    );
    if (outcome.ok && outcome.value) navigate(`/paths/${outcome.value.slug}`);
    else if (!outcome.ok) setError({ field: errorField(outcome.error) ?? '', message: outcome.message });
  };

  return (
    <Stack gap="6" maxW="2xl" mx="auto" w="full">
      <PageHeading id={headingId}>{pathId ? t('editor.editHeading') : t('editor.newHeading')}</PageHeading>
      <FormStack onSubmit={submit} labelledBy={headingId} maxW="2xl">
        <FormField label={t('editor.title')} error={errorOf('title')}>
          <Input
            value={draft.title}
            onChange={(event) => {
              const title = event.target.value;
              set(slugEdited ? { title } : { title, slug: slugOf(title) });
            }}
          />
        </FormField>
        <FormField
          label={t('editor.slug')}
          error={errorOf('slug')}
          helperText={t('editor.slugHint', { slug: draft.slug })}
        >
          <Input
            value={draft.slug}
            onChange={(event) => {
              setSlugEdited(true);
              set({ slug: event.target.value });
            }}
          />
        </FormField>
        <FormField label={t('editor.description')} error={errorOf('description')}>
          <Textarea rows={3} value={draft.description} onChange={(event) => set({ description: event.target.value })} />
        </FormField>
        <FormField label={t('editor.outcome')} error={errorOf('outcome')} helperText={t('editor.outcomeHint')}>
          <Textarea rows={2} value={draft.outcome} onChange={(event) => set({ outcome: event.target.value })} />
        </FormField>
        <Stack gap="3">
          <Text fontWeight="medium" id={`${headingId}-courses`}>
            {t('editor.courses')}
          </Text>
          <HStack gap="2" align="end" wrap="wrap">
            <FilterField label={t('editor.chooseCourse')} flex="1" minW="56">
              {(id) => (
                <FilterInput asChild appearance="auto" cursor="pointer">
                  <select id={id} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
                    <option value="">{t('editor.choosePlaceholder')}</option>
                    {available.map((course) => (
                      <option key={course.id} value={course.id}>
                        {course.status === 'DRAFT' ? `${course.title} (${t('editor.draftCourse')})` : course.title}
                      </option>
                    ))}
                  </select>
                </FilterInput>
              )}
            </FilterField>
            <Button variant="outline" onClick={add} disabled={!chosen}>
              <FiPlus aria-hidden />
              {t('editor.add')}
            </Button>
          </HStack>
          {draft.courses.length ? (
            <PathCourseList
              labelledBy={`${headingId}-courses`}
              courses={draft.courses}
              onChange={(courses) => set({ courses })}
            />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t('editor.noCourses')}
            </Text>
          )}
          {coursesError ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {validationText(coursesError)}
            </Text>
          ) : null}
        </Stack>
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          checked={draft.published}
          onCheckedChange={(details) => set({ published: details.checked === true })}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {t('editor.published')}
            <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
              {t('editor.publishedHint')}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" colorPalette="brand" loading={saving} alignSelf="start">
          {t('editor.save')}
        </Button>
      </FormStack>
    </Stack>
  );
}
