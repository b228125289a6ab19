import { z } from 'zod';
import {
  idParams,
  mediaUrl,
  NEXT_LINK_HEADER,
  nextCursorSchema,
  pageQuerySchema,
  restId,
  restOperations,
  successBody,
} from '../../http/rest';
import { COURSE_CREATED_MESSAGE, COURSE_DELETED_MESSAGE, COURSE_UPDATED_MESSAGE } from './course.messages';
import { COURSE_SORTS } from './course-catalog.service';

/**
 * A course in the spec's spellings: both lecture-count spellings occur in the spec, and so do both spellings of the
 * description (the dashboard reads `decription`, spec section 3), so both of each are sent.
 */
export const restCourseSchema = z.object({
  _id: restId(),
  title: z.string(),
  description: z.string(),
  decription: z.string().describe('The same description (the spelling of the admin dashboard).'),
  category: z.string(),
  createdBy: z.string().describe("The instructor's name."),
  thumbnail: z.object({
    secure_url: mediaUrl(
      'Stable URL of the thumbnail image, relative to the API origin (/media/images/…); it never expires.',
    ),
  }),
  numberoflectures: z
    .int()
    .describe('The count of READY lectures, those a learner can watch (the spelling of the course screens).'),
  numberOfLectures: z.int().describe('The same count (the spelling of the admin dashboard).'),
  totalDurationSeconds: z.number().describe("The sum of the READY lectures' durations, in seconds; 0 without any."),
  status: z
    .enum(['DRAFT', 'PUBLISHED'])
    .describe(
      'DRAFT: seen by ADMINs only. A course created here is a DRAFT that publishes itself when its first lecture is READY.',
    ),
  language: z.string().describe('What the teacher speaks: a BCP 47 tag in its canonical spelling (`en`, `pt-BR`).'),
});

/**
 * The orders `sort` takes: as the /courses addresses spell them (`most-lectures`) and as GraphQL does
 * (`MOST_LECTURES`). Exactly these: the enum is what the route accepts.
 */
export const SORT_SPELLINGS: [string, ...string[]] = [
  ...COURSE_SORTS,
  ...COURSE_SORTS.map((sort) => sort.toLowerCase().replaceAll('_', '-')),
];

/**
 * `GET /courses` without `limit` answers this many courses: clients of the spec's contract know no paging and show
 * the whole catalogue. More than that follow in the `next` page (and `Link`).
 */
export const WHOLE_CATALOGUE_LIMIT = 1000;

export const catalogQuery = z.object({
  search: z
    .string()
    .optional()
    .describe('Full-text search over the title, description, instructor and category (prefix matching).'),
  category: z.string().optional().describe('Only this category.'),
  language: z
    .string()
    .optional()
    .describe(
      'A BCP 47 tag (any case): only the courses taught in it or with an audio track in it. 400 for anything else.',
    ),
  captionLanguage: z
    .string()
    .optional()
    .describe('A BCP 47 tag (any case): only the courses with captions in it. 400 for anything else.'),
  sort: z
    .enum(SORT_SPELLINGS)
    .optional()
    .describe(
      'The order, as the addresses spell it (most-lectures) or as GraphQL does (MOST_LECTURES): relevance by default with a search, newest without.',
    ),
  ...pageQuerySchema(
    'courses',
    `every course, up to ${WHOLE_CATALOGUE_LIMIT.toLocaleString('en')} (then \`next\` and \`Link\` lead to the rest)`,
  ).shape,
});

export const courseFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  createdBy: z.string().describe("The instructor's name."),
  language: z
    .string()
    .optional()
    .describe(
      'What the teacher speaks: a BCP 47 tag (`hi`, `pt-BR`), stored canonically. Absent or blank: unchanged (a new course: `en`).',
    ),
});

const THUMBNAIL_TYPES = 'image/jpeg, image/png';

/** The course form as creating and replacing a course send it: the thumbnail is required only to create. */
const courseForm = ({ thumbnailRequired }: { thumbnailRequired: boolean }) => ({
  type: 'multipart' as const,
  fields: courseFieldsSchema,
  file: { name: 'thumbnail', types: THUMBNAIL_TYPES, required: thumbnailRequired },
});

/** What creating and replacing a course answer: their message, and the course as saved. */
const savedCourse = <Message extends string>(description: string, message: Message) => ({
  description,
  body: successBody({ message: z.literal(message), course: restCourseSchema }),
});

/** `courses*` (the catalogue and course authoring) as the OpenAPI document shows it. */
export const courseRestOperations = restOperations(
  {
    method: 'get',
    path: '/courses',
    operationId: 'listCourses',
    summary: `The public catalogue (newest first by default): every course up to ${WHOLE_CATALOGUE_LIMIT.toLocaleString('en')}, or a page of \`limit\` (at most 100)`,
    tag: 'courses',
    access: 'public',
    query: catalogQuery,
    headers: z.object({
      'If-None-Match': z
        .string()
        .optional()
        .describe('The ETag of an earlier anonymous answer: 304 while the catalogue is unchanged.'),
    }),
    responses: {
      200: {
        description: 'One page of courses.',
        body: successBody({
          courses: z.array(restCourseSchema),
          correctedSearch: z
            .string()
            .nullable()
            .describe(
              "When the search's words matched no course, the search these courses are for instead (its unknown words " +
                "corrected to the catalogue's closest, as 'raect' → 'react'); null when the search is as typed.",
            ),
          next: nextCursorSchema(),
        }),
        headers: {
          ETag: {
            description: 'Anonymous callers: names this answer (catalogue version, filter, page, URL-signing window).',
            schema: z.string(),
          },
          Link: NEXT_LINK_HEADER,
        },
      },
      304: { description: 'Not modified: the catalogue is unchanged since the ETag in If-None-Match.' },
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/courses',
    operationId: 'createCourse',
    summary: 'Create a course',
    tag: 'courses',
    access: 'admin',
    body: courseForm({ thumbnailRequired: true }),
    responses: { 201: savedCourse('Created.', COURSE_CREATED_MESSAGE) },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'put',
    path: '/courses/{id}',
    operationId: 'updateCourse',
    summary: 'Replace the fields of a course, and its thumbnail when one is sent',
    tag: 'courses',
    access: 'admin',
    params: idParams('The course.'),
    body: courseForm({ thumbnailRequired: false }),
    responses: { 200: savedCourse('Updated.', COURSE_UPDATED_MESSAGE) },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/courses/{id}',
    operationId: 'deleteCourse',
    summary: 'Delete a course, its lectures and their files',
    tag: 'courses',
    access: 'admin',
    params: idParams('The course.'),
    responses: { 200: { description: 'Deleted.', body: successBody({ message: z.literal(COURSE_DELETED_MESSAGE) }) } },
    errors: [401, 403, 404],
  },
);
