import type { CourseSummary } from '../../catalog/course/course-summary';
import { pathCoursesOf } from '../../catalog/path';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { type CertificateView, loadCertificates } from './certificate.service';
import { loadPathCertificates } from './path-certificates';

/** Where the learner stands on one course of a path. */
export interface PathStepView {
  courseId: string;
  /** The learner holds the course's certificate. */
  completed: boolean;
  /** It requires the course before it, which the learner has not finished: "Finish <A> first". */
  locked: boolean;
}

/** The learner's place on a path: a course counts once its certificate is issued (docs/learning.md#learning-paths). */
export interface PathProgressView {
  pathId: string;
  completedCourses: number;
  totalCourses: number;
  /** 0–100, rounded down. */
  percent: number;
  /** Every course of the path finished. */
  completed: boolean;
  /** The first course in order not finished; null once all are. */
  nextCourse: CourseSummary | null;
  steps: PathStepView[];
  /** The path's certificate, issued when its last course was finished. */
  certificate: CertificateView | null;
}

/**
 * The caller's progress on these paths: their courses (one batch), the caller's certificates of those courses and of
 * the paths (two statements), whatever the number of paths.
 */
async function loadPathProgress(scope: RequestScope, pathIds: readonly string[]) {
  const viewer = scope.viewer;
  const progress = new Map<string, PathProgressView>();
  if (!viewer) return progress;
  const courses = await Promise.all(pathIds.map((id) => pathCoursesOf(scope, id)));
  const courseIds = [...new Set(courses.flat().map((step) => step.course.id))];
  const [certificates, pathCertificates] = await Promise.all([
    loadCertificates(scope.em, viewer.id, courseIds),
    loadPathCertificates(scope.em, { userId: viewer.id, pathIds }),
  ]);
  const pathCertificateOf = new Map(pathCertificates.map((certificate) => [certificate.path?.id, certificate]));
  pathIds.forEach((pathId, index) => {
    const steps = courses[index] ?? [];
    const done = steps.map((step) => certificates.has(step.course.id));
    const completedCourses = done.filter(Boolean).length;
    const totalCourses = steps.length;
    progress.set(pathId, {
      pathId,
      completedCourses,
      totalCourses,
      percent: totalCourses ? Math.floor((completedCourses * 100) / totalCourses) : 0,
      completed: totalCourses > 0 && completedCourses === totalCourses,
      nextCourse: steps.find((_, at) => !done[at])?.course ?? null,
      steps: steps.map((step, at) => ({
        courseId: step.course.id,
        completed: done[at] ?? false,
        locked: step.requiresPrevious && !done[at - 1],
      })),
      certificate: pathCertificateOf.get(pathId) ?? null,
    });
  });
  return progress;
}

const requestBatches = perRequest((scope: RequestScope) => ({
  progress: createBatch<string, PathProgressView | null>((ids) => loadPathProgress(scope, ids), null),
}));

/** The caller's progress on a path; null when anonymous. */
export function pathProgressOf(scope: RequestScope, pathId: string): Promise<PathProgressView | null> {
  if (!scope.viewer) return Promise.resolve(null);
  return requestBatches(scope).progress(pathId);
}
