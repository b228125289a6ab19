import { skipToken, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiDownload } from 'react-icons/fi';
import { graphql } from '../../../../gql';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { type DownloadChoices, DownloadDialog, type DownloadScope } from './DownloadDialog';

/** A course's lectures for the course page's download choices (the lecture screen passes its own list). */
export const DownloadCourseLecturesQuery = graphql(`
  query DownloadCourseLecturesQuery($courseId: ID!) {
    lectures(courseId: $courseId) {
      id
      title
      status
    }
  }
`);

const playable = (lectures: readonly { id: string; title: string; status: string }[]) =>
  lectures.filter((lecture) => lecture.status === 'READY').map(({ id, title }) => ({ id, title }));

function DownloadButton({
  label,
  choices,
  scopes,
}: {
  label: string;
  choices: DownloadChoices;
  scopes: DownloadScope[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
        <FiDownload aria-hidden />
        {label}
      </Button>
      {open ? <DownloadDialog choices={choices} scopes={scopes} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The lecture screen's Download: this lecture, the next 3 or the whole course. Signed-in viewers of a READY lecture. */
export function DownloadLectureButton({
  course,
  lectures,
  currentId,
}: {
  course: { id: string; title: string };
  lectures: readonly { id: string; title: string; status: string }[];
  currentId: string;
}) {
  const { t } = useTranslation('downloads');
  const session = useSession();
  const ready = playable(lectures);
  if (!session.isLoggedIn || !ready.some((lecture) => lecture.id === currentId)) return null;
  return (
    <DownloadButton
      label={t('dialog.openLecture')}
      choices={{ course, lectures: ready, currentId }}
      scopes={['lecture', 'nextThree', 'course']}
    />
  );
}

/** The course page's Download: the whole course or its first 3 lectures not yet on the device; subscribers only. */
export function DownloadCourseButton({
  course,
  canWatch,
}: {
  course: { id: string; title: string };
  canWatch: boolean;
}) {
  const { t } = useTranslation('downloads');
  const { data } = useQuery(DownloadCourseLecturesQuery, canWatch ? { variables: { courseId: course.id } } : skipToken);
  const ready = playable(data?.lectures ?? []);
  if (!canWatch || ready.length === 0) return null;
  return (
    <DownloadButton
      label={t('dialog.openCourse')}
      choices={{ course, lectures: ready }}
      scopes={['course', 'nextThree']}
    />
  );
}
