import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType, DeprecatedMessageFields } from '../../http/graphql';
import { CourseType } from '../course/course.types';
import type { LectureStatus } from './lecture.entity';
import type { LectureFields } from './lecture-authoring.service';
import type { CurriculumLectureView, LectureView } from './lecture-listing.service';

/** The GraphQL enum of LECTURE_STATUSES (lecture.entity.ts); `satisfies` keeps the two lists the same. */
export const LectureStatusEnum = {
  PROCESSING: 'PROCESSING',
  READY: 'READY',
  FAILED: 'FAILED',
} as const satisfies { [Status in LectureStatus]: Status };

registerEnumType(LectureStatusEnum, {
  name: 'LectureStatus',
  description: 'Where a lecture is in its processing after upload: learners see READY lectures only.',
  valuesConfig: {
    PROCESSING: { description: 'Being transcoded; ADMINs can preview the original meanwhile.' },
    READY: { description: 'Transcoded: HLS, progressive MP4 and poster are published.' },
    FAILED: { description: 'Processing gave up (see failureReason); an ADMIN may retry it.' },
  },
});

/**
 * A lecture by its id, course and title, as both the playable Lecture and the curriculum's entry name it: both extend
 * it. It is never answered itself, so the schema, built from what the resolvers reach, does not list it.
 */
@ObjectType('LectureHeading', { simpleResolvers: true })
abstract class LectureHeadingFields implements Pick<LectureView, 'id' | 'courseId' | 'title'> {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  courseId!: string;

  @Field(() => String)
  title!: string;
}

@ObjectType('Lecture', { simpleResolvers: true })
export class LectureType extends LectureHeadingFields implements LectureView {
  @Field(() => String)
  description!: string;

  @Field(() => String, {
    description:
      "The lecture's stable playback URL, relative to the API's origin (/media/lectures/<id>); it never expires. Each " +
      "request to it is authorized by the caller's session (cookie or Bearer: 401 without one, 403 without access), " +
      'then streamed with HTTP Range (local disk) or redirected to a short-lived presigned URL (S3). Once the lecture ' +
      'is READY it plays the progressive MP4 (720p, or the source size if smaller); before, the original as uploaded ' +
      '(ADMINs only).',
  })
  videoUrl!: string;

  @Field(() => String, {
    description:
      'What videoUrl plays: video/mp4 once READY; before, the original type (video/mp4, video/webm or video/quicktime).',
  })
  contentType!: string;

  @Field(() => Int, { description: 'Order within the course, from 1.' })
  position!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => LectureStatusEnum)
  status!: LectureStatus;

  @Field(() => Int, { nullable: true, description: 'Percent done, 0–100, while PROCESSING; null otherwise.' })
  processingProgress!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why processing FAILED, safe to show. ADMINs only: null for everyone else.',
  })
  failureReason!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True while the lecture plays on its first rendition (its original copied into HLS, or the lowest rung) and the ' +
      'rest of its ladder is still being encoded: "higher qualities coming". ADMINs only: null for everyone else.',
  })
  renditionsPending!: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why encoding the ladder behind a READY lecture stopped; the lecture still plays on its first rendition, and ' +
      'retryLectureProcessing encodes the ladder again. ADMINs only: null for everyone else.',
  })
  renditionsFailureReason!: string | null;

  @Field(() => Float, { nullable: true, description: 'In seconds; known once READY.' })
  durationSeconds!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The poster frame, relative to the API origin, authorized like videoUrl; once READY (null if no frame could be taken).',
  })
  posterUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The storyboard: a WebVTT thumbnails track (/media/lectures/<id>/storyboard/<attempt>/storyboard.vtt) whose ' +
      'cues name tiles of one JPEG sprite by `#xywh=` media fragments relative to the track, both authorized like ' +
      'posterUrl; for seek-bar previews. Once READY; null for a lecture transcoded before storyboards existed, or ' +
      'whose original stated no duration.',
  })
  storyboardUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The HLS master playlist (/media/lectures/<id>/hls.m3u8), relative to the API origin; once READY. Stable like ' +
      'videoUrl and authorized per request; the variant playlists and media files it names are signed URLs that expire.',
  })
  hlsUrl!: string | null;

  @Field(() => Boolean, {
    description: 'Anyone, signed in or not, may play it once READY (an ADMIN marks it with setLecturePreview).',
  })
  freePreview!: boolean;
}

/** A course's lectures in order, a page at a time (lecturesConnection). */
export const LectureConnectionType = connectionType('Lecture', LectureType);

@ObjectType('CurriculumLecture', {
  simpleResolvers: true,
  description:
    "One READY lecture of a course's public curriculum. Everyone sees its title, order and duration; its playable " +
    'fields are on `lecture`, which is null unless the caller may play it (ADMIN, active subscriber, or a free preview).',
})
export class CurriculumLectureType extends LectureHeadingFields implements CurriculumLectureView {
  @Field(() => Int, { description: 'Order within the course, from 1 (gaps are possible).' })
  position!: number;

  @Field(() => Float, { nullable: true, description: 'In seconds.' })
  durationSeconds!: number | null;

  @Field(() => Boolean, { description: 'Anyone, signed in or not, may play it.' })
  freePreview!: boolean;

  @Field(() => LectureType, {
    nullable: true,
    description: 'The playable lecture (videoUrl, hlsUrl, posterUrl…) when the caller may play it; null otherwise.',
  })
  lecture!: LectureType | null;
}

/**
 * The lecture a learner's item is at, by id and title, with its course: a note's and a review clip's (both extend
 * it). It is never answered itself, so the schema, built from what the resolvers reach, does not list it.
 */
@ObjectType('LectureReference', { simpleResolvers: true })
export abstract class LectureReferenceFields {
  @Field(() => ID)
  lectureId!: string;

  @Field(() => String)
  lectureTitle!: string;

  @Field(() => ID)
  courseId!: string;
}

@InputType('LectureInput')
export class LectureInput implements LectureFields {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;
}

@ObjectType('AddLecturePayload', {
  simpleResolvers: true,
  description:
    'The course (with its new lecture count) and all its lectures, so a client updates both without refetching.',
})
export class AddLecturePayload extends DeprecatedMessageFields('addLecture', 'lecture') {
  @Field(() => CourseType, {
    description:
      'The course; its lecture count grows once the new lecture is READY (learners see READY lectures only).',
  })
  course!: CourseType;

  @Field(() => LectureType, { description: 'The lecture just added: PROCESSING, its transcode queued.' })
  lecture!: LectureType;

  @Field(() => [LectureType], { description: 'All lectures of the course, in order.' })
  lectures!: LectureType[];
}

@ObjectType('DeleteLecturePayload', { simpleResolvers: true })
export class DeleteLecturePayload extends DeprecatedMessageFields('deleteLecture', 'course') {
  @Field(() => CourseType, { description: 'The course, with its new lecture count.' })
  course!: CourseType;
}
