/** `path?query`, the query's values encoded. */
export const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** The address of a course's page (its description), which every feature links to. */
export const courseDescriptionPath = (courseId: string) => withQuery('/course/description', { id: courseId });

/** The address of a lecture on a course's lecture screen, which the quiz pages lead on to. */
export const lecturePath = (courseId: string, lectureId: string) =>
  withQuery('/course/displaylecture', { course: courseId, lecture: lectureId });
