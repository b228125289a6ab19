/**
 * The reads a learner's screens make that are kept on the device for offline use: the catalogue and home page, My
 * learning, a course's page, curriculum, items and progress, a lecture's page with its captions and chapters, and a
 * quiz's page with its paper. Nothing of the admin screens, the account or payments is kept.
 */
export const OFFLINE_READS: ReadonlySet<string> = new Set([
  'HomeSectionsQuery',
  'CourseCatalogQuery',
  'CourseCategoriesQuery',
  'ContinueWatchingQuery',
  'MyLearningPageQuery',
  'MyCourseProgressQuery',
  'MyCertificatesQuery',
  'CourseDescriptionPageQuery',
  'CourseCurriculumQuery',
  'CourseSalesDetailsQuery',
  'CoursePlanCardQuery',
  'CourseProgressQuery',
  'CourseLecturesQuery',
  'DisplayLecturesPageQuery',
  'LectureCaptionsQuery',
  'CaptionCuesQuery',
  'LectureMomentsQuery',
  'CourseItemsQuery',
  'QuizPageQuery',
]);

/** Keys sort an object's fields, so that the same variables written in another order find the same answer. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, field]) => [name, stable(field)]),
    );
  }
  return value;
}

export const answerKey = (operationName: string, variables: Record<string, unknown>) =>
  `${operationName}:${JSON.stringify(stable(variables))}`;

/**
 * The reads a page cannot show without: when one of these has neither the network nor a saved answer, the page frame
 * shows the offline page. The others (captions, chapters, progress) only leave their part of a saved page empty.
 */
export const PAGE_READS: ReadonlySet<string> = new Set([
  'HomeSectionsQuery',
  'CourseCatalogQuery',
  'MyLearningPageQuery',
  'CourseDescriptionPageQuery',
  'DisplayLecturesPageQuery',
  'QuizPageQuery',
]);
