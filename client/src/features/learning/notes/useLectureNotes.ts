import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CourseNotesQuery } from './notesDocuments';

/**
 * The learner's notes of one lecture, read from the course's list (CourseNotesQuery): the panel beside the player and
 * the seek bar's marks share it, and so does the course's notes page. Not asked for while `enabled` is false (signed
 * out, or before the server confirmed access to the lecture).
 */
export function useLectureNotes(courseId: string | null, lectureId: string | undefined, enabled: boolean) {
  const { data, error, refetch } = useQuery(
    CourseNotesQuery,
    enabled && courseId ? { variables: { courseId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const notes = useMemo(
    () => (lectureId && data ? data.courseNotes.notes.filter((note) => note.lectureId === lectureId) : null),
    [data, lectureId],
  );
  const moments = useMemo(() => (notes ?? []).map((note) => note.atSeconds), [notes]);
  return { notes, moments, error: Boolean(error), refetch };
}
