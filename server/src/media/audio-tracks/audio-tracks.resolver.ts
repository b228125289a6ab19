import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { LectureType } from '../../catalog/lecture/lecture.types';
import { type GraphQLContext, GraphQLUpload, resolveUpload, say, type UploadArg } from '../../http/graphql';
import { badInput } from '../../shared/errors';
import { addAudioTrack, audioTracksOf, deleteAudioTrack } from './audio-tracks.service';
import { AudioTrackInput, AudioTrackType } from './audio-tracks.types';

@Resolver(() => LectureType)
export class LectureAudioTracksResolver {
  @FieldResolver(() => [AudioTrackType], {
    description:
      "The lecture's alternate audio tracks: READY ones for whoever may see the lecture, every one for an ADMIN.",
  })
  audioTracks(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return audioTracksOf(ctx.scope, lecture.id);
  }
}

@Resolver(() => AudioTrackType)
export class AudioTracksResolver {
  // The worker stores why the encode failed in English; an ADMIN reads it in the request's language.
  @FieldResolver(() => String, { nullable: true })
  failureReason(@Root() track: AudioTrackType, @Ctx() ctx: GraphQLContext) {
    return track.failureReason && say(ctx.req, track.failureReason);
  }

  @Authorized('ADMIN')
  @Mutation(() => AudioTrackType, {
    description:
      "An audio file (MP3, M4A, AAC, WAV, Ogg, FLAC) or a video whose sound is taken, as the lecture's track in " +
      'input.language and input.kind, replacing the one there. PROCESSING until encoded; UNSUPPORTED_MEDIA_TYPE ' +
      'for any other file.',
  })
  async addAudioTrack(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('input', () => AudioTrackInput) input: AudioTrackInput,
    @Arg('file', () => GraphQLUpload) file: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    const upload = await resolveUpload(file);
    if (!upload) throw badInput('An audio file is required', 'file');
    return addAudioTrack(ctx.scope, lectureId, input, upload);
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, { description: 'Removes an audio track with its files; returns its id.' })
  deleteAudioTrack(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return deleteAudioTrack(ctx.scope, id);
  }
}
