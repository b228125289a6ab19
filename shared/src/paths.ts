import { z } from 'zod';

/** Learning paths: ordered courses an ADMIN composes. Limits and messages shared by the editor and the server. */
export const PATH_TITLE_MAX = 200;
export const PATH_TEXT_MAX = 5000;
export const PATH_SLUG_MAX = 80;
/** Enough for any curriculum, and a bound on one path's answer. */
export const PATH_COURSES_MAX = 30;
/** Lower-case words of letters and digits joined by single hyphens: the path's address, /paths/<slug>. */
export const PATH_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pathMessages = {
  titleRequired: 'Give the path a title',
  titleTooLong: `A title can be at most ${PATH_TITLE_MAX} characters`,
  slugInvalid: 'The address may hold lower-case letters, digits and single hyphens only',
  slugTooLong: `The address can be at most ${PATH_SLUG_MAX} characters`,
  slugTaken: 'Another path already has this address',
  textTooLong: `A description or outcome can be at most ${PATH_TEXT_MAX} characters`,
  coursesRequired: 'Add at least one course to the path',
  tooManyCourses: `A path can hold at most ${PATH_COURSES_MAX} courses`,
  duplicateCourse: 'A course can appear only once in a path',
  unknownCourse: 'One of the courses does not exist',
  pathCreated: 'Path created',
  pathSaved: 'Path saved',
} as const;

/** "Learn React" → "learn-react": the address the editor suggests from a title. */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PATH_SLUG_MAX)
    .replace(/-+$/, '');

const pathText = z.string().trim().max(PATH_TEXT_MAX, pathMessages.textTooLong);

/**
 * A path as its editor saves it, whole: the courses in order, each saying whether the one before it must be finished
 * first (the first course has none before it, so its flag is ignored).
 */
export const pathInputSchema = z.object({
  title: z
    .string(pathMessages.titleRequired)
    .trim()
    .min(1, pathMessages.titleRequired)
    .max(PATH_TITLE_MAX, pathMessages.titleTooLong),
  slug: z
    .string(pathMessages.slugInvalid)
    .trim()
    .max(PATH_SLUG_MAX, pathMessages.slugTooLong)
    .regex(PATH_SLUG_PATTERN, pathMessages.slugInvalid),
  description: pathText,
  outcome: pathText,
  published: z.boolean(),
  courses: z
    .array(z.object({ courseId: z.string(pathMessages.unknownCourse), requiresPrevious: z.boolean() }))
    .min(1, pathMessages.coursesRequired)
    .max(PATH_COURSES_MAX, pathMessages.tooManyCourses)
    .refine(
      (courses) => new Set(courses.map((course) => course.courseId.toLowerCase())).size === courses.length,
      pathMessages.duplicateCourse,
    ),
});
export type PathFields = z.input<typeof pathInputSchema>;
