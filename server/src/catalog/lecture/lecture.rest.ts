import { type Request, Router } from 'express';
import type { z } from 'zod';
import {
  adminOnly,
  multipartForm,
  nextLink,
  pageQuery,
  requestScope,
  requiredQueryParam,
  restPage,
  textFields,
  uploadedFile,
} from '../../http/rest';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { toRestCourse } from '../course/course.rest';
import {
  LECTURE_ADDED_MESSAGE,
  LECTURE_CURSOR_MESSAGE,
  LECTURE_DELETED_MESSAGE,
  MAX_LECTURES_PER_COURSE,
} from './lecture.messages';
import { lectureFieldsSchema, type restCaptionSchema, type restLectureSchema } from './lecture.rest-schemas';
import { addLecture, deleteLecture } from './lecture-authoring.service';
import { type AlongsideLecture, type LectureView, pageLecturesWith } from './lecture-listing.service';

/** A lecture in the spec's spellings, as lecture.rest-schemas.ts describes it. */
export type RestLecture = z.output<typeof restLectureSchema>;
export type RestCaption = z.output<typeof restCaptionSchema>;

/**
 * The READY caption tracks of lectures, given by the captions module where the routers are composed
 * (http/rest/router.ts), since captions build on lectures and not the other way round: `alongside` reads them in the
 * lecture page's own statement, which `read` turns into the REST captions; `of` by lecture id for lectures read
 * elsewhere.
 */
export interface RestCaptions {
  alongside(em: Em): AlongsideLecture;
  read(value: unknown): RestCaption[];
  of(scope: RequestScope, lectureIds: readonly string[]): Promise<Map<string, RestCaption[]>>;
}

/**
 * The video URL is relative to the API origin, like thumbnails and avatars: a client on another origin proxies /media
 * with /api, and its browser then loads the video from the client's own origin (an absolute URL on PUBLIC_URL would
 * bypass that proxy and be refused by the media's Cross-Origin-Resource-Policy).
 */
export const toRestLecture = (lecture: LectureView, captions: RestCaption[] = []): RestLecture => ({
  _id: lecture.id,
  title: lecture.title,
  description: lecture.description,
  lecture: {
    secure_url: lecture.videoUrl,
    duration: lecture.durationSeconds,
    status: lecture.status,
  },
  captions,
});

type WithId = Request<{ id: string }>;

/** The spec's lecture calls, which it files under `courses*` (the same services as GraphQL). */
export function lectureRestRouter(deps: AppDeps, captions: RestCaptions) {
  const router = Router();
  const scope = requestScope(deps);
  const { config } = deps;
  const lectureForm = multipartForm(config, {
    field: 'lecture',
    maxBytes: config.limits.lectureBytes,
    text: { title: 'short', description: 'long' },
  });

  router.delete('/courses', adminOnly, async (req, res) => {
    const courseId = requiredQueryParam(req, 'courseId');
    const lectureId = requiredQueryParam(req, 'lectureId');
    await deleteLecture(scope(req), courseId, lectureId);
    res.json({ success: true, message: LECTURE_DELETED_MESSAGE });
  });

  // ADMINs and active subscribers only: the entitlement rule is the service's. Without `limit`, every lecture (a
  // course holds at most MAX_LECTURES_PER_COURSE), so a client that knows no paging sees what the course's card counts.
  router.get('/courses/:id', async (req: WithId, res) => {
    const args = pageQuery(req, MAX_LECTURES_PER_COURSE);
    const requested = scope(req);
    const lectures = pageLecturesWith(
      requested,
      req.params.id,
      args,
      MAX_LECTURES_PER_COURSE,
      captions.alongside(requested.em),
    );
    const page = await restPage(lectures, LECTURE_CURSOR_MESSAGE);
    const next = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    if (next) res.set('Link', nextLink(req, next));
    res.json({
      success: true,
      lectures: page.edges.map(({ node }) => toRestLecture(node.lecture, captions.read(node.alongside))),
      next,
    });
  });

  // The role is checked at the edge too, so nobody but an ADMIN gets to send the upload.
  router.post('/courses/:id', adminOnly, lectureForm, async (req: WithId, res) => {
    const added = await addLecture(scope(req), req.params.id, textFields(lectureFieldsSchema, req), uploadedFile(req));
    const tracks = await captions.of(
      scope(req),
      added.lectures.map(({ id }) => id),
    );
    const lectures = added.lectures.map((lecture) => toRestLecture(lecture, tracks.get(lecture.id)));
    const course = { ...toRestCourse(added.course), lectures };
    res.status(201).json({ success: true, message: LECTURE_ADDED_MESSAGE, course });
  });

  return router;
}
