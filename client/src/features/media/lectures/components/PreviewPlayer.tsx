import { LecturePlayer } from './LecturePlayer';

/**
 * A free-preview lecture played where it is offered (a course's description page), for anyone: the lecture is read
 * from the cache by its id, where the curriculum's query put its playable fields. Nothing is saved: a preview is a
 * look, not the learner's place in the course.
 */
export function PreviewPlayer({ lectureId }: { lectureId: string }) {
  return <LecturePlayer lecture={{ __typename: 'Lecture', id: lectureId }} accessConfirmed autoPlay />;
}
