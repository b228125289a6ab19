import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { LectureType } from './lecture.types';
import { type LectureSlidesView, NO_SLIDES, slidesOfLectures } from './lecture-slides.service';
import { ChapterType, SlideType } from './lecture-slides.types';

/** Per request: each lecture's slides once, and the lectures asked for in one pass read together. */
const readPerRequest = new WeakMap<object, Map<string, Promise<LectureSlidesView>>>();
const batchPerRequest = new WeakMap<object, { ids: string[]; read: Promise<Map<string, LectureSlidesView>> }>();

/**
 * The lecture's slides, read with those of every other lecture whose fields are resolved in the same pass (a
 * curriculum's lectures): the first ask of a pass opens a batch read once the pass has run (setImmediate).
 */
function slidesOf(ctx: GraphQLContext, lectureId: string) {
  const known = readPerRequest.get(ctx.scope) ?? new Map<string, Promise<LectureSlidesView>>();
  readPerRequest.set(ctx.scope, known);
  const cached = known.get(lectureId);
  if (cached) return cached;
  let batch = batchPerRequest.get(ctx.scope);
  if (!batch) {
    const ids: string[] = [];
    const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      batchPerRequest.delete(ctx.scope);
      return slidesOfLectures(ctx.scope.em, ids);
    });
    batch = { ids, read };
    batchPerRequest.set(ctx.scope, batch);
  }
  batch.ids.push(lectureId);
  const slides = batch.read.then((all) => all.get(lectureId) ?? NO_SLIDES);
  known.set(lectureId, slides);
  return slides;
}

/**
 * A lecture's slides and what is made of them. A Lecture is given only to those who may play it (CurriculumLecture
 * says so), so these follow its rule; their files are authorized again per request, like the poster.
 */
@Resolver(() => LectureType)
export class LectureSlidesResolver {
  @FieldResolver(() => [SlideType], {
    description:
      'The slides shown in the video, in time order; empty for a video without slides (a talking head) and until ' +
      'they are found (after the ladder is published).',
  })
  async slides(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return (await slidesOf(ctx, lecture.id)).slides;
  }

  @FieldResolver(() => [ChapterType], {
    description:
      'The chapters of the lecture: one per slide, from its start, named by its title; empty without slides.',
  })
  async chapters(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    const { slides } = await slidesOf(ctx, lecture.id);
    return slides.map(({ startSeconds, title }) => ({ startSeconds, title }));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The chapters as a WebVTT chapters track (for `<track kind="chapters">`), authorized like posterUrl; null ' +
      'without slides.',
  })
  async chaptersTrackUrl(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    const { slides, chaptersTrackUrl } = await slidesOf(ctx, lecture.id);
    return slides.length ? chaptersTrackUrl : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'A PDF handout of the slides (their pictures with titles and times), downloaded as an attachment, authorized ' +
      'like posterUrl; null without slides.',
  })
  async handoutUrl(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return (await slidesOf(ctx, lecture.id)).handoutUrl;
  }
}
