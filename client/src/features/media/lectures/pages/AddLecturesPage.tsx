import { skipToken, useQuery } from '@apollo/client/react';
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FileDropZone } from '../../../../components/FileDropZone';
import { useLeaveWarning } from '../../../../components/hooks/useLeaveWarning';
import { PageIntro } from '../../../../components/ui/page-intro';
import { CourseScreenFallback } from '../../../catalog/courses/components/CourseScreenFallback';
import { addLecturePath, courseLecturesPath, useCourseId } from '../../../catalog/courses/courseState';
import { QueuedLectureRow } from '../components/QueuedLectureRow';
import { VIDEO_ACCEPT } from '../components/VideoPicker';
import { useLectureUploadQueue } from '../hooks/useLectureUploadQueue';
import { AddLecturePageQuery } from './AddLecturePage';

function UploadQueue({ courseId }: { courseId: string }) {
  const { t } = useTranslation('authoring');
  const { lectures, running, add, edit, remove, cancel, uploadAll } = useLectureUploadQueue(courseId);
  const pending = lectures.filter((lecture) => lecture.status !== 'added').length;
  const allAdded = lectures.length > 0 && pending === 0;
  const leaving = useLeaveWarning(running);
  return (
    <Stack gap="6">
      <ConfirmDialog
        open={leaving.blocked}
        title={t('queue.leaveTitle')}
        message={t('queue.leaveQuestion')}
        confirmLabel={t('queue.leave')}
        cancelLabel={t('queue.stay')}
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
      />
      <FileDropZone
        multiple
        label={t('queue.picker')}
        accept={VIDEO_ACCEPT}
        helperText={t('video.formats')}
        onSelectFiles={add}
      />
      {lectures.length ? (
        <Stack as="ol" gap="4" listStyleType="none" aria-label={t('queue.list')}>
          {lectures.map((lecture) => (
            <QueuedLectureRow
              key={lecture.key}
              lecture={lecture}
              locked={running}
              onEdit={(fields) => edit(lecture.key, fields)}
              onRemove={() => remove(lecture.key)}
              onCancel={() => cancel(lecture.key)}
            />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted" textAlign="center">
          {t('queue.empty')}
        </Text>
      )}
      <HStack justify="end" gap="3" flexWrap="wrap" hidden={lectures.length === 0}>
        {allAdded ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={courseLecturesPath(courseId)}>{t('queue.done')}</RouterLink>
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            disabled={pending === 0}
            loading={running}
            loadingText={t('queue.uploading')}
            onClick={uploadAll}
          >
            {t('queue.upload', { count: pending })}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/**
 * /course/addlectures (ADMIN): several videos for the course in the address's `course` (or navigation state), queued
 * with a title from each file's name and a description to write, uploaded one after another with their own progress
 * and cancel.
 */
export function AddLecturesPage() {
  const { t } = useTranslation('authoring');
  const courseId = useCourseId('course');
  const { data, loading, error, refetch } = useQuery(
    AddLecturePageQuery,
    courseId ? { variables: { id: courseId } } : skipToken,
  );
  const course = data?.course;
  if (!course) return <CourseScreenFallback courseId={courseId} loading={loading} error={error} refetch={refetch} />;

  return (
    <Stack gap="8" maxW="3xl" mx="auto" w="full">
      <PageIntro
        heading={t('queue.heading')}
        intro={
          <Trans t={t} i18nKey="lecture.course" values={{ title: course.title }} components={{ strong: <strong /> }} />
        }
      >
        <Text color="fg.muted">{t('queue.intro')}</Text>
        <Link asChild color="brand.fg" textStyle="sm" alignSelf="center">
          <RouterLink to={addLecturePath(course.id)}>{t('queue.oneAtATime')}</RouterLink>
        </Link>
      </PageIntro>
      <UploadQueue courseId={course.id} />
    </Stack>
  );
}
