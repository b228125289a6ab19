import { Field, Float, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { AudioTrackKind, AudioTrackStatus } from './audio-track.entity';
import type { AudioTrackFields } from './audio-tracks.rules';
import type { AudioTrackView } from './audio-tracks.service';

export const AudioTrackKindEnum = { dub: 'dub', description: 'description' } as const satisfies {
  [Kind in AudioTrackKind]: Kind;
};
export const AudioTrackStatusEnum = { PROCESSING: 'PROCESSING', READY: 'READY', FAILED: 'FAILED' } as const satisfies {
  [Status in AudioTrackStatus]: Status;
};

registerEnumType(AudioTrackKindEnum, {
  name: 'AudioTrackKind',
  description: 'dub: the lecture spoken in another language; description: with what is shown described aloud.',
});
registerEnumType(AudioTrackStatusEnum, {
  name: 'AudioTrackStatus',
  description: 'PROCESSING while the upload is encoded; READY in the player; FAILED (see failureReason).',
});

@ObjectType('AudioTrack', {
  simpleResolvers: true,
  description: "An alternate audio track of a lecture, which the player offers beside the video's own sound.",
})
export class AudioTrackType implements AudioTrackView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  lectureId!: string;

  @Field(() => String, { description: 'BCP 47 tag (hi, pt-BR), as the HLS AUDIO rendition names it.' })
  language!: string;

  @Field(() => String, { description: "What the player's audio menu shows." })
  label!: string;

  @Field(() => AudioTrackKindEnum)
  kind!: AudioTrackKind;

  @Field(() => AudioTrackStatusEnum)
  status!: AudioTrackStatus;

  @Field(() => Float, { nullable: true, description: 'Seconds, once READY (when the file says).' })
  durationSeconds!: number | null;

  @Field(() => String, { nullable: true, description: 'ADMIN: why the encode FAILED.' })
  failureReason!: string | null;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@InputType('AudioTrackInput')
export class AudioTrackInput implements AudioTrackFields {
  @Field(() => String, { description: 'BCP 47 tag, e.g. hi or pt-BR.' })
  language!: string;

  @Field(() => String, { description: "What the player's audio menu shows, e.g. Hindi or English (described)." })
  label!: string;

  @Field(() => AudioTrackKindEnum)
  kind!: AudioTrackKind;
}
