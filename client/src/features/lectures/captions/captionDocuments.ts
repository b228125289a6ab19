/** The caption editor's documents; each mutation answers the track's fields, so the cache updates the list. */
import { graphql } from '../../../gql';

export const LectureCaptionsQuery = graphql(`
  query LectureCaptionsQuery($courseId: ID!) {
    lectures(courseId: $courseId) {
      id
      status
      captions {
        id
        lectureId
        language
        label
        kind
        source
        status
        progress
        failureReason
        version
        url
      }
    }
  }
`);

export const CaptionCuesQuery = graphql(`
  query CaptionCuesQuery($id: ID!) {
    captionTrack(id: $id) {
      id
      lectureId
      language
      label
      kind
      source
      status
      progress
      failureReason
      version
      url
      cues {
        start
        end
        text
      }
    }
  }
`);

export const UploadCaptionsMutation = graphql(`
  mutation UploadCaptionsMutation($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {
    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) {
      id
      lectureId
      language
      label
      kind
      source
      status
      progress
      failureReason
      version
      url
    }
  }
`);

export const UpdateCaptionCuesMutation = graphql(`
  mutation UpdateCaptionCuesMutation($trackId: ID!, $version: Int!, $cues: [CaptionCueInput!]!) {
    updateCaptionCues(trackId: $trackId, version: $version, cues: $cues) {
      id
      lectureId
      language
      label
      kind
      source
      status
      progress
      failureReason
      version
      url
    }
  }
`);

export const DeleteCaptionsMutation = graphql(`
  mutation DeleteCaptionsMutation($trackId: ID!) {
    deleteCaptions(trackId: $trackId) {
      success
      id
      lectureId
    }
  }
`);

export const RetranscribeLectureMutation = graphql(`
  mutation RetranscribeLectureMutation($lectureId: ID!) {
    retranscribeLecture(lectureId: $lectureId) {
      id
      lectureId
      language
      label
      kind
      source
      status
      progress
      failureReason
      version
      url
    }
  }
`);
