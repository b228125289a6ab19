import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import {
  adminOnly,
  multipartForm,
  nextLink,
  pageQuery,
  queryParam,
  requestScope,
  restPage,
  sendCachedJson,
  textFields,
  uploadedFile,
} from '../../http/rest';
import { badInput } from '../../shared/errors';
import type { AppDeps } from '../../shared/scope';
import { type CatalogSlot, catalogSlot } from './catalog-cache';
import { COURSE_CREATED_MESSAGE, COURSE_DELETED_MESSAGE, COURSE_UPDATED_MESSAGE } from './course.messages';
import {
  courseFieldsSchema,
  type restCourseSchema,
  SORT_SPELLINGS,
  WHOLE_CATALOGUE_LIMIT,
} from './course.rest-schemas';
import {
  type CourseDetails,
  type CourseFields,
  createCourse,
  deleteCourse,
  updateCourse,
} from './course-authoring.service';
import {
  COURSE_SORTS,
  type CourseCard,
  type CourseListArgs,
  catalogFilter,
  listCourses,
} from './course-catalog.service';

/** A course in the spec's spellings, as its schema describes it (both spellings of the count and description). */
export type RestCourse = z.output<typeof restCourseSchema>;

export const toRestCourse = (course: CourseCard): RestCourse => ({
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
  status: course.status,
  language: course.language,
});

/** The spec's fields, and the language when one is sent (absent or blank: the course keeps its own). */
function courseFields(req: Request): CourseFields & Pick<CourseDetails, 'language'> {
  const { language, ...fields } = textFields(courseFieldsSchema, req);
  return { ...fields, ...(language.trim() && { language }) };
}

type WithId = Request<{ id: string }>;

export const CURSOR_MESSAGE = 'cursor is not a `next` of this list (with this sort and search)';
export const SORT_MESSAGE = `sort must be one of ${SORT_SPELLINGS.join(', ')}`;

/** `limit`, `cursor`, `search`, `category`, `language`, `captionLanguage` and `sort` of `GET /courses`, checked. */
function catalogueArgs(req: Request): CourseListArgs {
  const page = pageQuery(req, WHOLE_CATALOGUE_LIMIT);
  // `most-lectures` as the /courses addresses spell it, or `MOST_LECTURES` as GraphQL does: the documented enum.
  const sortText = queryParam(req, 'sort');
  const sort =
    sortText === undefined
      ? null
      : SORT_SPELLINGS.includes(sortText)
        ? COURSE_SORTS.find((each) => each === sortText.toUpperCase().replaceAll('-', '_'))
        : undefined;
  if (sort === undefined) throw badInput(SORT_MESSAGE, 'sort');
  // Only the checked text is taken here; the viewer's drafts are listCourses's to add.
  const { search, category, language, captionLanguage } = catalogFilter(
    {
      search: queryParam(req, 'search'),
      category: queryParam(req, 'category'),
      language: queryParam(req, 'language'),
      captionLanguage: queryParam(req, 'captionLanguage'),
    },
    null,
  );
  return { search, category, language, captionLanguage, sort, ...page };
}

/**
 * The body ends with `"next"` (the answer is built that way), so a cached body's next cursor is read from its end
 * rather than by parsing the whole page on every hit.
 */
const NEXT_AT_END = /"next":(?:null|"([\w-]+)")\}$/;

/** The `Link` header goes with the body, cached or not: set from the body's next cursor whenever one is sent. */
function linkedSlot(req: Request, res: Response, slot: CatalogSlot | null) {
  const link = (body: string) => {
    const next = NEXT_AT_END.exec(body)?.[1];
    if (next) res.set('Link', nextLink(req, next));
    return body;
  };
  return (
    slot && { key: slot.key, readThrough: async (build: () => Promise<string>) => link(await slot.readThrough(build)) }
  );
}

/** `courses*`: the catalogue and course authoring (the same services as GraphQL); lectures are lecture.rest.ts's. */
export function courseRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  const { config } = deps;
  const thumbnailForm = multipartForm(config, {
    field: 'thumbnail',
    maxBytes: config.limits.imageBytes,
    text: { title: 'short', description: 'long', category: 'short', createdBy: 'short', language: 'short' },
  });

  router.get('/courses', async (req, res) => {
    const requestScope = scope(req);
    const args = catalogueArgs(req);
    const slot = await catalogSlot(requestScope, `rest:courses:${JSON.stringify(args)}`);
    await sendCachedJson(req, res, linkedSlot(req, res, slot), async () => {
      const courses = listCourses(requestScope, args, { maxPageSize: WHOLE_CATALOGUE_LIMIT });
      const page = await restPage(courses, CURSOR_MESSAGE);
      const next = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      if (!slot && next) res.set('Link', nextLink(req, next));
      // `next` last: linkedSlot reads it from the end of a cached body.
      return {
        success: true,
        courses: page.edges.map(({ node }) => toRestCourse(node)),
        correctedSearch: page.correctedSearch,
        next,
      };
    });
  });

  // The role is checked at the edge too, so nobody but an ADMIN gets to send the upload.
  router.post('/courses', adminOnly, thumbnailForm, async (req, res) => {
    // The spec's client has no publish step: its course goes public with its first READY lecture, a draft until then.
    const fields = { ...courseFields(req), publishWhenReady: true };
    const course = await createCourse(scope(req), fields, { thumbnail: uploadedFile(req) });
    res.status(201).json({ success: true, message: COURSE_CREATED_MESSAGE, course: toRestCourse(course) });
  });

  router.put('/courses/:id', adminOnly, thumbnailForm, async (req: WithId, res) => {
    const course = await updateCourse(scope(req), req.params.id, courseFields(req), { thumbnail: uploadedFile(req) });
    res.json({ success: true, message: COURSE_UPDATED_MESSAGE, course: toRestCourse(course) });
  });

  router.delete('/courses/:id', adminOnly, async (req: WithId, res) => {
    await deleteCourse(scope(req), req.params.id);
    res.json({ success: true, message: COURSE_DELETED_MESSAGE });
  });

  return router;
}
