import { type Request, Router } from 'express';
import { sendCachedJson } from '../../http/rest/cached-json';
import { multipartForm, uploadedFile } from '../../http/rest/multipart';
import { adminOnly, bodyFields, queryParam, requestScope, requiredQueryParam, text } from '../../http/rest/request';
import type { AppDeps } from '../../shared/scope';
import {
  addLecture,
  deleteLecture,
  type LectureFields,
  type LectureView,
  listLectures,
} from '../lecture/lecture.service';
import { catalogEdition } from './catalog-cache';
import { type CourseFields, createCourse, deleteCourse, updateCourse } from './course-authoring.service';
import { type CourseSummary, catalogFilter, listCourses } from './course-catalog.service';

/**
 * A course in the spec's spellings: both lecture-count spellings occur in the spec, and so do both spellings of the
 * description (the dashboard reads `decription`, spec section 3), so both of each are sent.
 */
export interface RestCourse {
  _id: string;
  title: string;
  description: string;
  decription: string;
  category: string;
  /** The instructor's name. */
  createdBy: string;
  thumbnail: { secure_url: string };
  numberoflectures: number;
  numberOfLectures: number;
}

/**
 * A lecture in the spec's spellings. `lecture.secure_url` is the lecture's stable playback URL, absolute on PUBLIC_URL:
 * it never expires, and every request to it is authorized by the caller's session (http/media.ts).
 */
export interface RestLecture {
  _id: string;
  title: string;
  description: string;
  lecture: { secure_url: string };
}

export const COURSE_CREATED_MESSAGE = 'Course created successfully';
export const COURSE_UPDATED_MESSAGE = 'Course updated successfully';

export const toRestCourse = (course: CourseSummary): RestCourse => ({
  _id: course.id,
  title: course.title,
  description: course.description,
  decription: course.description,
  category: course.category,
  createdBy: course.createdBy,
  thumbnail: { secure_url: course.thumbnailUrl },
  numberoflectures: course.numberOfLectures,
  numberOfLectures: course.numberOfLectures,
});

/** `publicUrl` makes the video URL absolute: REST clients (integrators' players) may live on another origin. */
export const toRestLecture = (lecture: LectureView, publicUrl: string): RestLecture => ({
  _id: lecture.id,
  title: lecture.title,
  description: lecture.description,
  lecture: { secure_url: `${publicUrl}${lecture.videoUrl}` },
});

const courseFields = (req: Request): CourseFields => {
  const fields = bodyFields(req);
  return {
    title: text(fields, 'title'),
    description: text(fields, 'description'),
    category: text(fields, 'category'),
    createdBy: text(fields, 'createdBy'),
  };
};

const lectureFields = (req: Request): LectureFields => {
  const fields = bodyFields(req);
  return { title: text(fields, 'title'), description: text(fields, 'description') };
};

type WithId = Request<{ id: string }>;

/** `courses*`: the catalogue, course authoring and lectures (the same services as GraphQL). */
export function courseRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  const { config } = deps;
  const thumbnailForm = multipartForm(config, {
    field: 'thumbnail',
    maxBytes: config.limits.imageBytes,
    text: { title: 'short', description: 'long', category: 'short', createdBy: 'short' },
  });
  const lectureForm = multipartForm(config, {
    field: 'lecture',
    maxBytes: config.limits.lectureBytes,
    text: { title: 'short', description: 'long' },
  });

  router.get('/courses', async (req, res) => {
    const requestScope = scope(req);
    const filter = catalogFilter({ search: queryParam(req, 'search'), category: queryParam(req, 'category') });
    const build = async () => ({ success: true, courses: (await listCourses(requestScope, filter)).map(toRestCourse) });
    const edition = await catalogEdition(requestScope);
    if (!edition || !deps.catalogCache) {
      res.json(await build());
      return;
    }
    const key = `rest:courses:${edition.id}:${JSON.stringify(filter)}`;
    await sendCachedJson(req, res, { cache: deps.catalogCache, key, ttlSeconds: edition.ttlSeconds, build });
  });

  // The role is checked at the edge too, so nobody but an ADMIN gets to send the upload.
  router.post('/courses', adminOnly, thumbnailForm, async (req, res) => {
    const course = await createCourse(scope(req), courseFields(req), uploadedFile(req));
    res.status(201).json({ success: true, message: COURSE_CREATED_MESSAGE, course: toRestCourse(course) });
  });

  router.delete('/courses', adminOnly, async (req, res) => {
    const courseId = requiredQueryParam(req, 'courseId');
    const lectureId = requiredQueryParam(req, 'lectureId');
    const { success, message } = await deleteLecture(scope(req), courseId, lectureId);
    res.json({ success, message });
  });

  // ADMINs and active subscribers only: the entitlement rule is the service's.
  router.get('/courses/:id', async (req: WithId, res) => {
    const lectures = await listLectures(scope(req), req.params.id);
    res.json({ success: true, lectures: lectures.map((lecture) => toRestLecture(lecture, config.publicUrl)) });
  });

  router.post('/courses/:id', adminOnly, lectureForm, async (req: WithId, res) => {
    const added = await addLecture(scope(req), req.params.id, lectureFields(req), uploadedFile(req));
    const lectures = added.lectures.map((lecture) => toRestLecture(lecture, config.publicUrl));
    const course = { ...toRestCourse(added.course), lectures };
    res.status(201).json({ success: added.success, message: added.message, course });
  });

  router.put('/courses/:id', adminOnly, thumbnailForm, async (req: WithId, res) => {
    const course = await updateCourse(scope(req), req.params.id, courseFields(req), uploadedFile(req));
    res.json({ success: true, message: COURSE_UPDATED_MESSAGE, course: toRestCourse(course) });
  });

  router.delete('/courses/:id', adminOnly, async (req: WithId, res) => {
    const { success, message } = await deleteCourse(scope(req), req.params.id);
    res.json({ success, message });
  });

  return router;
}
