import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType, DeprecatedMessageFields, enumValues } from '../../http/graphql';
import { COURSE_STATUSES, type CourseStatus } from './course.entity';
import type { CourseDetails, CourseFields } from './course-authoring.service';
import type { CategoryFacet, CourseSort, CourseSummary } from './course-catalog.service';
import type { CourseLanguages } from './course-languages.service';

/** The GraphQL enum of COURSE_STATUSES. */
export const CourseStatusEnum = enumValues(COURSE_STATUSES);

registerEnumType(CourseStatusEnum, {
  name: 'CourseStatus',
  description: 'A DRAFT is seen by ADMINs only; a PUBLISHED course by everyone.',
});

/**
 * The spec's four fields of a course (CourseFields), read and written the same: the Course type and CourseInput
 * extend it. type-graphql gives a type the fields of the class it extends; neither base is answered or taken itself,
 * so the schema, built from what the resolvers reach, lists neither.
 */
@ObjectType('CourseFieldsOutput', { simpleResolvers: true })
@InputType('CourseFieldsInput')
abstract class CourseFormFields implements CourseFields {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  category!: string;

  @Field(() => String, { description: "The instructor's name." })
  createdBy!: string;
}

/** Plain read-only data with no per-field rules, so its fields skip type-graphql's middleware pipeline. */
@ObjectType('Course', { simpleResolvers: true })
export class CourseType extends CourseFormFields implements CourseSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description:
      'Stable URL of the thumbnail image, relative to the API origin (/media/images/…); it never expires and is served with cache validators.',
  })
  thumbnailUrl!: string;

  @Field(() => CourseStatusEnum)
  status!: CourseStatus;

  @Field(() => Boolean, {
    description: 'A DRAFT that publishes itself when one of its lectures is first READY (false once published).',
  })
  autoPublish!: boolean;

  @Field(() => Boolean, {
    description:
      "The certificate waits for every lecture's verified completion (the server's record of media delivered and " +
      "watched), not only the learner's marks (docs/learning.md#verified-completion).",
  })
  requireVerifiedViewing!: boolean;

  @Field(() => String, {
    description: 'What the teacher speaks: a BCP 47 tag in its canonical spelling (`en`, `pt-BR`); `en` unless set.',
  })
  language!: string;

  @Field(() => [String], {
    description:
      'The languages a learner can turn captions on in: those of the published (READY) caption tracks of its READY ' +
      'lectures (a draft, such as a machine translation no ADMIN has approved yet, does not count), each once, sorted.',
  })
  captionLanguages!: string[];

  @Field(() => [String], {
    description:
      'The languages of the READY audio tracks (dubs, audio descriptions) of its READY lectures, each once, sorted; ' +
      'the language it is taught in is `language`.',
  })
  audioLanguages!: string[];

  @Field(() => String, { nullable: true, description: 'One line under the title on the course page.' })
  subtitle!: string | null;

  @Field(() => [String], { description: "What you'll learn: the course page's list." })
  outcomes!: string[];

  @Field(() => [String], { description: 'What a learner needs before starting.' })
  requirements!: string[];

  @Field(() => String, { nullable: true })
  instructorBio!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Stable URL of the instructor's photo (/media/images/…); null without one.",
  })
  instructorAvatarUrl!: string | null;

  @Field(() => Int, {
    description: 'The READY lectures (those a learner can watch), counted from the lectures themselves, never stored.',
  })
  numberOfLectures!: number;

  @Field(() => Float, { description: "The sum of the READY lectures' durations, in seconds; 0 without any." })
  totalDurationSeconds!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@InputType('CourseInput')
export class CourseInput extends CourseFormFields implements CourseDetails {
  @Field(() => String, { nullable: true, description: 'At most 200 characters; blank: none. Absent: unchanged.' })
  subtitle?: string | null;

  @Field(() => [String], { nullable: true, description: 'At most 12 items of 160 characters. Absent: unchanged.' })
  outcomes?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'At most 12 items of 160 characters. Absent: unchanged.' })
  requirements?: string[] | null;

  @Field(() => String, { nullable: true, description: 'At most 2000 characters. Absent: unchanged.' })
  instructorBio?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'What the teacher speaks: a BCP 47 tag (`hi`, `pt-BR`), stored in its canonical spelling; BAD_USER_INPUT for ' +
      'anything else. Absent or null: unchanged (a new course: `en`).',
  })
  language?: string | null;
}

export const CourseConnectionType = connectionType('Course', CourseType);

/** The GraphQL enum of COURSE_SORTS (course-catalog.service.ts); `satisfies` keeps the two lists the same. */
export const CourseSortEnum = {
  NEWEST: 'NEWEST',
  TITLE: 'TITLE',
  MOST_LECTURES: 'MOST_LECTURES',
  RELEVANCE: 'RELEVANCE',
} as const satisfies { [Sort in CourseSort]: Sort };

registerEnumType(CourseSortEnum, {
  name: 'CourseSort',
  description: "The catalogue's orders; each ends with the course's id, so every course has one place.",
  valuesConfig: {
    NEWEST: { description: 'Newest first: the default without a search.' },
    TITLE: { description: 'By title, A to Z.' },
    MOST_LECTURES: { description: 'Most READY lectures first, then newest.' },
    RELEVANCE: {
      description:
        'Best match of the search first (its words in the title count most, then the instructor and category; ' +
        'courses found by their description alone come after), then newest: the default with a search; NEWEST without.',
    },
  },
});

@ObjectType('CategoryFacet', { simpleResolvers: true, description: 'How many courses of a category match a search.' })
export class CategoryFacetType implements CategoryFacet {
  @Field(() => String)
  category!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType('CourseLanguages', {
  simpleResolvers: true,
  description: "The languages the catalogue's filters offer, from the courses the caller sees: BCP 47 tags, sorted.",
})
export class CourseLanguagesType implements CourseLanguages {
  @Field(() => [String], {
    description: 'What the courses are taught in or have an audio track in: the values `courses(language:)` finds.',
  })
  languages!: string[];

  @Field(() => [String], {
    description: 'The languages of their captions: the values `courses(captionLanguage:)` finds.',
  })
  captionLanguages!: string[];
}

@ObjectType('DeleteCoursePayload', { simpleResolvers: true })
export class DeleteCoursePayload extends DeprecatedMessageFields('deleteCourse', 'id') {
  @Field(() => ID, { description: 'The deleted course: a client drops it from what it holds.' })
  id!: string;
}
