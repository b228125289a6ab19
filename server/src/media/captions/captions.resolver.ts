import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LectureType } from '../../catalog/lecture/lecture.types';
import { type GraphQLContext, GraphQLUpload, resolveUpload, say, type UploadArg } from '../../http/graphql';
import { badInput } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import { requireRole } from '../../shared/viewer';
import { readCues } from './caption-store';
import { CAPTIONS_DELETED_MESSAGE } from './captions.messages';
import {
  CaptionCueInput,
  CaptionCueType,
  CaptionTrackInput,
  CaptionTrackType,
  DeleteCaptionsPayload,
  TranscriptMomentType,
} from './captions.types';
import { alignCaptionsToScript } from './captions-alignment.service';
import { deleteCaptions, setCaptionsDraft, updateCaptionCues, uploadCaptions } from './captions-authoring.service';
import { captionTracksOf, trackView } from './captions-reading.service';
import { retranscribeLecture } from './captions-transcription.service';
import { translateCaptions } from './captions-translation.service';
import { searchTranscriptsWithinBudget } from './transcript-search.service';

@Resolver(() => LectureType)
export class LectureCaptionsResolver {
  @FieldResolver(() => [CaptionTrackType], {
    description:
      "The lecture's caption tracks by language: READY ones for whoever may see the lecture, every one for an ADMIN.",
  })
  captions(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return captionTracksOf(ctx.scope, lecture.id);
  }
}

@Resolver(() => CaptionTrackType)
export class CaptionsResolver {
  // The workers store why a track failed in English; an ADMIN reads it in the request's language.
  @FieldResolver(() => String, { nullable: true })
  failureReason(@Root() track: CaptionTrackType, @Ctx() ctx: GraphQLContext) {
    return track.failureReason && say(ctx.req, track.failureReason);
  }

  @Query(() => [TranscriptMomentType], {
    description:
      'Moments of lectures where every word of `query` was said (as prefixes), by course, lecture and time; public. ' +
      'Published courses only (drafts too for ADMINs); one moment per lecture for a caller who may not play it. ' +
      "TOO_MANY_REQUESTS past the account's hourly budget (signed out: the per-address attempts).",
  })
  searchTranscripts(
    @Arg('query', () => String) query: string,
    @Arg('first', () => Int, { nullable: true, description: '1–50, 10 by default.' }) first: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return searchTranscriptsWithinBudget(ctx.scope, query, first);
  }

  @Authorized('ADMIN')
  @FieldResolver(() => [CaptionCueType], { description: 'ADMIN: the cues in order, for the caption editor.' })
  cues(@Root() track: CaptionTrackType, @Ctx() ctx: GraphQLContext) {
    return readCues(ctx.scope.em, track.id);
  }

  @Authorized('ADMIN')
  @Query(() => CaptionTrackType, { description: 'ADMIN: one track (with its cues), for the caption editor.' })
  async captionTrack(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    requireRole(ctx.scope.viewer, 'ADMIN');
    return trackView(ctx.scope, knownId(id, 'Captions'));
  }

  @Authorized('ADMIN')
  @Mutation(() => CaptionTrackType, {
    description:
      "A WebVTT or SRT file (SRT converted to WebVTT) as the lecture's track in input.language, replacing the one " +
      'there (a new version). BAD_USER_INPUT names the line of a cue with bad timing, an overlap or markup.',
  })
  async uploadCaptions(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('input', () => CaptionTrackInput) input: CaptionTrackInput,
    @Arg('file', () => GraphQLUpload) file: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    const upload = await resolveUpload(file);
    if (!upload) throw badInput('A captions file is required', 'file');
    return uploadCaptions(ctx.scope, lectureId, input, upload);
  }

  @Authorized('ADMIN')
  @Mutation(() => CaptionTrackType, {
    description:
      "The lecture's script (a UTF-8 text or Markdown file; pasted text sent as one) as its English track, timed by " +
      'aligning it to the speech: source aligned, "English (aligned to script)", PROCESSING until timed, replacing ' +
      'the English track there. CONFLICT when the aligner is not installed or the lecture is not READY.',
  })
  async alignCaptionsToScript(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('script', () => GraphQLUpload) script: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    const upload = await resolveUpload(script);
    if (!upload) throw badInput('A script is required', 'script');
    return alignCaptionsToScript(ctx.scope, lectureId, upload);
  }

  @Authorized('ADMIN')
  @Mutation(() => CaptionTrackType, {
    description:
      "A READY track machine-translated into input.language as the lecture's track there (replacing it): source " +
      'translated, PROCESSING until every cue is translated (times kept), then a DRAFT for an ADMIN to approve or ' +
      'edit. CONFLICT when no engine here translates the pair (TRANSLATION_ENGINE) or the track is not READY.',
  })
  translateCaptions(
    @Arg('trackId', () => ID) trackId: string,
    @Arg('input', () => CaptionTrackInput) input: CaptionTrackInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return translateCaptions(ctx.scope, trackId, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => CaptionTrackType, {
    description:
      'Saves edited cues (text and times) as a new version of the track, if `version` is still its version ' +
      '(CONFLICT otherwise). BAD_USER_INPUT names the cue ("Cue 3: …"). An automatic track becomes a person\'s.',
  })
  updateCaptionCues(
    @Arg('trackId', () => ID) trackId: string,
    @Arg('version', () => Int) version: number,
    @Arg('cues', () => [CaptionCueInput]) cues: CaptionCueInput[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return updateCaptionCues(ctx.scope, trackId, version, cues);
  }

  @Authorized('ADMIN')
  @Mutation(() => CaptionTrackType, {
    description:
      'draft: false approves a DRAFT track as it is (READY: shown to learners, searched); draft: true takes a READY ' +
      'one back to DRAFT (ADMINs only). A new version. CONFLICT while the track is PROCESSING or FAILED.',
  })
  setCaptionsDraft(
    @Arg('trackId', () => ID) trackId: string,
    @Arg('draft', () => Boolean) draft: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return setCaptionsDraft(ctx.scope, trackId, draft);
  }

  @Authorized('ADMIN')
  @Mutation(() => DeleteCaptionsPayload)
  async deleteCaptions(@Arg('trackId', () => ID) trackId: string, @Ctx() ctx: GraphQLContext) {
    return {
      success: true,
      message: say(ctx.req, CAPTIONS_DELETED_MESSAGE),
      ...(await deleteCaptions(ctx.scope, trackId)),
    };
  }

  @Authorized('ADMIN')
  @Mutation(() => CaptionTrackType, {
    description:
      'Transcribes a READY lecture again into its automatic English track (PROCESSING, then READY). CONFLICT when ' +
      "transcription is off or a person's English track exists.",
  })
  retranscribeLecture(@Arg('lectureId', () => ID) lectureId: string, @Ctx() ctx: GraphQLContext) {
    return retranscribeLecture(ctx.scope, lectureId);
  }
}
