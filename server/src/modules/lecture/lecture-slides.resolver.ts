import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { LectureType } from './lecture.types';
import { type LectureSlidesView, lectureSlides } from './lecture-slides.service';
import { ChapterType, SlideType } from './lecture-slides.types';

/** One read of a lecture's slides per request, whichever of the fields below it asks for. */
const readPerRequest = new WeakMap<object, Map<string, Promise<LectureSlidesView>>>();

function slidesOf(ctx: GraphQLContext, lectureId: string) {
  const read = readPerRequest.get(ctx.scope) ?? new Map<string, Promise<LectureSlidesView>>();
  readPerRequest.set(ctx.scope, read);
  const slides = read.get(lectureId) ?? lectureSlides(ctx.scope.em, lectureId);
  read.set(lectureId, slides);
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
