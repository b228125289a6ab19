import { type Request, Router } from 'express';
import {
  adminOnly,
  bodyFields,
  multipartForm,
  queryParam,
  requestScope,
  sendCachedJson,
  text,
  uploadedFile,
} from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { catalogSlot } from './catalog-cache';
import { COURSE_CREATED_MESSAGE, COURSE_DELETED_MESSAGE, COURSE_UPDATED_MESSAGE } from './course.messages';
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
  /** The sum of the READY lectures' durations, in seconds. */
  totalDurationSeconds: number;
}

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
  totalDurationSeconds: course.totalDurationSeconds,
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

type WithId = Request<{ id: string }>;

/** `courses*`: the catalogue and course authoring (the same services as GraphQL); lectures are lecture.rest.ts's. */
export function courseRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  const { config } = deps;
  const thumbnailForm = multipartForm(config, {
    field: 'thumbnail',
    maxBytes: config.limits.imageBytes,
    text: { title: 'short', description: 'long', category: 'short', createdBy: 'short' },
  });

  router.get('/courses', async (req, res) => {
    const requestScope = scope(req);
    const filter = catalogFilter({ search: queryParam(req, 'search'), category: queryParam(req, 'category') });
    const slot = await catalogSlot(requestScope, `rest:courses:${JSON.stringify(filter)}`);
    await sendCachedJson(req, res, slot, async () => ({
      success: true,
      courses: (await listCourses(requestScope, filter)).map(toRestCourse),
    }));
  });

  // The role is checked at the edge too, so nobody but an ADMIN gets to send the upload.
  router.post('/courses', adminOnly, thumbnailForm, async (req, res) => {
    const course = await createCourse(scope(req), courseFields(req), uploadedFile(req));
    res.status(201).json({ success: true, message: COURSE_CREATED_MESSAGE, course: toRestCourse(course) });
  });

  router.put('/courses/:id', adminOnly, thumbnailForm, async (req: WithId, res) => {
    const course = await updateCourse(scope(req), req.params.id, courseFields(req), uploadedFile(req));
    res.json({ success: true, message: COURSE_UPDATED_MESSAGE, course: toRestCourse(course) });
  });

  router.delete('/courses/:id', adminOnly, async (req: WithId, res) => {
    await deleteCourse(scope(req), req.params.id);
    res.json({ success: true, message: COURSE_DELETED_MESSAGE });
  });

  return router;
}
