import { skipToken, useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiArrowLeft, FiEdit3 } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../../../../components/ui/download-button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { useCourseId } from '../../../catalog/courses/courseState';
import { NoteItem } from '../components/NoteItem';
import { useConfirmedNoteRemoval } from '../mutations/useConfirmedNoteRemoval';
import { useNoteMutations } from '../mutations/useNoteMutations';
import { CourseNotesQuery } from '../notesDocuments';

const lecturePath = (courseId: string, lectureId?: string, seconds?: number) =>
  `/course/displaylectures?course=${courseId}${lectureId ? `&lecture=${lectureId}` : ''}${seconds ? `&t=${seconds}` : ''}`;

/** The notes in the order the server lists them, grouped by lecture. */
function byLecture<T extends { lectureId: string; lectureTitle: string }>(notes: readonly T[]) {
  const groups: { lectureId: string; title: string; notes: T[] }[] = [];
  for (const note of notes) {
    const last = groups.at(-1);
    if (last?.lectureId === note.lectureId) last.notes.push(note);
    else groups.push({ lectureId: note.lectureId, title: note.lectureTitle, notes: [note] });
  }
  return groups;
}

/**
 * /course/notes?course=… : the learner's notes and bookmarks of a course, lecture by lecture, each moment opening the
 * lecture there; edited and deleted in place; downloaded as Markdown or PDF (the server's files, by session cookie).
 */
export function CourseNotesPage() {
  const { t } = useTranslation('notes');
  const courseId = useCourseId('course');
  const { data, error, refetch } = useQuery(CourseNotesQuery, courseId ? { variables: { courseId } } : skipToken);
  const { edit, remove } = useNoteMutations(courseId ?? '');
  const [removeConfirmed, confirmDialog] = useConfirmedNoteRemoval(remove);
  const course = data?.courseNotes;

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full" css={{ '& :is(h1, h2, p)': { overflowWrap: 'anywhere' } }}>
      <Stack gap="2" textAlign="center" align="center">
        <PageHeading>{t('page.heading')}</PageHeading>
        {course ? (
          <Text fontWeight="semibold" color="fg">
            {course.courseTitle}
          </Text>
        ) : null}
        <Text color="fg.muted">{t('page.lede')}</Text>
      </Stack>
      {courseId ? (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={lecturePath(courseId)}>
              <FiArrowLeft aria-hidden />
              {t('page.back')}
            </RouterLink>
          </Button>
          {course?.notes.length ? (
            <HStack gap="2" wrap="wrap">
              <DownloadButton href={course.markdownUrl} size="sm" variant="outline">
                {t('page.exportMarkdown')}
              </DownloadButton>
              <DownloadButton href={course.pdfUrl} size="sm" colorPalette="brand">
                {t('page.exportPdf')}
              </DownloadButton>
            </HStack>
          ) : null}
        </HStack>
      ) : null}
      {error && !course ? (
        <RetryNotice message={t('failed')} onRetry={refetch} py="10" />
      ) : !course ? (
        <ListSkeleton label={t('loading')} rows={4} />
      ) : course.notes.length === 0 ? (
        <EmptyState icon={<FiEdit3 />} title={t('page.emptyTitle')} description={t('page.emptyBody')}>
          <Button asChild colorPalette="brand">
            <RouterLink to={lecturePath(course.courseId)}>{t('page.openLectures')}</RouterLink>
          </Button>
        </EmptyState>
      ) : (
        byLecture(course.notes).map((lecture) => (
          <Box
            as="section"
            key={lecture.lectureId}
            aria-label={lecture.title}
            layerStyle="surface.panel"
            px={{ base: '4', md: '6' }}
            py="4"
          >
            <Heading as="h2" size="md" mb="1">
              {lecture.title}
            </Heading>
            <chakra.ul listStyleType="none">
              {lecture.notes.map((note) => (
                <NoteItem
                  key={note.id}
                  note={note}
                  playHref={lecturePath(course.courseId, note.lectureId, note.atSeconds)}
                  onEdit={(body) => edit(note.id, body)}
                  onDelete={() => void removeConfirmed(note.id)}
                />
              ))}
            </chakra.ul>
          </Box>
        ))
      )}
      {confirmDialog}
    </Stack>
  );
}
