import type { CurriculumLectureView } from '../../catalog/lecture/lecture-listing.service';
import { loadVerifiedLectures } from '../../media/viewing/viewing-record.service';
import type { RequestScope } from '../../shared/scope';
import { certificateOf, courseProgressOf, curriculumOf } from './course-progress.service';

/** Why a learner who completed a course has no certificate for it, and what is missing. */
export interface CertificateWithheldView {
  message: string;
  /** The lectures the server has not seen watched through: the ones still to watch in the player. */
  lecturesToWatch: CurriculumLectureView[];
}

const listed = (titles: string[]) =>
  titles.length <= 1 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;

const withheldMessage = (percent: number, titles: string[]) =>
  'Your certificate is waiting for verified viewing: this course counts a lecture once the player has shown it ' +
  `watched to at least ${percent}% of its length, not only marked complete. Still to watch: ${listed(titles)}.`;

/**
 * The caller's certificate for a course that requires verified viewing, withheld although every lecture is marked
 * complete and every quiz passed: why, and the lectures still to watch. Null when anonymous, when the certificate is
 * issued, while lectures or quizzes are left, or for a course that does not require it.
 */
export async function certificateWithheldOf(
  scope: RequestScope,
  course: { id: string; requireVerifiedViewing: boolean },
): Promise<CertificateWithheldView | null> {
  const { viewer, em, deps } = scope;
  if (!viewer || !course.requireVerifiedViewing) return null;
  const [certificate, progress] = await Promise.all([
    certificateOf(scope, course.id),
    courseProgressOf(scope, course.id),
  ]);
  if (certificate || !progress || progress.totalLectures === 0) return null;
  if (progress.completedLectures < progress.totalLectures || progress.passedQuizzes < progress.totalQuizzes)
    return null;
  const curriculum = await curriculumOf(scope, course.id);
  const verified = await loadVerifiedLectures(
    em,
    viewer.id,
    curriculum.map((lecture) => lecture.id),
  );
  const lecturesToWatch = curriculum.filter((lecture) => !verified.has(lecture.id));
  if (!lecturesToWatch.length) return null;
  const percent = deps.config.viewing.verifiedCompletionPercent;
  return {
    message: withheldMessage(
      percent,
      lecturesToWatch.map((lecture) => lecture.title),
    ),
    lecturesToWatch,
  };
}
