import { skipToken, useQuery } from '@apollo/client/react';
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FileDropZone } from '../../../components/FileDropZone';
import { useLeaveWarning } from '../../../components/hooks/useLeaveWarning';
import { PageHeading } from '../../../components/ui/page-heading';
import { CourseScreenFallback } from '../../courses/components/CourseScreenFallback';
import { addLecturePath, courseLecturesPath, useCourseId } from '../../courses/courseState';
import { QueuedLectureRow } from '../components/QueuedLectureRow';
import { VIDEO_ACCEPT, VIDEO_FORMATS } from '../components/VideoPicker';
import { useLectureUploadQueue } from '../hooks/useLectureUploadQueue';
import { uploadQueueTexts } from '../uploadQueueTexts';
import { AddLecturePageQuery } from './AddLecturePage';

function UploadQueue({ courseId }: { courseId: string }) {
  const { lectures, running, add, edit, remove, cancel, uploadAll } = useLectureUploadQueue(courseId);
  const pending = lectures.filter((lecture) => lecture.status !== 'added').length;
  const allAdded = lectures.length > 0 && pending === 0;
  const leaving = useLeaveWarning(running);
  return (
    <Stack gap="6">
      <ConfirmDialog
        open={leaving.blocked}
        title={uploadQueueTexts.leaveTitle}
        message={uploadQueueTexts.leaveQuestion}
        confirmLabel={uploadQueueTexts.leave}
        cancelLabel={uploadQueueTexts.stay}
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
      />
      <FileDropZone
        multiple
        label={uploadQueueTexts.picker}
        accept={VIDEO_ACCEPT}
        helperText={VIDEO_FORMATS}
        onSelectFiles={add}
      />
      {lectures.length ? (
        <Stack as="ol" gap="4" listStyleType="none" aria-label="Queued lectures">
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
          {uploadQueueTexts.empty}
        </Text>
      )}
      <HStack justify="end" gap="3" flexWrap="wrap" hidden={lectures.length === 0}>
        {allAdded ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={courseLecturesPath(courseId)}>{uploadQueueTexts.done}</RouterLink>
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            disabled={pending === 0}
            loading={running}
            loadingText={uploadQueueTexts.uploading}
            onClick={uploadAll}
          >
            {uploadQueueTexts.upload(pending)}
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
  const courseId = useCourseId('course');
  const { data, loading, error, refetch } = useQuery(
    AddLecturePageQuery,
    courseId ? { variables: { id: courseId } } : skipToken,
  );
  const course = data?.course;
  if (!course) return <CourseScreenFallback courseId={courseId} loading={loading} error={error} refetch={refetch} />;

  return (
    <Stack gap="8" maxW="3xl" mx="auto" w="full">
      <Stack gap="2" textAlign="center">
        <PageHeading>{uploadQueueTexts.heading}</PageHeading>
        <Text color="fg.muted">
          Course: <strong>{course.title}</strong>
        </Text>
        <Text color="fg.muted">{uploadQueueTexts.intro}</Text>
        <Link asChild color="brand.fg" textStyle="sm" alignSelf="center">
          <RouterLink to={addLecturePath(course.id)}>{uploadQueueTexts.oneAtATime}</RouterLink>
        </Link>
      </Stack>
      <UploadQueue courseId={course.id} />
    </Stack>
  );
}
