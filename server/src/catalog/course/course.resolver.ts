import { CATALOGUE_CARD_FIELDS } from '@coursehub/shared';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import {
  type GraphQLContext,
  GraphQLUpload,
  resolveUpload,
  say,
  selectedFields,
  type UploadArg,
} from '../../http/graphql';
import { COURSE_DELETED_MESSAGE } from './course.messages';
import {
  CategoryFacetType,
  CourseConnectionType,
  CourseInput,
  CourseLanguagesType,
  CourseSortEnum,
  CourseType,
  DeleteCoursePayload,
} from './course.types';
import { createCourse, deleteCourse, updateCourse } from './course-authoring.service';
import {
  type CoursePage,
  type CourseShape,
  type CourseSort,
  getCourse,
  listCategories,
  listCourses,
} from './course-catalog.service';
import { listCourseLanguages } from './course-languages.service';
import { publishCourse, setCourseViewingRequirement, unpublishCourse } from './course-publishing.service';

/**
 * Whether the query names `totalCount` or `facets` on the connection itself (not through a fragment): then the tally
 * runs beside the page rather than after it. A fragment still gets them, a statement later.
 */
const asksForTally = (info: GraphQLResolveInfo) =>
  info.fieldNodes.some((node) =>
    node.selectionSet?.selections.some(
      (selection) => selection.kind === 'Field' && ['totalCount', 'facets'].includes(selection.name.value),
    ),
  );

const CARD_FIELDS = new Set<string>([...CATALOGUE_CARD_FIELDS, '__typename']);

/** A card's columns when the query asks the nodes for a card's fields alone (the client's lists do), else all. */
const shapeOf = (info: GraphQLResolveInfo): CourseShape =>
  [...selectedFields(info, ['edges', 'node'])].every((field) => CARD_FIELDS.has(field)) ? 'card' : 'summary';

@Resolver(() => CourseType)
export class CourseResolver {
  @Query(() => CourseConnectionType, {
    description:
      'The public catalogue, a page at a time: `first` (1–100, 24 by default) courses after the cursor `after`, in ' +
      "`sort`'s order. BAD_USER_INPUT for a cursor this list (with this sort, and for RELEVANCE this search) did not " +
      'give.',
  })
  courses(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words to find, each as a word prefix (any case), all of them, in the title, instructor, category or ' +
        "description, or all of them spoken in the course's lectures (their caption tracks).",
    })
    search: string | null,
    @Arg('category', () => String, { nullable: true }) category: string | null,
    @Arg('sort', () => CourseSortEnum, { nullable: true, description: 'RELEVANCE with a search, else NEWEST.' })
    sort: CourseSort | null,
    @Arg('language', () => String, {
      nullable: true,
      description:
        'A BCP 47 tag (any case): the courses taught in it or with an audio track in it (`courseLanguages.languages`). ' +
        'BAD_USER_INPUT for anything else.',
    })
    language: string | null,
    @Arg('captionLanguage', () => String, {
      nullable: true,
      description:
        'A BCP 47 tag (any case): the courses with captions in it (`courseLanguages.captionLanguages`). ' +
        'BAD_USER_INPUT for anything else.',
    })
    captionLanguage: string | null,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return listCourses(
      ctx.scope,
      { first, after, search, category, sort, language, captionLanguage },
      { withTally: asksForTally(info), shape: shapeOf(info) },
    );
  }

  @Query(() => CourseType, {
    description: 'One course; NOT_FOUND when there is none, or it is a DRAFT and the caller no ADMIN.',
  })
  course(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return getCourse(ctx.scope, id);
  }

  @Query(() => [String], {
    description:
      'The categories with courses the caller sees (PUBLISHED ones; ADMINs: drafts too), sorted. `managedCategories` lists them all.',
  })
  categories(@Ctx() ctx: GraphQLContext) {
    return listCategories(ctx.scope);
  }

  @Query(() => CourseLanguagesType, {
    description:
      "The languages of the courses the caller sees (PUBLISHED ones; ADMINs: drafts too): the catalogue's language " +
      'and caption filters offer these.',
  })
  courseLanguages(@Ctx() ctx: GraphQLContext) {
    return listCourseLanguages(ctx.scope);
  }

  @Authorized('ADMIN')
  @Mutation(() => CourseType, {
    description:
      'A DRAFT, seen by ADMINs only until published. Thumbnail and instructor photo: JPG or PNG, the thumbnail required.',
  })
  async createCourse(
    @Arg('input', () => CourseInput) input: CourseInput,
    @Arg('publishWhenReady', () => Boolean, {
      defaultValue: false,
      description: 'True: published by itself when one of its lectures is first READY; false: by `publishCourse`.',
    })
    publishWhenReady: boolean,
    @Arg('thumbnail', () => GraphQLUpload, { nullable: true }) thumbnail: UploadArg,
    @Arg('instructorAvatar', () => GraphQLUpload, { nullable: true }) instructorAvatar: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    return createCourse(
      ctx.scope,
      { ...input, publishWhenReady },
      { thumbnail: await resolveUpload(thumbnail), instructorAvatar: await resolveUpload(instructorAvatar) },
    );
  }

  @Authorized('ADMIN')
  @Mutation(() => CourseType, { description: 'Replaces the fields sent; the images only when sent.' })
  async updateCourse(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CourseInput) input: CourseInput,
    @Arg('thumbnail', () => GraphQLUpload, { nullable: true }) thumbnail: UploadArg,
    @Arg('instructorAvatar', () => GraphQLUpload, { nullable: true }) instructorAvatar: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    return updateCourse(ctx.scope, id, input, {
      thumbnail: await resolveUpload(thumbnail),
      instructorAvatar: await resolveUpload(instructorAvatar),
    });
  }

  @Authorized('ADMIN')
  @Mutation(() => CourseType, {
    description: 'Makes a DRAFT public. BAD_USER_INPUT without a READY lecture.',
  })
  publishCourse(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return publishCourse(ctx.scope, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => CourseType, {
    description:
      "Whether the course's certificate waits for every lecture's verified completion (requireVerifiedViewing); " +
      'certificates already issued stay.',
  })
  setCourseViewingRequirement(
    @Arg('id', () => ID) id: string,
    @Arg('requireVerifiedViewing', () => Boolean) required: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return setCourseViewingRequirement(ctx.scope, id, required);
  }

  @Authorized('ADMIN')
  @Mutation(() => CourseType, { description: 'Hides the course from learners again; their progress is kept.' })
  unpublishCourse(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return unpublishCourse(ctx.scope, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => DeleteCoursePayload, { description: 'Deletes the course, its lectures and their files.' })
  async deleteCourse(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<DeleteCoursePayload> {
    await deleteCourse(ctx.scope, id);
    return { id, success: true, message: say(ctx.req, COURSE_DELETED_MESSAGE) };
  }
}

/**
 * A catalogue page's count and facets: one statement for both (CoursePage.tally), spent only when asked for; and the
 * search it was corrected to, if it was.
 */
@Resolver(() => CourseConnectionType)
export class CourseConnectionResolver {
  @FieldResolver(() => Int, { description: 'Every course matching `search` and `category`, on all pages.' })
  async totalCount(@Root() page: CoursePage) {
    return (await page.tally()).totalCount;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "When the search's words matched no course, the search these courses, `totalCount` and `facets` are for " +
      "instead: each word no course's title, instructor or category begins with, replaced by the catalogue's " +
      "closest (at most 2 letters off), as 'raect' → 'react'. Null when the search is as typed. The same search " +
      'gets the same correction, so `after` works as usual.',
  })
  correctedSearch(@Root() page: CoursePage) {
    return page.correctedSearch;
  }

  @FieldResolver(() => [CategoryFacetType], {
    description:
      'The categories of the courses matching `search`, whatever `category` (so a filter can offer the others), ' +
      'each with its count, by name.',
  })
  async facets(@Root() page: CoursePage) {
    return (await page.tally()).facets;
  }
}
