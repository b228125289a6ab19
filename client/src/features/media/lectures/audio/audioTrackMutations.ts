import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';

export const AudioTrackFragment = graphql(`
  fragment AudioTracks_track on AudioTrack {
    id
    lectureId
    language
    label
    kind
    status
    durationSeconds
    failureReason
  }
`);

export const LectureAudioTracksQuery = graphql(`
  query LectureAudioTracksQuery($courseId: ID!) {
    lectures(courseId: $courseId) {
      id
      audioTracks {
        ...AudioTracks_track @unmask
      }
    }
  }
`);

export const AddAudioTrackMutation = graphql(`
  mutation AddAudioTrackMutation($lectureId: ID!, $input: AudioTrackInput!, $file: Upload!) {
    addAudioTrack(lectureId: $lectureId, input: $input, file: $file) {
      ...AudioTracks_track
    }
  }
`);

export const DeleteAudioTrackMutation = graphql(`
  mutation DeleteAudioTrackMutation($id: ID!) {
    deleteAudioTrack(id: $id)
  }
`);

export type AudioTrackKind = 'dub' | 'description';

export interface AudioTrackUpload {
  lectureId: string;
  language: string;
  label: string;
  kind: AudioTrackKind;
  file: File;
}

/** An upload or a deletion changes the list: the lecture's tracks are read again, the player's with them (one cache). */
const REFETCH = { refetchQueries: ['LectureAudioTracksQuery'], awaitRefetchQueries: true };

async function add(mutate: Mutate<typeof AddAudioTrackMutation>, { lectureId, file, ...input }: AudioTrackUpload) {
  await mutate({ variables: { lectureId, input, file } });
}

/** Uploads a dub or an audio description (multipart over the app's upload link); PROCESSING until encoded. */
export function useAddAudioTrackMutation() {
  const { t } = useTranslation('authoring');
  const texts = useCallback(
    (_upload: AudioTrackUpload) => ({
      loading: t('audioTracks.uploading'),
      success: t('audioTracks.uploaded'),
      failure: t('audioTracks.uploadFailed'),
    }),
    [t],
  );
  return useNoticedMutation(AddAudioTrackMutation, texts, add, REFETCH);
}

async function remove(mutate: Mutate<typeof DeleteAudioTrackMutation>, id: string) {
  await mutate({ variables: { id } });
}

export function useDeleteAudioTrackMutation() {
  const { t } = useTranslation('authoring');
  const texts = useCallback(
    (_id: string) => ({ success: t('audioTracks.deleted'), failure: t('audioTracks.deleteFailed') }),
    [t],
  );
  return useNoticedMutation(DeleteAudioTrackMutation, texts, remove, REFETCH);
}
