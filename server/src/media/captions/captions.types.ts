import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeprecatedMessageFields, enumValues } from '../../http/graphql';
import {
  CAPTION_KINDS,
  CAPTION_SOURCES,
  CAPTION_STATUSES,
  type CaptionKind,
  type CaptionSource,
  type CaptionStatus,
} from './caption.entity';
import type { Cue } from './caption-format';
import type { CaptionTrackFields } from './captions.rules';
import type { CaptionTrackView } from './captions-reading.service';
import type { MomentSource, TranscriptMoment } from './transcript-search.service';

export const CaptionKindEnum = enumValues(CAPTION_KINDS);
export const CaptionSourceEnum = enumValues(CAPTION_SOURCES);
export const CaptionStatusEnum = enumValues(CAPTION_STATUSES);

export const MomentSourceEnum = { CAPTION: 'CAPTION', SLIDE: 'SLIDE' } as const satisfies {
  [Source in MomentSource]: Source;
};

registerEnumType(MomentSourceEnum, {
  name: 'MomentSource',
  description: "Where a search's words are in a lecture: CAPTION, said (a caption's cue); SLIDE, shown on a slide.",
});
registerEnumType(CaptionKindEnum, {
  name: 'CaptionKind',
  description: 'As <track kind>: captions (speech and sounds, same language) or subtitles (a translation).',
});
registerEnumType(CaptionSourceEnum, {
  name: 'CaptionSource',
  description:
    "upload: made by a person (uploaded, or a machine's captions once edited); automatic: transcribed; aligned: a " +
    "person's script, timed by aligning it to the lecture's speech; translated: another of the lecture's tracks, " +
    'machine-translated (a DRAFT until approved or edited).',
});
registerEnumType(CaptionStatusEnum, {
  name: 'CaptionStatus',
  description:
    'PROCESSING while a lecture is transcribed (progress 0–100); READY to show; DRAFT: transcribed below the ' +
    'confidence to publish, shown to ADMINs only until approved or edited; FAILED (see failureReason).',
});

@ObjectType('CaptionTrack', {
  simpleResolvers: true,
  description: 'One caption track of a lecture (one per language).',
})
export class CaptionTrackType implements CaptionTrackView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  lectureId!: string;

  @Field(() => String, { description: 'BCP 47 tag (en, pt-BR): <track srclang>.' })
  language!: string;

  @Field(() => String, { description: 'What the captions menu shows: <track label>, e.g. "English (automatic)".' })
  label!: string;

  @Field(() => CaptionKindEnum)
  kind!: CaptionKind;

  @Field(() => CaptionSourceEnum)
  source!: CaptionSource;

  @Field(() => CaptionStatusEnum)
  status!: CaptionStatus;

  @Field(() => Int, { nullable: true, description: 'Percent transcribed while PROCESSING; null otherwise.' })
  progress!: number | null;

  @Field(() => String, { nullable: true, description: 'Why transcription FAILED; ADMINs only, null for others.' })
  failureReason!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "ADMIN: the recogniser's mean confidence in the words (0–1), when it gave one; null for others.",
  })
  confidence!: number | null;

  @Field(() => Int, {
    description: 'Counts uploads, edits and transcriptions; updateCaptionCues names the one it read.',
  })
  version!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'The WebVTT file, relative to the API origin (/media/lectures/<id>/captions/<language>.vtt?v=<version>), ' +
      'authorized per request like videoUrl (401/403 for callers who may not watch the lecture): <track src>. ' +
      'Null until READY.',
  })
  url!: string | null;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType('CaptionCue', { simpleResolvers: true })
export class CaptionCueType implements Cue {
  @Field(() => Float, { description: 'Seconds from the start of the lecture.' })
  start!: number;

  @Field(() => Float)
  end!: number;

  @Field(() => String, { description: 'Plain text; lines separated by \\n.' })
  text!: string;

  @Field(() => [Float], {
    nullable: true,
    description:
      "The recogniser's confidence (0–1) in each word of text (split at white space), in order; null when a person " +
      'wrote the cue or the engine gave none.',
  })
  confidences?: number[] | null;
}

@InputType('CaptionCueInput')
export class CaptionCueInput implements Cue {
  @Field(() => Float)
  start!: number;

  @Field(() => Float)
  end!: number;

  @Field(() => String)
  text!: string;
}

@InputType('CaptionTrackInput')
export class CaptionTrackInput implements CaptionTrackFields {
  @Field(() => String, { description: 'BCP 47 tag, e.g. en or pt-BR.' })
  language!: string;

  @Field(() => String)
  label!: string;

  @Field(() => CaptionKindEnum)
  kind!: CaptionKind;
}

@ObjectType('DeleteCaptionsPayload', { simpleResolvers: true })
export class DeleteCaptionsPayload extends DeprecatedMessageFields('deleteCaptions', 'id') {
  @Field(() => ID, { description: 'The deleted track.' })
  id!: string;

  @Field(() => ID)
  lectureId!: string;
}

@ObjectType('TranscriptMoment', {
  simpleResolvers: true,
  description:
    'A moment of a lecture where the searched words were said. Public; playing it follows the lecture rule ' +
    '(/course/displaylecture?course=<courseId>&lecture=<lectureId>&t=<floor(startSeconds)>).',
})
export class TranscriptMomentType implements TranscriptMoment {
  @Field(() => ID)
  courseId!: string;

  @Field(() => String)
  courseTitle!: string;

  @Field(() => ID)
  lectureId!: string;

  @Field(() => String)
  lectureTitle!: string;

  @Field(() => Int)
  lecturePosition!: number;

  @Field(() => String)
  language!: string;

  @Field(() => Float, { description: 'Seconds from the start of the lecture.' })
  startSeconds!: number;

  @Field(() => String, { description: "The cue's text, or the slide's, on one line." })
  snippet!: string;

  @Field(() => MomentSourceEnum, { description: 'Said in the lecture (a caption), or shown on a slide.' })
  source!: MomentSource;
}
