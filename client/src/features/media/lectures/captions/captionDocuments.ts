/** The caption editor's documents; each mutation answers the track's fields, so the cache updates the list. */
import { graphql } from '../../../../gql';

export const CaptionTrackFragment = graphql(`
  fragment CaptionTracks_track on CaptionTrack {
    id
    lectureId
    language
    label
    kind
    source
    status
    progress
    failureReason
    confidence
    version
    url
  }
`);

export const LectureCaptionsQuery = graphql(`
  query LectureCaptionsQuery($courseId: ID!) {
    lectures(courseId: $courseId) {
      id
      status
      captions {
        ...CaptionTracks_track @unmask
      }
    }
  }
`);

export const CaptionCuesQuery = graphql(`
  query CaptionCuesQuery($id: ID!) {
    captionTrack(id: $id) {
      ...CaptionTracks_track @unmask
      cues {
        start
        end
        text
        confidences
      }
    }
  }
`);

export const UploadCaptionsMutation = graphql(`
  mutation UploadCaptionsMutation($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {
    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) {
      ...CaptionTracks_track
    }
  }
`);

export const UpdateCaptionCuesMutation = graphql(`
  mutation UpdateCaptionCuesMutation($trackId: ID!, $version: Int!, $cues: [CaptionCueInput!]!) {
    updateCaptionCues(trackId: $trackId, version: $version, cues: $cues) {
      ...CaptionTracks_track
    }
  }
`);

export const DeleteCaptionsMutation = graphql(`
  mutation DeleteCaptionsMutation($trackId: ID!) {
    deleteCaptions(trackId: $trackId) {
      id
      lectureId
    }
  }
`);

export const RetranscribeLectureMutation = graphql(`
  mutation RetranscribeLectureMutation($lectureId: ID!) {
    retranscribeLecture(lectureId: $lectureId) {
      ...CaptionTracks_track
    }
  }
`);

export const SetCaptionsDraftMutation = graphql(`
  mutation SetCaptionsDraftMutation($trackId: ID!, $draft: Boolean!) {
    setCaptionsDraft(trackId: $trackId, draft: $draft) {
      ...CaptionTracks_track
    }
  }
`);

export const AlignCaptionsToScriptMutation = graphql(`
  mutation AlignCaptionsToScriptMutation($lectureId: ID!, $script: Upload!) {
    alignCaptionsToScript(lectureId: $lectureId, script: $script) {
      ...CaptionTracks_track
    }
  }
`);

export const TranslateCaptionsMutation = graphql(`
  mutation TranslateCaptionsMutation($trackId: ID!, $input: CaptionTrackInput!) {
    translateCaptions(trackId: $trackId, input: $input) {
      ...CaptionTracks_track
    }
  }
`);
