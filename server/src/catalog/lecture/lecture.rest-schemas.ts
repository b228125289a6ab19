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
import { restCourseSchema } from '../course/course.rest-schemas';
import { LECTURE_STATUSES } from './lecture.entity';
import { LECTURE_ADDED_MESSAGE, LECTURE_DELETED_MESSAGE, MAX_LECTURES_PER_COURSE } from './lecture.messages';

/**
 * A lecture in the spec's spellings. `lecture.secure_url` is the lecture's stable playback URL, relative to the API
 * origin like every media URL: it never expires, and every request to it is authorized by the caller's session (http/media/media-router.ts). Once the lecture is
 * READY it plays the progressive MP4. `lecture.duration` is in seconds (null until READY), as an upload service
 * reports it beside `secure_url`; `lecture.status` is the processing state (learners only ever see READY).
 */
export const restCaptionSchema = z.object({
  language: z.string().describe('BCP 47 tag, e.g. en or pt-BR.'),
  label: z.string().describe('The name a player shows, e.g. "English (automatic)".'),
  kind: z.enum(['captions', 'subtitles']),
  url: mediaUrl(
    'The WebVTT file, relative to the API origin (/media/lectures/<id>/captions/<language>.vtt?v=<version>), authorized like the video.',
  ),
});

export const restLectureSchema = z.object({
  _id: restId(),
  title: z.string(),
  description: z.string(),
  lecture: z.object({
    secure_url: mediaUrl(
      "Stable playback URL, relative to the API origin (/media/lectures/<id>), so a client that proxies /api and /media plays it through its own origin; it never expires. Every request is authorized by the caller's session (cookie or Bearer): 401 without one, 403 without access; then the video streams (HTTP Range) or redirects to a short-lived presigned URL. Once the lecture is READY it plays the progressive MP4 (720p, or the source size if smaller, index at the front); before, the original as uploaded (ADMINs only).",
    ),
    duration: z.number().nullable().describe("The video's length in seconds; null until the lecture is READY."),
    status: z
      .enum(LECTURE_STATUSES)
      .describe(
        'PROCESSING while the upload is transcoded, READY once playable, FAILED when processing gave up. Learners are only ever given READY lectures; ADMINs all.',
      ),
  }),
  captions: z
    .array(restCaptionSchema)
    .describe("The lecture's READY caption tracks, one per language (beside the spec's fields; empty when none)."),
});

export const restCourseWithLecturesSchema = restCourseSchema
  .extend({ lectures: z.array(restLectureSchema).describe('Every lecture of the course, in order.') })
  .describe('The course with all its lectures.');

export const lectureFieldsSchema = z.object({ title: z.string(), description: z.string() });

export const deleteLectureQuery = z.object({
  courseId: restId().describe('The course.'),
  lectureId: restId().describe('The lecture, which must belong to the course.'),
});

/** The spec's lecture calls, filed under `courses*`, as the OpenAPI document shows them. */
export const lectureRestOperations = restOperations(
  {
    method: 'get',
    path: '/courses/{id}',
    operationId: 'listLectures',
    summary:
      'The lectures of a course: all of them, or a page of `limit` (at most 100) (ADMINs and active subscribers)',
    tag: 'lectures',
    access: 'session',
    params: idParams('The course.'),
    query: pageQuerySchema('lectures', 'every lecture of the course'),
    responses: {
      200: {
        description: `The lectures, or one page of them, in order (a course holds at most ${MAX_LECTURES_PER_COURSE}): every one for an ADMIN, the READY ones for a subscriber.`,
        body: successBody({ lectures: z.array(restLectureSchema), next: nextCursorSchema() }),
        headers: { Link: NEXT_LINK_HEADER },
      },
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/courses/{id}',
    operationId: 'addLecture',
    summary: 'Add a lecture (its video) to a course',
    description: `A course holds at most ${MAX_LECTURES_PER_COURSE} lectures: one more is refused with 409.`,
    tag: 'lectures',
    access: 'admin',
    params: idParams('The course.'),
    body: {
      type: 'multipart',
      fields: lectureFieldsSchema,
      file: { name: 'lecture', types: 'video/mp4, video/webm, video/quicktime', required: true },
    },
    responses: {
      201: {
        description: 'Added.',
        body: successBody({ message: z.literal(LECTURE_ADDED_MESSAGE), course: restCourseWithLecturesSchema }),
      },
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: '/courses',
    operationId: 'deleteLecture',
    summary: 'Delete a lecture of a course',
    tag: 'lectures',
    access: 'admin',
    query: deleteLectureQuery,
    responses: {
      200: { description: 'Deleted.', body: successBody({ message: z.literal(LECTURE_DELETED_MESSAGE) }) },
    },
    errors: [400, 401, 403, 404],
  },
);
